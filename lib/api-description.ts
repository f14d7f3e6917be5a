/**
 * The data API's description (static/api/openapi.yaml, published as /api/openapi.yaml): reading
 * it and naming its types. Shared by the plugin that renders the data-API pages' field and
 * error-code tables from it (plugins/api-tables) and by the checks of the pages' examples and of
 * the API's changes between releases (scripts/lib).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export const DESCRIPTION_FILE = 'static/api/openapi.yaml';

export interface Schema {
  $ref?: string;
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
  responses: Record<string, {$ref?: string; content?: {'application/json'?: {schema: object}}}>;
}

export interface Description {
  servers: {url: string}[];
  paths: Record<string, {get?: Operation}>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, {content?: {'application/json'?: {schema: object}}}>;
  };
}

export const readDescription = (siteDir: string): Description =>
  yaml.load(readFileSync(path.join(siteDir, DESCRIPTION_FILE), 'utf8')) as Description;

/** The named schema a `$ref` points to, or the schema itself. */
export const resolveSchema = (schema: Schema, schemas: Record<string, Schema>): Schema =>
  schema.$ref ? (schemas[schema.$ref.split('/').at(-1)!] ?? {}) : schema;

/**
 * A schema's type as the pages' field tables write it: `integer`, `string 或 null`, `object` (a
 * named one too), `array of string` for an array of names and `array` for an array of objects,
 * whose fields have rows of their own.
 */
export function typeName(schema: Schema, schemas: Record<string, Schema>): string {
  const resolved = resolveSchema(schema, schemas);
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives) return alternatives.map((s) => typeName(s, schemas)).join(' 或 ');
  if (Array.isArray(resolved.type)) return resolved.type.join(' 或 ');
  if (resolved.items) {
    const items = typeName(resolved.items, schemas);
    return items === 'object' ? 'array' : `array of ${items}`;
  }
  return resolved.type ?? (resolved.properties ? 'object' : 'any');
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
    const resolved = response.$ref
      ? description.components.responses[response.$ref.split('/').at(-1)!]
      : response;
    const text = JSON.stringify(resolved?.content?.['application/json']?.schema ?? {});
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
