/**
 * Ranks the query set with the search engine of the built site, in a real browser, and scores
 * it: recall@1, recall@3 and mean reciprocal rank, per kind and per group. Shared by
 * tests/e2e/search-ranking.spec.ts and `npm run report:search`; the search box and the search page
 * keep tests of their own that type into them (tests/e2e/search.spec.ts).
 */
import path from 'node:path';
import type {Page} from '@playwright/test';
import {build} from 'esbuild';
import {QUERY_GROUPS, SEARCH_QUERIES, type QueryKind, type SearchQuery} from './queries';

/** What ranking a query needs: its words and the pages that answer it. */
type Question = Pick<SearchQuery, 'query' | 'expect'>;

export type RankedQuery<Q extends Question = SearchQuery> = Q & {
  /**
   * 1-based rank of the first expected page among the first 10 results; 0 when absent. A query
   * that expects no page ranks 1 when nothing is found, as the no-result help is its answer.
   */
  rank: number;
  /** The first three results' paths, for messages. */
  top: string[];
};

/** How many results the search page shows at first (plugins/search/theme/SearchPage). */
const PAGE_SIZE = 10;

/** Pages of one browser that rank at the same time: each has its own engine. */
const SHARDS = 2;

/** /docs/dev/player/ and /docs/dev/player are the same page (index docs end in a slash). */
export const isSamePage = (a: string | undefined, b: string) =>
  a?.replace(/\/$/, '') === b.replace(/\/$/, '');

let engineSource: Promise<string> | undefined;

/**
 * plugins/search/ui/engine.ts as one ES module: the code the site's bundle runs, without the
 * React around it (the 120 ms typing debounce, the results list).
 */
function bundledEngine(): Promise<string> {
  engineSource ??= build({
    entryPoints: [path.join(__dirname, '../../plugins/search/ui/engine.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  }).then(({outputFiles}) => outputFiles[0]!.text);
  return engineSource;
}

/**
 * Runs in the page: each query on an engine of its own, as a player's first search, so that no
 * result depends on the queries before it (Pagefind scores with the index chunks it has loaded,
 * and keeps them). Returns what `act` (engine module, base URL, query) returns for each query.
 * A string, not a function: the test runner's compiler would rewrite the dynamic imports of a
 * function.
 */
const IN_FRESH_ENGINES = `async ({engineSource, queries}, act) => {
  const baseUrl = new URL('/', location.href).href;
  // Each fresh engine loads the index files its searches need, as a player's first search does;
  // what it is handed is each file's bytes gunzipped once, which Pagefind takes as they are (it
  // unzips only what does not start with its signature), the results the same and the ranking
  // about a quarter faster.
  const fetchFromServer = window.fetch.bind(window);
  const unzipped = new Map();
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input.url;
    if (!/[.]pf_(index|filter|fragment|meta)$/.test(url)) return fetchFromServer(input, init);
    if (!unzipped.has(url)) {
      unzipped.set(url, fetchFromServer(url).then((response) => {
        if (!response.ok) throw new Error(url + ': HTTP ' + response.status);
        const stream = response.body.pipeThrough(new DecompressionStream('gzip'));
        return new Response(stream).arrayBuffer();
      }));
    }
    return unzipped.get(url).then((bytes) => new Response(bytes.slice(0)));
  };
  const results = [];
  for (const query of queries) {
    const pagefind = await import(baseUrl + 'pagefind/pagefind.js');
    await pagefind.destroy();
    const moduleUrl = URL.createObjectURL(new Blob([engineSource], {type: 'text/javascript'}));
    const engine = await import(moduleUrl);
    URL.revokeObjectURL(moduleUrl);
    results.push(await act(engine, baseUrl, query));
  }
  return results;
}`;

/** In the page: the paths of the first results of a query, as the search page shows them. */
const SHOWN = `async (engine, baseUrl, query) => {
  const found = await engine.search(baseUrl, query);
  const hits = await found.load(0, ${PAGE_SIZE});
  return hits.map((hit) => decodeURI(new URL(hit.url, baseUrl).pathname));
}`;

/**
 * What `act` (the source of an async function of the engine module, the base URL and a query)
 * returns for each query, each on a fresh engine loaded from the site that `page` serves, in
 * SHARDS pages of its browser at once.
 */
export async function inFreshEngines<T>(page: Page, queries: string[], act: string): Promise<T[]> {
  const engine = await bundledEngine();
  const pages = [page];
  while (pages.length < Math.min(SHARDS, queries.length))
    pages.push(await page.context().newPage());
  const size = Math.ceil(queries.length / pages.length);
  const shards = await Promise.all(
    pages.map(async (shardPage, i) => {
      // Any page of the site: the engine needs its origin and its lang (Pagefind reads it).
      await shardPage.goto('/search');
      const input = {
        engineSource: engine,
        queries: queries.slice(i * size, (i + 1) * size).map((query) => query.trim()),
      };
      return shardPage.evaluate<T[]>(`(${IN_FRESH_ENGINES})(${JSON.stringify(input)}, ${act})`);
    }),
  );
  await Promise.all(pages.slice(1).map((extra) => extra.close()));
  return shards.flat();
}

/**
 * The first 10 results of each query (site paths) as the search page would show them, with the
 * engine loaded from the site that `page` serves.
 */
export function resultsOf(page: Page, queries: string[]): Promise<string[][]> {
  return inFreshEngines<string[]>(page, queries, SHOWN);
}

/** The first result of each query, as the search page would show it, or undefined for none. */
export async function firstResults(page: Page, queries: string[]): Promise<(string | undefined)[]> {
  return (await resultsOf(page, queries)).map((found) => found[0]);
}

/** Ranks each query by where its expected pages come among the search page's first 10 results. */
export async function rankQueries<Q extends Question>(
  page: Page,
  queries: Q[],
): Promise<RankedQuery<Q>[]> {
  const results = await resultsOf(
    page,
    queries.map(({query}) => query),
  );
  return results.map((found, i) => {
    const query = queries[i]!;
    const rank =
      query.expect.length === 0
        ? Number(found.length === 0)
        : found.findIndex((path) => query.expect.some((wanted) => isSamePage(path, wanted))) + 1;
    return {...query, rank, top: found.slice(0, 3)};
  });
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
