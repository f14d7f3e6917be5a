/**
 * The browser side of search: loads Pagefind's engine from the build on first use, runs a
 * query and turns Pagefind's results into hits the search box and the search page show.
 */
import {
  INDEX_DIR,
  LAYER_CLOSE,
  LAYER_OPEN,
  PINYIN_MAP_FILE,
  queryPinyin,
  type PinyinMap,
} from '../shared';

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
}

interface PagefindData {
  url: string;
  excerpt: string;
  meta: {title?: string; description?: string};
  sub_results: PagefindSubResult[];
}

interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: PagefindResult[]} | null>;
}

export type SiteSection = 'Wiki' | '技术分享' | '更新日志' | '页面';

export interface SearchHit {
  /** Site path of the page, or of the section the query matched best, with its hash. */
  url: string;
  title: string;
  /** The heading of the matched section; undefined when the match is above the first heading. */
  section?: string;
  siteSection: SiteSection;
  /** HTML from Pagefind: escaped text with the matched words in `<mark>`. */
  excerptHtml: string;
}

export interface SearchResults {
  total: number;
  /** Loads the hits from `start` (inclusive) to `end` (exclusive), fetching their fragments. */
  load(start: number, end: number): Promise<SearchHit[]>;
}

interface Engine {
  pagefind: Pagefind;
  pinyin: PinyinMap;
}

let engine: Promise<Engine> | undefined;

/** Starts loading the engine (safe to call repeatedly; a failed load is retried next time). */
export function loadEngine(baseUrl: string): Promise<Engine> {
  engine ??= (async () => {
    const [pagefind, pinyin] = await Promise.all([
      // The engine is a file of the build, not a module of the bundle: the bundler must leave
      // this import alone.
      import(/* webpackIgnore: true */ `${baseUrl}${INDEX_DIR}/pagefind.js`) as Promise<Pagefind>,
      fetch(`${baseUrl}${INDEX_DIR}/${PINYIN_MAP_FILE}`).then((response) => {
        if (!response.ok) throw new Error(`${PINYIN_MAP_FILE}: HTTP ${response.status}`);
        return response.json() as Promise<PinyinMap>;
      }),
    ]);
    // Hits carry site paths without the base URL, as Docusaurus's Link expects. Without the
    // worker, the first search downloads one file less.
    await pagefind.options({baseUrl: '/', noWorker: true, excerptLength: 24});
    await pagefind.init();
    return {pagefind, pinyin};
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/**
 * Searches for the query as typed and, when it has Chinese, for its pinyin too, and ranks pages
 * by the sum of both scores. The pinyin search reaches only the pinyin layer (titles, keywords,
 * headings), so it lifts pages whose headings sound like the query, and finds them when a
 * homophone typo (站争 for 战争) leaves the typed words without a match.
 */
export async function search(baseUrl: string, query: string): Promise<SearchResults> {
  const {pagefind, pinyin} = await loadEngine(baseUrl);
  const typed = query.trim();
  const spoken = queryPinyin(typed, pinyin);
  const searches = await Promise.all(
    [typed, spoken].filter((term): term is string => !!term).map((term) => pagefind.search(term)),
  );
  const byPage = new Map<string, {result: PagefindResult; score: number}>();
  for (const result of searches.flatMap((found) => found?.results ?? [])) {
    const seen = byPage.get(result.id);
    byPage.set(result.id, {
      result: seen?.result ?? result,
      score: (seen?.score ?? 0) + result.score,
    });
  }
  const results = [...byPage.values()].sort((a, b) => b.score - a.score).map(({result}) => result);
  return {
    total: results.length,
    load: (start, end) =>
      Promise.all(results.slice(start, end).map(async (result) => toHit(await result.data()))),
  };
}

/**
 * The search page's address for `query` (a site path, without the base URL). Not trimmed: the
 * search page writes its field into the address as the player types, spaces included.
 */
export function searchPagePath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/**
 * Removes the index-only layers (the title, keywords and pinyin that the indexer adds between
 * the pinyin brackets) from an excerpt, including a layer cut off by either end of it.
 */
export function withoutLayers(excerptHtml: string): string {
  const open = LAYER_OPEN;
  const close = LAYER_CLOSE;
  return excerptHtml
    .replace(new RegExp(`^[^${open}]*?${close}`), ' ')
    .replace(new RegExp(`${open}[^${close}]*(${close}|$)`, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Pagefind's URLs end in a slash (`/docs/faq/rename/`); Docusaurus's do not. */
function sitePath(url: string): string {
  return url.replace(/\/(?=#|$)/, '') || '/';
}

function siteSectionOf(path: string): SiteSection {
  if (path.startsWith('/docs/')) return 'Wiki';
  if (path.startsWith('/dev/') || path === '/dev') return '技术分享';
  if (path.startsWith('/blog/')) return '更新日志';
  return '页面';
}

function toHit(data: PagefindData): SearchHit {
  const url = sitePath(data.url);
  // The section with the most matched words; the first sub-result (no hash) is the text above
  // the first heading.
  const best = [...data.sub_results].sort((a, b) => b.locations.length - a.locations.length)[0];
  // A match in the index layer (pinyin, keywords) leaves no mark in the page's own text; the
  // page's description then says more than the words around the layer.
  const excerpts = [best?.excerpt, data.excerpt].map((excerpt) => withoutLayers(excerpt ?? ''));
  const excerptHtml =
    excerpts.find((excerpt) => excerpt.includes('<mark>')) ??
    (data.meta.description ? escapeHtml(data.meta.description) : excerpts.find(Boolean)) ??
    '';
  const title = data.meta.title ?? url;
  const inSection = best !== undefined && best.url.includes('#');
  return {
    url: inSection ? sitePath(best.url) : url,
    title,
    // The heading text ends with the zero-width space of its anchor link; the index layer
    // follows the heading, so it is never part of it.
    section: inSection ? best.title.replace(/\u200b/g, '') : undefined,
    siteSection: siteSectionOf(url),
    excerptHtml,
  };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (char) => `&${{'&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot'}[char]};`,
  );
}
