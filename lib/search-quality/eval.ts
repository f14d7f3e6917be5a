/**
 * Runs the query set through the real search page in a browser and scores it: recall@1,
 * recall@3 and mean reciprocal rank, per kind and per group. Shared by tests/e2e/search.spec.ts
 * and `npm run report:search`.
 */
import type {Page} from '@playwright/test';
import {QUERY_GROUPS, SEARCH_QUERIES, type QueryKind, type SearchQuery} from './queries';

/** What ranking a query needs: its words and the pages that answer it. */
type Question = Pick<SearchQuery, 'query' | 'expect'>;

export type RankedQuery<Q extends Question = SearchQuery> = Q & {
  /** 1-based rank of the first expected page among the first 10 results; 0 when absent. */
  rank: number;
  /** The first three results' paths, for messages. */
  top: string[];
};

/** /docs/dev/player/ and /docs/dev/player are the same page (index docs end in a slash). */
const samePage = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/** Opens /search once and types each query into its field: one engine, no page loads. */
export async function rankQueries<Q extends Question>(
  page: Page,
  queries: Q[],
): Promise<RankedQuery<Q>[]> {
  await page.goto('/search');
  const field = page.getByRole('searchbox', {name: '搜索云岛 Wiki'});
  const ranked: RankedQuery<Q>[] = [];
  for (const query of queries) {
    await field.fill(query.query);
    // The results list is labelled with the query its hits belong to.
    const list = page.getByRole('list', {name: `“${query.query.trim()}”的搜索结果`});
    await list.waitFor({state: 'attached'});
    const found = await list
      .locator(':scope > li > a')
      .evaluateAll((links) =>
        links.map((link) => decodeURI(new URL((link as HTMLAnchorElement).href).pathname)),
      );
    const rank =
      found.findIndex((path) => query.expect.some((wanted) => samePage(path, wanted))) + 1;
    ranked.push({...query, rank, top: found.slice(0, 3)});
  }
  return ranked;
}

export interface Scores {
  count: number;
  recallAt1: number;
  recallAt3: number;
  mrr: number;
}

export function scores(ranked: RankedQuery[]): Scores {
  const count = ranked.length;
  const share = (hit: (rank: number) => boolean) =>
    count === 0 ? 0 : ranked.filter(({rank}) => hit(rank)).length / count;
  return {
    count,
    recallAt1: share((rank) => rank === 1),
    recallAt3: share((rank) => rank >= 1 && rank <= 3),
    mrr: count === 0 ? 0 : ranked.reduce((sum, {rank}) => sum + (rank ? 1 / rank : 0), 0) / count,
  };
}

/**
 * The 95 % Wilson score interval of a share measured on `count` queries: where the share over
 * all queries written the same way lies, 19 times in 20. One group of about 100 queries pins
 * recall down to some ±0.07.
 */
export function interval(share: number, count: number): [number, number] {
  if (count === 0) return [0, 1];
  const z = 1.96;
  const z2 = z * z;
  const centre = (share + z2 / (2 * count)) / (1 + z2 / count);
  const half =
    (z / (1 + z2 / count)) * Math.sqrt((share * (1 - share)) / count + z2 / (4 * count * count));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The kinds in the order the query set lists them. */
export function kindsOf(queries: SearchQuery[] = SEARCH_QUERIES): QueryKind[] {
  return [...new Set(queries.map((query) => query.kind))];
}

/** A table of the scores per kind (rows) and group (columns), for logs and the report. */
export function scoreTable(ranked: RankedQuery[]): string {
  const cell = (rows: RankedQuery[]) => {
    if (rows.length === 0) return '—';
    const s = scores(rows);
    return `${s.recallAt1.toFixed(2)} ${s.recallAt3.toFixed(2)} ${s.mrr.toFixed(2)} (${s.count})`;
  };
  const header = `${'kind'.padEnd(10)}${QUERY_GROUPS.map((group) => `${group}: r@1 r@3 MRR (n)`.padEnd(34)).join('')}`;
  const rows = [...kindsOf(ranked), 'all' as const].map((kind) => {
    const ofKind = ranked.filter((query) => kind === 'all' || query.kind === kind);
    return `${kind.padEnd(10)}${QUERY_GROUPS.map((group) =>
      cell(ofKind.filter((query) => query.group === group)).padEnd(34),
    ).join('')}`;
  });
  return [header, ...rows].join('\n');
}
