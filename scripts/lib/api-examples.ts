/**
 * The data-API pages' examples checked against the API's description (static/api/openapi.yaml,
 * published as /api/openapi.yaml): each page's request line (GET /player/{name}) names a
 * documented operation, each curl example a documented path and query parameters, and each JSON
 * example is a valid response of that operation or a valid error body. Used by
 * tests/unit/api-examples.test.ts.
 */
import Ajv2020, {type ErrorObject} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type {Code, InlineCode, Table, TableCell} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {
  DESCRIPTION_FILE,
  errorCodes,
  readDescription,
  typeName,
  type Description,
  type Operation,
  type Schema,
} from '../../lib/api-description';
import {parseMdx} from '../../lib/markdown-links';
import {renderApiTables} from '../../plugins/api-tables';

export {DESCRIPTION_FILE, errorCodes, readDescription};

/** A problem of an example, with where it is. */
export interface ExampleProblem {
  file: string;
  line: number;
  problem: string;
}

/** The code blocks of an MDX page, with their languages and lines. */
function codeBlocks(source: string, file: string): Code[] {
  const blocks: Code[] = [];
  visit(parseMdx(source, file), 'code', (node: Code) => {
    blocks.push(node);
  });
  return blocks;
}

/** The operation whose path template a request path matches (/player/x → /player/{name}). */
function operationFor(description: Description, requestPath: string) {
  for (const [template, item] of Object.entries(description.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/?#]+')}$`);
    if (item.get && (template === requestPath || pattern.test(requestPath))) {
      return {template, operation: item.get};
    }
  }
  return undefined;
}

/** A request's path below the API's base: /v1/status, https://…/v1/status and /status alike. */
function apiPathOf(description: Description, address: string): string {
  const base = new URL(description.servers[0]!.url);
  return address.replace(base.origin, '').replace(new RegExp(`^${base.pathname}(?=/)`), '');
}

/** The JSON schema of an operation's response for `status`. */
const responseSchema = (operation: Operation, status: string) =>
  operation.responses[status]?.content?.['application/json']?.schema;

/**
 * Ajv's errors without the ones that only say an alternative did not fit: the summary errors of
 * anyOf and oneOf, and "must be null" from the null branch of a nullable field, which leaves the
 * error of the type the field has.
 */
const meaningful = (errors: ErrorObject[]) =>
  errors.filter(
    (error) =>
      !['anyOf', 'oneOf'].includes(error.keyword) &&
      !(error.keyword === 'type' && (error.params as {type: string}).type === 'null'),
  );

const fieldOf = (error: ErrorObject) =>
  error.keyword === 'additionalProperties'
    ? `${error.instancePath}/${(error.params as {additionalProperty: string}).additionalProperty}`
    : error.keyword === 'required'
      ? `${error.instancePath}/${(error.params as {missingProperty: string}).missingProperty}`
      : error.instancePath || '/';

/**
 * The problems of the examples in one data-API page's source (`file` names it in messages). A
 * page documents the operation its `text` request line names; a page without one (the resource
 * pack format) has no API examples.
 */
export function checkPageExamples(
  description: Description,
  file: string,
  source: string,
): ExampleProblem[] {
  const problems: ExampleProblem[] = [];
  const report = (node: Code, problem: string) =>
    problems.push({file, line: node.position?.start.line ?? 0, problem});
  const ajv = new Ajv2020({allErrors: true, strict: false});
  addFormats(ajv);
  const base = new URL(description.servers[0]!.url);
  const apiPath = (address: string) => apiPathOf(description, address);
  let pageOperation: Operation | undefined;
  const blocks = codeBlocks(source, file);
  for (const node of blocks) {
    const request = /^(GET|POST|PUT|PATCH|DELETE) (\S+)/.exec(node.value);
    if (!request) continue;
    const requestPath = apiPath(request[2]!).split('?')[0]!;
    const found = operationFor(description, requestPath);
    // A `text` block names the page's operation by its template (GET /player/{name}); an
    // `http` block shows one request (GET /v1/leaderboard/bedwars_solo/weekly HTTP/1.1).
    if (!found || (node.lang === 'text' && found.template !== requestPath)) {
      report(node, `请求 ${request[1]} ${requestPath} 不在 ${DESCRIPTION_FILE} 里`);
    } else if (node.lang === 'text') pageOperation = found.operation;
  }
  for (const node of blocks) {
    if (node.lang === 'bash') {
      for (const [url] of node.value.matchAll(/https:\/\/[^\s"'\\]+/g)) {
        const address = new URL(url);
        if (address.host !== base.host) continue;
        const requestPath = address.pathname.slice(base.pathname.length);
        const found = operationFor(description, requestPath);
        if (!found) {
          report(node, `示例请求 ${requestPath} 不是 ${DESCRIPTION_FILE} 里的接口`);
          continue;
        }
        const query = (found.operation.parameters ?? []).filter((p) => p.in === 'query');
        for (const name of address.searchParams.keys()) {
          if (!query.some((parameter) => parameter.name === name)) {
            report(node, `示例请求的参数 ${name} 不是 ${found.operation.operationId} 的查询参数`);
          }
        }
      }
    }
    if (node.lang !== 'json' || !pageOperation) continue;
    let example: unknown;
    try {
      example = JSON.parse(node.value);
    } catch (error) {
      report(node, `JSON 示例无法解析：${(error as Error).message}`);
      continue;
    }
    const keys = example && typeof example === 'object' ? Object.keys(example).sort() : [];
    const isError = keys.join() === 'code,message';
    const schema = isError
      ? description.components.schemas.Error
      : responseSchema(pageOperation, '200');
    if (!schema) {
      report(node, `${pageOperation.operationId} 在 ${DESCRIPTION_FILE} 里没有 200 响应`);
      continue;
    }
    // A response of several shapes (a player's full and hidden ones) is checked against each;
    // the errors shown are those of the shape it comes closest to.
    const errors = ((schema as {oneOf?: object[]}).oneOf ?? [schema])
      .map((shape) => {
        const validate = ajv.compile(shape);
        return validate(example) ? [] : meaningful(validate.errors ?? []);
      })
      .sort((a, b) => a.length - b.length)[0]!;
    const what = isError ? '错误响应' : `${pageOperation.operationId} 的响应`;
    for (const error of errors) {
      report(node, `${what}示例的字段 ${fieldOf(error)}：${error.message}`);
    }
  }
  return problems;
}

/**
 * The fields of a response, by name, with the types a page's table writes for them (`integer`,
 * `string 或 null`, `object`): every property of the schema, of the objects it holds and of the
 * items of its arrays, through the alternatives of `anyOf` and `oneOf`.
 */
export function responseFields(schema: object): Map<string, Set<string>> {
  const fields = new Map<string, Set<string>>();
  // A schema that contains itself (through a `$ref` to it) is the same object again: walked once.
  const seen = new Set<Schema>();
  const walk = (field: Schema) => {
    if (seen.has(field)) return;
    seen.add(field);
    for (const alternative of field.anyOf ?? field.oneOf ?? []) walk(alternative);
    if (field.items) walk(field.items);
    for (const [name, property] of Object.entries(field.properties ?? {})) {
      fields.set(name, (fields.get(name) ?? new Set()).add(typeName(property)));
      walk(property);
    }
  };
  walk(schema as Schema);
  return fields;
}

/**
 * A data-API page's Markdown as the site shows it: the tables rendered from the description
 * (`<ApiFields>`, `<ApiErrorCodes />`) in place of their elements.
 */
export function renderedPage(description: Description, file: string, source: string): string {
  const tree = parseMdx(source, file);
  renderApiTables(tree, description, file);
  return unified().use(remarkGfm).use(remarkMdx).use(remarkStringify).stringify(tree);
}

const cellText = (cell: TableCell) =>
  cell.children
    .map((node) => ('value' in node ? node.value : ''))
    .join('')
    .trim();

/**
 * The problems of the field tables (| 字段 | 类型 | 说明 |) of one data-API page against its
 * operation's response: a row for a field the response does not have, or with another type, and
 * a field of the response that the page never names in code. Pages without an operation (the
 * resource pack format) have none.
 */
export function checkFieldTables(
  description: Description,
  file: string,
  source: string,
): ExampleProblem[] {
  const tree = parseMdx(source, file);
  // The tables the site renders from the description are checked as the page shows them.
  renderApiTables(tree, description, file);
  let operation: Operation | undefined;
  visit(tree, 'code', (node: Code) => {
    // The request line of the page's operation, as checkPageExamples reads it.
    const request = node.lang === 'text' && /^GET (\S+)/.exec(node.value);
    if (request && !operation)
      operation = description.paths[apiPathOf(description, request[1]!)]?.get;
  });
  const schema = operation && responseSchema(operation, '200');
  if (!operation || !schema) return [];
  const fields = responseFields(schema);
  const problems: ExampleProblem[] = [];
  visit(tree, 'table', (table: Table) => {
    const [header, ...rows] = table.children;
    if (header?.children.map(cellText).slice(0, 2).join() !== '字段,类型') return;
    for (const row of rows) {
      const [nameCell, typeCell] = row.children;
      const code = nameCell?.children.find(
        (node): node is InlineCode => node.type === 'inlineCode',
      );
      if (!code || !typeCell) continue;
      // board.season, modes[].online: the field's own name is the last part.
      const name = code.value.split('.').at(-1)!.replace(/\[\]$/, '');
      const types = fields.get(name);
      const line = row.position?.start.line ?? 0;
      const written = cellText(typeCell);
      if (!types) {
        problems.push({
          file,
          line,
          problem: `字段表里的 ${code.value} 不是 ${operation!.operationId} 响应里的字段（${DESCRIPTION_FILE}）：删掉这一行，或者先在描述里加上这个字段`,
        });
      } else if (!types.has(written)) {
        problems.push({
          file,
          line,
          problem: `字段表写 ${code.value} 的类型是 ${written}，${DESCRIPTION_FILE} 里是 ${[...types].join('、')}`,
        });
      }
    }
  });
  const named = new Set<string>();
  visit(tree, 'inlineCode', (node: InlineCode) => {
    for (const part of node.value.split(/[.[\]]+/)) named.add(part);
  });
  for (const name of fields.keys()) {
    if (!named.has(name)) {
      problems.push({
        file,
        line: 1,
        problem: `${operation.operationId} 响应里的字段 ${name}（${DESCRIPTION_FILE}）在这一页没有提到：在字段表里加一行`,
      });
    }
  }
  return problems;
}

/**
 * The problems of a data-API page's error tables (| HTTP 状态码 | code | …): a code the
 * description does not list, or with another HTTP status.
 */
export function checkErrorTables(
  description: Description,
  file: string,
  source: string,
): ExampleProblem[] {
  const codes = errorCodes(description);
  const problems: ExampleProblem[] = [];
  visit(parseMdx(source, file), 'table', (table: Table) => {
    const [header, ...rows] = table.children;
    if (header?.children.map(cellText).slice(0, 2).join() !== 'HTTP 状态码,code') return;
    for (const row of rows) {
      const [status, code] = row.children.map(cellText);
      const line = row.position?.start.line ?? 0;
      const listed = codes.get(code!);
      if (!listed) {
        problems.push({
          file,
          line,
          problem: `错误码 ${code} 不在 ${DESCRIPTION_FILE} 的 x-error-codes 里`,
        });
      } else if (String(listed.status) !== status) {
        problems.push({
          file,
          line,
          problem: `错误码 ${code} 在表里是 HTTP ${status}，${DESCRIPTION_FILE} 里是 HTTP ${listed.status}`,
        });
      }
    }
  });
  return problems;
}
