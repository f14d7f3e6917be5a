/**
 * The search evaluation set: the queries of queries.yml (how they were written, and why groups
 * must never be mixed, is at the top of that file), read and checked once.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** The kinds of query, in the order reports list them. */
export const QUERY_KINDS = [
  '单字',
  '两字词',
  '名称',
  '问句',
  '全拼',
  '首字母',
  '错别字',
  '英文',
  '数字版本',
  '更新',
  '口语',
  '接口',
  '投稿',
  '无结果',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];
/** The groups, in the order reports list them; a new group is added here. */
export const QUERY_GROUPS = [
  'tuning',
  'held-out',
  'fresh',
  'fresh-2',
  'fresh-3',
  'fresh-4',
  'fresh-5',
  'fresh-6',
  'fresh-7',
] as const;
export type QueryGroup = (typeof QUERY_GROUPS)[number];
export interface SearchQuery {
  query: string;
  kind: QueryKind;
  group: QueryGroup;
  /** The pages that answer it, most specific first; none for a query (无结果) no page answers. */
  expect: string[];
}

export const QUERIES_FILE = path.join(__dirname, 'queries.yml');

/** The file's queries, or an error naming the query and what is wrong with it. */
export function readQueries(file = QUERIES_FILE): SearchQuery[] {
  const data = yaml.load(readFileSync(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${file}: a list of queries, one per line`);
  return data.map((entry: unknown, index) => {
    const {query, kind, group, expect, ...rest} = (entry ?? {}) as Record<string, unknown>;
    const pages = Array.isArray(expect) ? expect : undefined;
    const problem = (
      [
        [typeof query !== 'string' || query.trim() === '', 'query: the text a player types'],
        [
          !(QUERY_KINDS as readonly unknown[]).includes(kind),
          `kind: one of ${QUERY_KINDS.join(' ')}`,
        ],
        [
          !(QUERY_GROUPS as readonly unknown[]).includes(group),
          `group: one of ${QUERY_GROUPS.join(' ')} (a new group is added to QUERY_GROUPS)`,
        ],
        [
          !pages || pages.some((page) => !/^\/\S*$/.test(String(page))),
          'expect: a list of site paths, such as [/docs/faq/penalty]',
        ],
        [
          kind === '无结果' && pages?.length !== 0,
          'expect: [] for 无结果, a query no page answers',
        ],
        [
          kind !== '无结果' && pages?.length === 0,
          'expect: the pages that answer it (a query no page answers is 无结果)',
        ],
        [Object.keys(rest).length > 0, `${Object.keys(rest).join(', ')}: not a field`],
      ] as const
    ).find(([wrong]) => wrong)?.[1];
    if (problem) {
      throw new Error(`${file}: query ${index + 1} (${JSON.stringify(entry)}): ${problem}`);
    }
    return {query, kind, group, expect} as SearchQuery;
  });
}

export const SEARCH_QUERIES: SearchQuery[] = readQueries();
