/**
 * The browser side of search: loads Pagefind's engine and the search map from the build on first
 * use, then runs a query through three stages, each a module of its own: the plan (plan.ts),
 * retrieval (retrieve.ts) and ranking (rank.ts, with features.ts for the first results' text);
 * and turns the ranked pages into hits the search box and the search page show.
 */
import {
  ALIAS_FILTER,
  INDEX_DIR,
  PINYIN_MAP_FILE,
  queryPinyin,
  readingOf,
  unpackedMap,
  type PackedSearchMap,
  type SearchMap,
  type WeighedSection,
} from '../shared';
import {lettersOfIndex, planSearch, type QueryPlan, type SiteWords} from './plan';
import {retrieve, type Pagefind, type PagefindData, type PagefindResult} from './retrieve';
import {isPageText, meantPhraseShares, pageFeatures, sitePath, withoutLayers} from './features';
import {RERANKED, WEIGHTS, firstPass, secondPass} from './rank';
import {chineseHeld, lettersHeld} from './held';
import {escapeRegExp} from '../../../lib/regexp';

export interface SearchHit {
  /** Site path of the page, or of the section the query matched best, with its hash. */
  url: string;
  title: string;
  /** The heading of the matched section; undefined when the match is above the first heading. */
  section?: string;
  /** A changelog post's publication date (ISO 8601). */
  date?: string;
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
  map: SearchMap;
  site: SiteWords;
  /** The result ids of each part of the site the ranking weighs apart (SearchMap.sections). */
  sections: Record<WeighedSection, ReadonlySet<string>>;
}

let engine: Promise<Engine> | undefined;

