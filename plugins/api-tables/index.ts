/**
 * Remark plugin: renders the data-API pages' tables from the API's description, so a field added
 * to the description appears on its page and a field removed from it cannot linger. See README.md.
 */
import path from 'node:path';
import type {PhrasingContent, Root, Table, TableCell} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {
  DESCRIPTION_FILE,
  errorCodes,
  readDescription,
  sharedErrorCodes,
  typeName,
  type Description,
  type Schema,
} from '../../lib/api-description';

/** Inline Markdown of the description (code, links, emphasis) as the nodes of a table cell. */
function inline(markdown: string): PhrasingContent[] {
  const [paragraph] = unified().use(remarkParse).parse(markdown).children;
  return paragraph?.type === 'paragraph' ? paragraph.children : [];
}

const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
const text = (value: string): PhrasingContent[] => [{type: 'text', value}];
const code = (value: string): PhrasingContent[] => [{type: 'inlineCode', value}];

function table(header: string[], rows: PhrasingContent[][][]): Table {
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header.map(text), ...rows].map((cells) => ({
      type: 'tableRow',
      children: cells.map(cell),
    })),
  };
}

/** A node of the page's tree as far as this plugin looks: JSX elements and their attributes. */
interface Node {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  position?: {start: {line: number}};
}

const attribute = (element: Node, name: string) => {
  const found = element.attributes?.find(
    (attr) => attr.type === 'mdxJsxAttribute' && attr.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
};

/**
 * `<ApiFields schema="ServerStatus" prefix="board." expand="modes maintenance" />`: a row (字段,
 * 类型, 说明) for each property of the named schema, in the description's order; each property
 * named in `expand` is followed by rows of its own fields (`modes[].online`). The meaning is the
 * property's own description, or the description of the schema it refers to.
 */
function fieldsTable(description: Description, element: Node, where: string): Table {
  const schemas = description.components.schemas;
  const name = attribute(element, 'schema') ?? '';
  const expand = new Set(attribute(element, 'expand')?.split(/\s+/).filter(Boolean));
  const fieldsOf = (schema: Schema | undefined) => schema?.properties;
  if (!fieldsOf(schemas[name])) {
    const objects = Object.keys(schemas).filter((key) => schemas[key]!.properties);
    throw new Error(
      `${where}: <ApiFields schema="${name}"> 不是 ${DESCRIPTION_FILE} 里有字段的 schema。` +
        `可用的有：${objects.join('、')}`,
    );
  }
  const rows = (owner: string, schema: Schema, prefix: string): PhrasingContent[][][] =>
    Object.entries(fieldsOf(schema)!).flatMap(([field, property]) => {
      const meaning = property.description;
      if (!meaning) {
        throw new Error(
          `${where}: ${DESCRIPTION_FILE} 里 ${owner}.${field} 没有 description：给这个字段写一句中文说明`,
        );
      }
      const row = [code(`${prefix}${field}`), text(typeName(property)), inline(meaning)];
      if (owner !== name || !expand.delete(field)) return [row];
      const items = property.items;
      const inner = items ?? property;
      return [row, ...rows(`${owner}.${field}`, inner, `${prefix}${field}${items ? '[]' : ''}.`)];
    });
  const body = rows(name, schemas[name]!, attribute(element, 'prefix') ?? '');
  if (expand.size > 0) {
    throw new Error(
      `${where}: <ApiFields schema="${name}"> 的 expand 里的 ${[...expand].join('、')} 不是 ${name} 的字段`,
    );
  }
  return table(['字段', '类型', '说明'], body);
}

/** `<ApiErrorCodes />`: the error codes every operation can return, with what to do about each. */
function errorCodesTable(description: Description, where: string): Table {
  const codes = errorCodes(description);
  const rows = sharedErrorCodes(description).map((value) => {
    const {status, description: meaning, action} = codes.get(value)!;
    if (!action) {
      throw new Error(
        `${where}: ${DESCRIPTION_FILE} 的 x-error-codes 里 ${value} 没有 action：写一句收到它时怎么处理`,
      );
    }
    return [text(String(status)), text(value), inline(meaning), inline(action)];
  });
  return table(['HTTP 状态码', 'code', '含义', '怎么处理'], rows);
}

const isTable = (node: Node) =>
  node.type === 'mdxJsxFlowElement' && (node.name === 'ApiFields' || node.name === 'ApiErrorCodes');

/** Whether a page has a table to render: only then is the description read. */
function hasTables(node: Node): boolean {
  return isTable(node) || (node.children ?? []).some(hasTables);
}

/** The tables' elements of a page replaced by the tables, in place. */
export function renderApiTables(tree: Root, description: Description, where: string): void {
  const replace = (parent: Node) => {
    if (!parent.children) return;
    parent.children = parent.children.map((node) => {
      const at = `${where}:${node.position?.start.line ?? 0}`;
      if (!isTable(node)) {
        replace(node);
        return node;
      }
      return (
        node.name === 'ApiFields'
          ? fieldsTable(description, node, at)
          : errorCodesTable(description, at)
      ) as Node;
    });
  };
  replace(tree as Node);
}

/** The plugin, for the docs' `remarkPlugins`; the description is read again for each page that uses it. */
export default function remarkApiTables({siteDir}: {siteDir: string}) {
  return () => async (tree: Root, file: {path?: string}) => {
    if (!hasTables(tree as Node)) return;
    renderApiTables(tree, await readDescription(siteDir), path.relative(siteDir, file.path ?? ''));
  };
}
