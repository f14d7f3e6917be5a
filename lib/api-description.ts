/**
 * The data API's description (static/api/openapi.yaml, published as /api/openapi.yaml): reading
 * it and naming its types. Shared by the plugin that renders the data-API pages' field and
 * error-code tables from it (plugins/api-tables) and by the checks of the pages' examples and of
 * the API's changes between releases (scripts/lib).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {bundleFromString, createConfig} from '@redocly/openapi-core';

export const DESCRIPTION_FILE = 'static/api/openapi.yaml';

/** A schema of the description as readDescription gives it: no `$ref` left. */
export interface Schema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

/** An error code as `x-error-codes` of the Error schema lists it. */
export interface ErrorCode {
  status: number;
  /** What the code means, e.g. 密钥已被停用. */
  description: string;
  /** What a client should do when it gets the code; required of the codes every operation returns. */
  action?: string;
}

export interface Operation {
  operationId: string;
  parameters?: {name: string; in: string; schema?: Schema}[];
  responses: Record<string, {content?: {'application/json'?: {schema: object}}}>;
}

export interface Description {
  servers: {url: string}[];
  paths: Record<string, {get?: Operation}>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, {content?: {'application/json'?: {schema: object}}}>;
  };
}

/**
 * A description's text as Redocly's bundler reads it, every `$ref` replaced by what it points to
 * (a `description` written beside a `$ref` wins over the one it points to), so that nothing here
 * follows a reference by hand. `source` is the text of DESCRIPTION_FILE, today's or an earlier
 * commit's. A reference that points nowhere fails, naming the file and where the reference is.
 */
export async function parseDescription(siteDir: string, source: string): Promise<Description> {
  const {bundle, problems} = await bundleFromString({
    source,
    absoluteRef: path.join(siteDir, DESCRIPTION_FILE),
    config: await createConfig({}),
    dereference: true,
  });
  const errors = problems.filter(({severity}) => severity === 'error');
  if (errors.length > 0) {
    const where = errors.map(({message, location}) => `${message} at ${location[0]?.pointer}`);
    throw new Error(`${DESCRIPTION_FILE}: ${where.join('; ')}（改正这个 $ref 指向的路径）`);
  }
  return bundle.parsed as Description;
}

export const readDescription = (siteDir: string): Promise<Description> =>
  parseDescription(siteDir, readFileSync(path.join(siteDir, DESCRIPTION_FILE), 'utf8'));

/**
 * A schema's type as the pages' field tables write it: `integer`, `string 或 null`, `object` (a
 * named one too), `array of string` for an array of names and `array` for an array of objects,
 * whose fields have rows of their own.
 */
export function typeName(schema: Schema): string {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeName).join(' 或 ');
  if (Array.isArray(schema.type)) return schema.type.join(' 或 ');
  if (schema.items) {
    const items = typeName(schema.items);
    return items === 'object' ? 'array' : `array of ${items}`;
  }
  return schema.type ?? (schema.properties ? 'object' : 'any');
}

/** The error codes the description lists (`x-error-codes` of the Error schema), by code. */
export function errorCodes(description: Description): Map<string, ErrorCode> {
  const code = (
    description.components.schemas.Error as {
      properties: {code: {'x-error-codes': Record<string, ErrorCode>}};
    }
  ).properties.code['x-error-codes'];
  return new Map(Object.entries(code));
}

/** The error codes an operation's responses can carry (a `const` or `enum` of their `code`). */
function operationErrorCodes(description: Description, operation: Operation): Set<string> {
  const codes = new Set<string>();
  for (const response of Object.values(operation.responses)) {
    const text = JSON.stringify(response.content?.['application/json']?.schema ?? {});
    for (const [, list] of text.matchAll(/"code":\{"(?:const|enum)":\[?([\d,]+)\]?\}/g)) {
      for (const code of list!.split(',')) codes.add(code);
    }
  }
  return codes;
}

/** The error codes every operation can return, in the description's order: the shared table's rows. */
export function sharedErrorCodes(description: Description): string[] {
  const operations = Object.values(description.paths).flatMap((item) => item.get ?? []);
  return [...errorCodes(description).keys()].filter((code) =>
    operations.every((operation) => operationErrorCodes(description, operation).has(code)),
  );
}