/** Starts loading the engine (safe to call repeatedly; a failed load is retried next time). */
export function loadEngine(baseUrl: string): Promise<Engine> {
  engine ??= (async () => {
    const [pagefind, map] = await Promise.all([
      // The engine is a file of the build, not a module of the bundle: the bundler must leave
      // this import alone.
      import(/* webpackIgnore: true */ `${baseUrl}${INDEX_DIR}/pagefind.js`) as Promise<Pagefind>,
      fetch(`${baseUrl}${INDEX_DIR}/${PINYIN_MAP_FILE}`).then((response) => {
        if (!response.ok) throw new Error(`${PINYIN_MAP_FILE}: HTTP ${response.status}`);
        return response.json().then((file: PackedSearchMap) => unpackedMap(file));
      }),
    ]);
    // Hits carry site paths without the base URL, as Docusaurus's Link expects. Without the
    // worker, the first search downloads one file less.
    await pagefind.options({
      baseUrl: '/',
      noWorker: true,
      excerptLength: 24,
      // Pagefind's default (0.75) favours short pages; a tutorial that covers a topic at
      // length is what a player wants, so length counts for less.
      ranking: {pageLength: WEIGHTS.pageLength},
    });
    await pagefind.init();
    const names = new Set(map.names.split(' '));
    // Made on first use: only a query of full pinyin reads them, and making them for every
    // first search took tens of milliseconds.
    let spokenNames: string[] | undefined;
    const {changelog, api, page} = map.sections;
    return {
      pagefind,
      map,
      site: {
        map,
        questions: map.questions,
        names,
        letterWords: lettersOfIndex(names, map),
        spokenNames: () =>
          (spokenNames ??= [...names].flatMap((name) => queryPinyin(name, map) ?? [])),
      },
      sections: {changelog: new Set(changelog), api: new Set(api), page: new Set(page)},
    };
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/**
 * A query's ranking before its second pass: the plan, the pages found in first-pass order, and
 * the features of the first `depth` of them (RERANKED for a search; more for a fit of the
 * weights, which ranks the pages again offline with other weights).
 */
export async function firstRanking(baseUrl: string, query: string, depth = RERANKED) {
  const {pagefind, map, site, sections} = await loadEngine(baseUrl);
  const plan = planSearch(query, site);
  const {terms, candidates} = await retrieve(pagefind, plan, sections);
  const first = firstPass(candidates, terms, plan);
  const reading = (char: string) => readingOf(char, map);
  const dataOf = new Map<string, Promise<PagefindData>>();
  const loadData = (result: PagefindResult) => {
    let data = dataOf.get(result.id);
    if (!data) dataOf.set(result.id, (data = result.data()));
    return data;
  };
  const top = first.slice(0, depth);
  // Letters read as the initials of the pages' text, as a whole query or one of its words: the
  // phrase they spell most often among the first results is the one the player meant.
  const readAsInitials = [...(plan.noWordStarts ? [plan.text] : []), ...plan.wordsAsInitials];
  const contents = readAsInitials.length
    ? (await Promise.all(top.map(({result}) => loadData(result)))).map(({content}) => content)
    : [];
  const meant = readAsInitials.map((letters) => meantPhraseShares(contents, letters, reading));
  const features = await Promise.all(
    top.map(async (candidate, i) =>
      pageFeatures(await loadData(candidate.result), plan, {
        isPost: candidate.part === 'changelog',
        coverage: candidate.coverage,
        aliases: candidate.aliases,
        meant: meant.reduce((sum, shares) => sum + shares[i]!, 0),
        reading,
      }),
    ),
  );
  return {plan, site, terms, first, features, reading, loadData};
}

/**
 * Whether the site holds nothing of the query, which then found pages only by Pagefind's
 * fallbacks (see held.ts), judged on the first results' text: none is shown, and the player gets
 * the no-result help. Not for a page the query names (its alias), a month or version the filters
 * found, a homophone corrected to one of the site's names, or pinyin that starts one of them
 * (asked last: the names' pinyin is made on first use, and most queries never need it).
 */
export async function holdsNothing({
  plan,
  site,
  first,
  reading,
  loadData,
}: Awaited<ReturnType<typeof firstRanking>>): Promise<boolean> {
  if (first.some(({named}) => named) || plan.month || plan.version) return false;
  if (plan.corrected !== plan.text) return false;
  const pages = await Promise.all(
    first.slice(0, RERANKED).map(async ({result}) => {
      const data = await loadData(result);
      const aliases = data.filters?.[ALIAS_FILTER] ?? [];
      return [data.meta.title, ...aliases, data.meta.description, withoutLayers(data.content)]
        .filter(Boolean)
        .join('。');
    }),
  );
  const held = plan.noWordStarts
    ? lettersHeld(plan.text, pages, reading, () => [...site.letterWords, ...site.spokenNames()])
    : chineseHeld(plan.text, pages, reading);
  const {spoken} = plan;
  return !held && !(spoken && site.spokenNames().some((name) => name.startsWith(spoken)));
}

/** Searches for the query and ranks the pages: plan, retrieve, rank. */
export async function search(baseUrl: string, query: string): Promise<SearchResults> {
  const ranking = await firstRanking(baseUrl, query);
  if (await holdsNothing(ranking)) return {total: 0, load: async () => []};
  const {plan, first, features, loadData} = ranking;
  const ranked = secondPass(first, features, plan).map(({result}) => result);
  return {
    total: ranked.length,
    load: (start, end) =>
      Promise.all(
        ranked.slice(start, end).map(async (result) => toHit(await loadData(result), plan)),
      ),
  };
}

/**
 * The search page's address for `query` (a site path, without the base URL). Not trimmed: the
 * search page writes its field into the address as the player types, spaces included.
 */
export function searchPagePath(query: string): string {
  return `/search?q=${encodeURIComponent(query)}`;
}

/** `text` escaped, with the query's words marked (longest first, so 起床战争 wins over 起床). */
function marked(text: string, plan: QueryPlan): string {
  const words = [...plan.text.split(' '), ...plan.words]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  if (words.length === 0) return escapeHtml(text);
  const pattern = new RegExp(words.map(escapeRegExp).join('|'), 'gi');
  let html = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    html += `${escapeHtml(text.slice(last, match.index))}<mark>${escapeHtml(match[0])}</mark>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function toHit(data: PagefindData, plan: QueryPlan): SearchHit {
  const url = sitePath(data.url);
  // The section with the most matched words; the first sub-result (no hash) is the text above
  // the first heading.
  const best = [...data.sub_results].sort((a, b) => b.locations.length - a.locations.length)[0];
  // A match in the index layer (pinyin, keywords) leaves no mark in the page's own text; the
  // page's description then says more than the words around the layer.
  const excerpts = [best?.excerpt, data.excerpt]
    .map((excerpt) => withoutLayers(excerpt ?? ''))
    .filter((excerpt) => isPageText(excerpt, data.content));
  // Without a mark in the page's own text (a match in the index layers only: one character,
  // pinyin, a keyword), the description says more, with the query's words marked in it.
  const excerptHtml =
    excerpts.find((excerpt) => excerpt.includes('<mark>')) ??
    (data.meta.description ? marked(data.meta.description, plan) : excerpts.find(Boolean)) ??
    '';
  const title = data.meta.title ?? url;
  const inSection = best !== undefined && best.url.includes('#');
  return {
    url: inSection ? sitePath(best.url) : url,
    title,
    // The heading text ends with the zero-width space of its anchor link; the index layer
    // follows the heading, so it is never part of it.
    section: inSection ? best.title.replace(/\u200b/g, '') : undefined,
    date: data.meta.date,
    excerptHtml,
  };
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (char) => `&${{'&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot'}[char]};`,
  );
}
