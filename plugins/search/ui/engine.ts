/**
 * The browser side of search: loads Pagefind's engine from the build on first use, runs a
 * query and turns Pagefind's results into hits the search box and the search page show.
 */
import {
  ALIAS_FILTER,
  INDEX_DIR,
  LAYER_CLOSE,
  LAYER_OPEN,
  MONTH_FILTER,
  PINYIN_MAP_FILE,
  YEAR_FILTER,
  queryPinyin,
  textInitialsTerm,
  readingOf,
  type PinyinMap,
  type SearchMap,
  type WeighedSection,
} from '../shared';
import {
  carriesTopic,
  characterPairs,
  correctNearHomophones,
  isSearchedInPinyin,
  normalise,
  planQuery,
  topicLetters,
  wordsOf,
  type NamedMonth,
  type QueryPlan,
} from './query';
import {chineseHeld, lettersHeld} from './held';
// Every weight of the ranking: data, so that a fit can rewrite it; what each weighs and how it
// was chosen is in the search README's table.
import WEIGHTS from './weights.json';
import {sectionOf, type SiteSection as SectionOfSite} from '../../../src/sections';
import {versionSlug} from '../../../lib/version-slug';

/**
 * How many of the first results are ranked again by their title and headings: the dialog shows
 * 6, so their stored text is downloaded to show them in any case.
 */
const RERANKED = 6;
/** A query of letters alone: a name in pinyin or initials (see WEIGHTS.spelledHeading). */
const LETTERS_ALONE = /^[a-z ]+$/;

interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
}

interface PagefindData {
  url: string;
  /** The page's indexed text, index layers included. */
  content: string;
  excerpt: string;
  meta: {title?: string; description?: string; date?: string};
  /** The page's filter values: its month, year, section and aliases. */
  filters?: Record<string, string[]>;
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
  /** Every filter's values, with how many pages have each. */
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    query: string | null,
    options?: {filters?: Record<string, string>},
  ): Promise<{results: PagefindResult[]} | null>;
}

/** What a result is labelled with: its section's short name, or 页面 for a page of its own. */
export type SiteSection = SectionOfSite['shortName'] | '页面';

export interface SearchHit {
  /** Site path of the page, or of the section the query matched best, with its hash. */
  url: string;
  title: string;
  /** The heading of the matched section; undefined when the match is above the first heading. */
  section?: string;
  siteSection: SiteSection;
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
  pinyin: PinyinMap;
  /** The result ids of each part of the site the ranking weighs apart (SearchMap.sections). */
  sections: Record<WeighedSection, ReadonlySet<string>>;
  /** The site's names (PinyinMap.names), which a query is split at. */
  names: ReadonlySet<string>;
  /** Words of the index that letters may start (see startsNoWord). */
  letterWords: string[];
  /**
   * The site's names in pinyin, which the index layers hold (起床战争 → qichuangzhanzheng). Made
   * on first use: only a query of full pinyin reads them, and making them for every first search
   * took tens of milliseconds.
   */
  spokenNames: () => string[];
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
        return response.json() as Promise<SearchMap>;
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
    const names = new Set(pinyin.names.split(' '));
    const letterWords = lettersOfIndex(names, pinyin);
    let spokenNames: string[] | undefined;
    const {changelog, api, page} = pinyin.sections;
    const sections = {changelog: new Set(changelog), api: new Set(api), page: new Set(page)};
    return {
      pagefind,
      pinyin,
      sections,
      names,
      letterWords,
      spokenNames: () =>
        (spokenNames ??= [...names].flatMap((name) => queryPinyin(name, pinyin) ?? [])),
    };
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/**
 * Searches for the query and ranks the pages. The query is normalised, loses its question words
 * and is split at the site's names (see query.ts); it is searched as typed, in pinyin when it
 * has two Chinese characters or more and, when it has several words, word by word; a page's
 * score is the sum over those searches (single words count less). What players call a page's
 * subject (docs/aliases.yml) is in the page's index and its alias filter: a query that is one
 * of those words puts the page first, and a word of the query that is one counts as its title's.
 * The pinyin search reaches only the pinyin layer (titles, keywords, headings), so it lifts
 * pages whose headings sound like the query and finds them despite a homophone typo (站争 for
 * 战争). Changelog posts count less than other pages unless the query is about a change, and
 * the data-API reference less than player pages unless the query is technical.
 */
export async function search(baseUrl: string, query: string): Promise<SearchResults> {
  const {pagefind, pinyin, sections, names, letterWords, spokenNames} = await loadEngine(baseUrl);
  const plan = planQuery(query, names);
  const spoken = isSearchedInPinyin(plan.text) ? queryPinyin(plan.text, pinyin) : undefined;
  const reading = (char: string) => readingOf(char, pinyin);
  const corrected = correctNearHomophones(plan.text, names, reading);
  const correctedWords = corrected !== plan.text ? planQuery(corrected, names).words : undefined;
  const joined = withoutSeparators(plan.text);
  const initials = textInitialsTerm(plan.text);
  // Initials typed beside Chinese (ydls称号 for 云端猎手称号): a word of letters that starts no
  // word of the index is searched as the initials of the pages' text, counts as that word and,
  // like the initials of a query of letters alone, in full: it names one thing a page says.
  const wordsAsInitials = plan.words.filter(
    (word) =>
      initials === undefined &&
      textInitialsTerm(word) !== undefined &&
      startsNoWord(word, pinyin, letterWords),
  );
  const withPinyin: [string, number, string?][] = [
    [plan.text, 1],
    // The section of the data-API reference that defines a field holds its name without
    // separators (see tokenForm in the indexer): final-deaths finds final_deaths there. It counts
    // as one word of the query: the query itself found every page that uses the field.
    ...(joined !== plan.text ? [[joined, WEIGHTS.word] as [string, number]] : []),
    ...(spoken && spoken !== plan.text ? [[spoken, 1] as [string, number]] : []),
    ...(corrected !== plan.text ? [[corrected, WEIGHTS.homophone] as [string, number]] : []),
    // Pagefind finds only pages with every word; each word alone finds the pages with some.
    // Its index chunks are the ones the whole query loaded, so this costs no download; only a
    // word read as initials loads the chunk of the text's initials.
    ...plan.words.map((word): [string, number, string] =>
      wordsAsInitials.includes(word)
        ? [textInitialsTerm(word)!, 1, word]
        : [word, WEIGHTS.word, word],
    ),
  ];
  const byPage = new Map<string, {result: PagefindResult; score: number}>();
  const {changelog: posts, api: apiPages, page: sitePages} = sections;
  // The pages that have the query, or one of its words, among their aliases (docs/aliases.yml):
  // staff wrote down that players call them so. Started now, like the month's posts, to run
  // alongside the searches below; the filter's one file is loaded once.
  const aliasSearches = Promise.all(
    [...new Set([plan.text, ...plan.words])]
      .filter((term) => term && !term.includes(' '))
      .map(async (term) => ({
        term,
        found: await pagefind.search(null, {filters: {[ALIAS_FILTER]: term}}),
      })),
  );
  // Started now, so that it runs alongside the searches below.
  const inNamedMonth = plan.month
    ? postsOfMonth(pagefind, plan.month, plan.textBesidesMonth)
    : undefined;
  // Pagefind matches a word as the start of longer ones (2.6.1 finds the pages of 2.6.14); a
  // phrase in quotes it matches whole. Same index chunk as the query's, so no download more.
  const sayingVersion = plan.version ? pagefind.search(`"${plan.version}"`) : undefined;
  const resultsFor = async (term: string) => (await pagefind.search(term))?.results ?? [];
  /** One search of the query, in whole or in part; `word` is the query's word a pair is part of. */
  interface Search {
    term: string;
    results: PagefindResult[];
    weight: number;
    word?: string;
  }
  const searches: Search[] = await Promise.all(
    withPinyin.map(async ([term, weight, word]) => ({
      term,
      results: await resultsFor(term),
      weight,
      word,
    })),
  );
  // Initials of something a page says in passing (zdbx for 中岛补箱), not in a heading: looked
  // for when no word of the index starts with the letters, or when the query as typed finds
  // fewer pages than the top three. Their index chunk is large, and pinyin, a Latin word or
  // initials of a title, heading or name that the query starts fill the top three by themselves.
  const noWordStarts = initials !== undefined && startsNoWord(plan.text, pinyin, letterWords);
  if (noWordStarts) for (const each of searches) each.weight *= WEIGHTS.shorterWord;
  // Likewise the whole query when one of its words was read as initials: Pagefind matched that
  // word's letters to a shorter word, so the pages it found need not hold the query's words.
  if (wordsAsInitials.length > 0) {
    for (const each of searches) if (each.word === undefined) each.weight *= WEIGHTS.shorterWord;
  }
  if (initials && (searches[0]!.results.length < 3 || noWordStarts)) {
    searches.push({term: initials, results: await resultsFor(initials), weight: 1});
  }
  // The same for a name spelled out in full pinyin (zhizhenxuanxiang for 指针选项): the index
  // holds the pinyin of titles, headings and names only, and Pagefind matched a shorter word.
  // Not for the pinyin of one of the site's names, which the query as typed found.
  const spelled = initials === undefined ? spelledInitialsTerm(plan.text, pinyin) : undefined;
  if (spelled && !spokenNames().some((spoken) => spoken.startsWith(plan.text))) {
    searches.push({term: spelled, results: await resultsFor(spelled), weight: WEIGHTS.spelled});
  }
  // A word the index does not hold as the query cut it (搭桥快 read as 搭 桥快) is looked for by
  // its character pairs, which do not depend on where a segmenter cuts: only then, so that a
  // query whose words all exist loads no index chunk more.
  const missing = plan.words.filter(
    (word) =>
      /^\p{Script=Han}{3,}$/u.test(word) &&
      searches.find(({term}) => term === word)?.results.length === 0,
  );
  const pairSearches = await Promise.all(
    missing.flatMap((word) =>
      characterPairs(word).map(async (pair) => ({
        term: pair,
        word,
        results: await resultsFor(pair),
        weight: WEIGHTS.word / (word.length - 1),
      })),
    ),
  );
  searches.push(...pairSearches);
  // A page keeps the result of the first search in this order that found it, the query as
  // typed before its pinyin: the result's word positions place the excerpt, and a pinyin
  // match lies in the index layer, which has no text to show. Taking whichever search finished
  // first made the same query show excerpts one time and bare descriptions the next.
  // Alongside, which of the query's words each page holds: a search of the whole query (as
  // typed, in pinyin or corrected) finds pages that hold all of them, a word's search (or its
  // pairs') the pages with that word.
  const wordsFound = new Map<string, Set<string>>();
  for (const search of searches) {
    const covers = search.word ? [search.word] : wordsAsInitials.length > 0 ? [] : plan.words;
    for (const result of search.results) {
      const seen = byPage.get(result.id);
      byPage.set(result.id, {
        result: seen?.result ?? result,
        score: (seen?.score ?? 0) + search.weight * result.score,
      });
      const found = wordsFound.get(result.id) ?? new Set();
      for (const word of covers) found.add(word);
      wordsFound.set(result.id, found);
    }
  }
  // How much of the query a page covers: a page that holds three words of four ranks by that,
  // not by how often it repeats one of them.
  const coverageOf = (id: string) =>
    plan.words.length === 0 ? 1 : (wordsFound.get(id)?.size ?? 0) / plan.words.length;
  // The posts of the month the query names, found by the rest of the query (or, for a query
  // that is only a month, all of them) and counted as matches of the whole query.
  const ofNamedMonth = new Set<string>();
  for (const result of (await inNamedMonth)?.results ?? []) {
    ofNamedMonth.add(result.id);
    if (!byPage.has(result.id)) byPage.set(result.id, {result, score: result.score});
    wordsFound.set(result.id, new Set(plan.words));
  }
  // A page the query is an alias of comes first, however its words rank it; a page one of the
  // query's words is an alias of counts as if its title held that word (see the reranking).
  const named = new Set<string>();
  const aliasesOf = new Map<string, string[]>();
  for (const {term, found} of await aliasSearches) {
    for (const result of found?.results ?? []) {
      aliasesOf.set(result.id, [...(aliasesOf.get(result.id) ?? []), term]);
      if (term !== plan.text) continue;
      named.add(result.id);
      if (!byPage.has(result.id)) byPage.set(result.id, {result, score: result.score});
    }
  }
  // The pages that say the version the query names, whole: not those of a later version it is
  // the start of.
  const ofNamedVersion = new Set<string>();
  // Of those, the version's own post (ver2.6.14), which tells the whole release, when it is among
  // the first results: monthly posts that mention the version, or announce it, came first when
  // they said more of the query's words (2.6.14更新内容).
  const versionPosts = new Set<string>();
  for (const result of (await sayingVersion)?.results ?? []) {
    ofNamedVersion.add(result.id);
    if (!byPage.has(result.id)) byPage.set(result.id, {result, score: result.score});
  }
  // Then the posts of the month the query names: they are the answer (2025年10月更新, 11月更新),
  // ahead of posts of other months, or of the same month in an older year, that say the same
  // words more often. Then the pages that say the version it names.
  const byRank = (a: {result: PagefindResult; score: number}, b: typeof a) =>
    Number(named.has(b.result.id)) - Number(named.has(a.result.id)) ||
    Number(ofNamedMonth.has(b.result.id)) - Number(ofNamedMonth.has(a.result.id)) ||
    Number(ofNamedVersion.has(b.result.id)) - Number(ofNamedVersion.has(a.result.id)) ||
    Number(versionPosts.has(b.result.id)) - Number(versionPosts.has(a.result.id)) ||
    b.score - a.score;
  const postWeight = plan.aboutAChange
    ? WEIGHTS.postForAChange
    : plan.words.length >= WEIGHTS.descriptionWords
      ? WEIGHTS.postForADescription
      : WEIGHTS.post;
  const apiWeight = plan.technical ? 1 : WEIGHTS.api;
  const weightOf = (id: string) =>
    posts.has(id)
      ? postWeight
      : apiPages.has(id)
        ? apiWeight
        : sitePages.has(id)
          ? WEIGHTS.page
          : 1;
  const results = [...byPage.values()]
    .map(({result, score}) => ({
      result,
      score: score * coverageOf(result.id) ** WEIGHTS.coverageExponent * weightOf(result.id),
    }))
    .sort(byRank);
  // The first results' stored text is downloaded to show them anyway: with it, a page whose
  // title or a heading names the query, or whose text says its words side by side, moves up
  // among them.
  const dataOf = new Map<string, Promise<PagefindData>>();
  const loadData = (result: PagefindResult) => {
    let data = dataOf.get(result.id);
    if (!data) dataOf.set(result.id, (data = result.data()));
    return data;
  };
  const pageHeadingWeight = LETTERS_ALONE.test(plan.text)
    ? WEIGHTS.spelledHeading
    : WEIGHTS.heading;
  // Letters read as the initials of the pages' text, as a whole query or one of its words: the
  // phrase they spell most often among the first results is the one the player meant.
  const readAsInitials = [...(noWordStarts ? [plan.text] : []), ...wordsAsInitials];
  const contents = readAsInitials.length
    ? (await Promise.all(results.slice(0, RERANKED).map(({result}) => loadData(result)))).map(
        ({content}) => content,
      )
    : [];
  const meant = readAsInitials.map((letters) => meantPhraseShares(contents, letters, reading));
  const head = await Promise.all(
    results.slice(0, RERANKED).map(async (entry, index) => {
      const isPost = posts.has(entry.result.id);
      const weight = plan.aboutAChange
        ? isPost
          ? WEIGHTS.changeHeading
          : 0
        : isPost
          ? 0
          : pageHeadingWeight;
      const data = await loadData(entry.result);
      if (isPost && plan.version && sitePath(data.url).endsWith(`/${versionSlug(plan.version)}`)) {
        versionPosts.add(entry.result.id);
      }
      const share = headingShare(data, plan, reading, aliasesOf.get(entry.result.id));
      const phrase = weight === 0 ? 0 : WEIGHTS.phrase * phraseShare(data.content, plan.words);
      // The searches counted a word for a page Pagefind matched by its characters alone.
      const coverage = coverageOf(entry.result.id);
      // A page found by the query's correction (志愿者 for 自愿者) says the corrected words.
      const typed = heldShare(data, plan.words);
      const fixed = correctedWords ? heldShare(data, correctedWords) : 0;
      const [heldWords, said] = fixed > typed ? [correctedWords!, fixed] : [plan.words, typed];
      const held = coverage > 0 ? Math.min(1, said / coverage) : 1;
      const focus = said > 0 ? sectionShare(data, heldWords) / said : 1;
      const words = plan.words.length > 0 ? plan.words : [plan.text];
      const stated = isPost && plan.aboutAValue ? changeStatedFor(data, words) : 0;
      const fix = isPost && plan.aboutAFix ? fixStatedFor(data, words) : 0;
      const saysMeant = meant.reduce((sum, shares) => sum + shares[index]!, 0);
      const lift =
        (1 + WEIGHTS.meantPhrase * saysMeant) *
        (1 + weight * share + phrase) *
        (1 + WEIGHTS.statedChange * stated) *
        (1 + WEIGHTS.statedFix * fix);
      return {
        ...entry,
        score: entry.score * held ** WEIGHTS.heldExponent * focus ** WEIGHTS.sectionExponent * lift,
      };
    }),
  );
  const ranked = [...head.sort(byRank), ...results.slice(RERANKED)].map(({result}) => result);
  // A query the site holds nothing of found pages only by Pagefind's fallbacks (see held.ts):
  // none is shown, and the player gets the no-result help. Not for a page the query names
  // (its alias), a month or version the filters found, a homophone corrected to one of the
  // site's names, or pinyin that starts one of them (asked last: the names' pinyin is made on
  // first use, and most queries never need it).
  if (named.size === 0 && !plan.month && !plan.version && corrected === plan.text) {
    const pages = await Promise.all(
      results.slice(0, RERANKED).map(async ({result}) => {
        const data = await loadData(result);
        const aliases = data.filters?.[ALIAS_FILTER] ?? [];
        return [data.meta.title, ...aliases, data.meta.description, withoutLayers(data.content)]
          .filter(Boolean)
          .join('。');
      }),
    );
    const held = noWordStarts
      ? lettersHeld(plan.text, pages, reading, () => [...letterWords, ...spokenNames()])
      : chineseHeld(plan.text, pages, reading);
    if (!held && !(spoken !== undefined && spokenNames().some((name) => name.startsWith(spoken)))) {
      return {total: 0, load: async () => []};
    }
  }
  return {
    total: ranked.length,
    load: (start, end) =>
      Promise.all(
        ranked.slice(start, end).map(async (result) => toHit(await loadData(result), plan)),
      ),
  };
}

/** Text as the query's words are looked for in it: no spaces or zero-width spaces, lower case. */
const squashed = (text: string) => text.replace(/[\s\u200b]/g, '').toLowerCase();

/**
 * The share of the query's words that the page says: in its text, title, description or aliases.
 * A word the index lacks is matched by Pagefind character by character (人少 finds pages that say
 * 人因 and 多少), so a word's search finds pages that never say it; this counts only the pages
 * that do. A word without Chinese counts as said: it may be pinyin of the index layers, which the
 * stored text leaves out.
 */
export function heldShare(
  data: Pick<PagefindData, 'content' | 'meta' | 'filters'>,
  words: string[],
): number {
  if (words.length === 0) return 1;
  const text = squashed(
    [
      data.content,
      data.meta.title,
      data.meta.description,
      ...(data.filters?.[ALIAS_FILTER] ?? []),
    ].join(' '),
  );
  const said = (word: string) => !/\p{Script=Han}/u.test(word) || text.includes(word);
  return words.filter(said).length / words.length;
}

/**
 * The largest share of the query's words that one section of the page says (see sectionsOf),
 * with the page's title and aliases, which stand over every section (see heldShare).
 */
export function sectionShare(
  data: Pick<PagefindData, 'content' | 'meta' | 'filters'>,
  words: string[],
): number {
  if (words.length === 0) return 1;
  return Math.max(...sectionsOf(data.content).map((section) => shareOf(section, data, words)));
}

/** The share of the words that a section says, with the page's title and aliases. */
const shareOf = (section: string, data: Pick<PagefindData, 'meta' | 'filters'>, words: string[]) =>
  heldShare({content: section, meta: {title: data.meta.title}, filters: data.filters}, words);

/**
 * A page's sections: from an h2 or h3 to the next one, the text above the first heading being one
 * too. In the stored text a heading is followed by its index layers, emptied; the heading is what
 * lies between the last sentence or table cell before them and the layers.
 */
function sectionsOf(content: string): string[] {
  const parts = content.split(new RegExp(`(?:${LAYER_OPEN}[^${LAYER_CLOSE}]*${LAYER_CLOSE}\\s*)+`));
  const sections: string[] = [];
  let heading = '';
  for (const [i, part] of parts.entries()) {
    // Chinese and Latin sentence ends, and ". " between table cells, each before a space.
    const ends = [...part.matchAll(/[。！？；：.!?](?=\s)/g)];
    const cut = i === parts.length - 1 ? part.length : (ends[ends.length - 1]?.index ?? -1) + 1;
    sections.push(heading + part.slice(0, cut));
    heading = part.slice(cut);
  }
  return sections;
}

/**
 * Every phrase of the text whose characters' initials spell the letters, once per saying: whole
 * words (see wordsOf) from a character that carries a topic to another (最终决战 and 倒锥形, not
 * 对战新 of 对战新手 or 到最新 of 更新到最新).
 */
export function spelledPhrases(content: string, letters: string, reading: Reading): string[] {
  const found: string[] = [];
  for (const [run] of withoutLayers(content).matchAll(/\p{Script=Han}+/gu)) {
    const chars = [...run];
    const initials = chars.map((char) => reading(char)?.[0] ?? '?').join('');
    // Most runs do not spell the letters: only those that do are split into words.
    if (!initials.includes(letters)) continue;
    // Where the run's words start and end; anywhere, without a word splitter.
    const words = wordsOf(run);
    const edges = new Set([0]);
    let offset = 0;
    for (const word of words) edges.add((offset += [...word].length));
    const isEdge = (at: number) => words.length === 0 || edges.has(at);
    for (let at = initials.indexOf(letters); at >= 0; at = initials.indexOf(letters, at + 1)) {
      const end = at + letters.length;
      if (!isEdge(at) || !isEdge(end)) continue;
      if (!carriesTopic(chars[at]!) || !carriesTopic(chars[end - 1]!)) continue;
      found.push(chars.slice(at, end).join(''));
    }
  }
  return found;
}

/**
 * For each of the pages' texts, how often it says the phrase the letters spell most often across
 * them all, against the text that says it most (1): an input method offers the commonest word
 * for some initials first, and zzjz on this site means 最终决战 more than 正在加载. All 0 when no
 * phrase is said more often than every other.
 */
export function meantPhraseShares(contents: string[], letters: string, reading: Reading): number[] {
  const byPage = contents.map((content) => spelledPhrases(content, letters, reading));
  const counts = new Map<string, number>();
  for (const phrase of byPage.flat()) counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  const [most, next] = [...counts].sort((a, b) => b[1] - a[1]);
  if (most === undefined || most[1] === next?.[1]) return contents.map(() => 0);
  const said = byPage.map((phrases) => phrases.filter((phrase) => phrase === most[0]).length);
  const mostSaid = Math.max(...said);
  return said.map((count) => count / mostSaid);
}

/** A section that tells of a fix: 修复：…, …的问题修好了, 6 月 12 日的热修复解决了…. */
const STATES_A_FIX = /修复|修好|修正/u;

/**
 * The largest share of the query's words that one section of a post says when the section tells
 * of a fix (see STATES_A_FIX): a bug the player describes was fixed by the post whose 修复 section
 * names it, not by the post that brought the map or item it happened on.
 */
export function fixStatedFor(
  data: Pick<PagefindData, 'content' | 'meta' | 'filters'>,
  words: string[],
): number {
  if (words.length === 0) return 0;
  const fixes = sectionsOf(data.content).filter((section) => STATES_A_FIX.test(section));
  return Math.max(0, ...fixes.map((section) => shareOf(section, data, words)));
}

/**
 * A clause that states a change of value: from one value to another (改名冷却从 60 天缩短到 30
 * 天, 由每人改为按地皮计算), or to a new number (末影珍珠涨到 4 绿宝石, 一局缩短到 15 分钟).
 */
const STATES_A_CHANGE =
  /(从|由).{0,14}?(到|改为|改成|变为|变成|调整为)|(改|变|调整|调|缩短|延长|提高|降低|增加|减少|扩大|缩小|涨|降|减)(到|为|成)\s*[\d一二两三四五六七八九十半]/u;

/**
 * The largest share of the query's words that one clause of a post's description or text holds
 * when the clause states a change of value (see STATES_A_CHANGE): the post that made the change
 * says what it was and what it became (申诉期限从 3 天延长到 7 天), a later post that mentions
 * the topic does not. Clauses end at Chinese or Latin punctuation; table cells are stored
 * separated by ". ".
 */
export function changeStatedFor(
  data: Pick<PagefindData, 'content' | 'meta'>,
  words: string[],
): number {
  const text = `${data.meta.description ?? ''}。${withoutLayers(data.content)}`;
  let best = 0;
  for (const clause of text.split(/[。；！？，,\n]|\.\s/)) {
    if (!STATES_A_CHANGE.test(clause)) continue;
    const letters = squashed(clause);
    best = Math.max(best, words.filter((word) => letters.includes(word)).length / words.length);
  }
  return best;
}

/**
 * The share of the query's neighbouring words (组队 最多) that the page's text says together
 * (组队最多 4 人): a page that puts them side by side is about what the query asks, a page
 * that has each somewhere is not.
 */
export function phraseShare(content: string, words: string[]): number {
  if (words.length < 2) return 0;
  const text = lettersOf(withoutLayers(content)).toLowerCase();
  const pairs = words.slice(1).map((word, i) => lettersOf(words[i]!) + lettersOf(word));
  return pairs.filter((pair) => text.includes(pair)).length / pairs.length;
}

/**
 * The posts of a month that hold `rest` of the query, or all of them when none does or it is
 * empty: the player named the month, and what else they typed (新东西, 都有啥) may be on none of
 * its posts. A month without a year (11月更新) is the newest such month the changelog has: a player
 * asking for the November update means the last one, not every November since the server opened.
 */
async function postsOfMonth(pagefind: Pagefind, month: NamedMonth, rest: string) {
  const inYear = (year: number, words: string) =>
    pagefind.search(words || null, {
      filters: {[MONTH_FILTER]: String(month.month), [YEAR_FILTER]: String(year)},
    });
  const years = month.year
    ? [month.year]
    : Object.keys((await pagefind.filters())[YEAR_FILTER] ?? {})
        .map(Number)
        .sort((a, b) => b - a);
  for (const words of rest ? [rest, ''] : ['']) {
    for (const year of years) {
      const found = await inYear(year, words);
      if (found?.results.length) return found;
    }
  }
  return null;
}

/**
 * Whether no word of the index starts with these letters, as far as the client can tell: they
 * read as none of the site's pinyin (gonghui, or gongh half typed), and start none of its Latin
 * words (skywars) and no initials of its names (qczz for 起床战争). Pagefind, finding no word that
 * starts with a term, falls back to the longest word the term starts with (xf, the initials of
 * the heading 修复, for xfyx): what the query as typed found then says little.
 */
export function startsNoWord(letters: string, map: PinyinMap, letterWords: string[]): boolean {
  if (letterWords.some((word) => word.startsWith(letters))) return false;
  const syllables = Object.keys(map.readings);
  // readFrom[i]: whether the letters from i on read as pinyin.
  const readFrom: boolean[] = [];
  readFrom[letters.length] = true;
  for (let i = letters.length - 1; i >= 0; i--) {
    const rest = letters.slice(i);
    readFrom[i] = syllables.some((syllable) =>
      rest.startsWith(syllable)
        ? readFrom[i + syllable.length] === true
        : syllable.startsWith(rest),
    );
  }
  return !readFrom[0];
}

/**
 * The text-initials term of a query of full pinyin of three syllables or more
 * (zhizhenxuanxiang → ０zzxx), split into the fewest syllables of the site's readings: xian is
 * one syllable more often than xi an.
 */
export function spelledInitialsTerm(letters: string, map: PinyinMap): string | undefined {
  if (!/^[a-z]+$/.test(letters)) return undefined;
  const syllables = Object.keys(map.readings);
  // fewest[i]: the fewest syllables the letters from i on split into, and the first of them.
  const fewest: ({count: number; first: string} | undefined)[] = [];
  fewest[letters.length] = {count: 0, first: ''};
  for (let i = letters.length - 1; i >= 0; i--) {
    for (const syllable of syllables) {
      const after = letters.startsWith(syllable, i) ? fewest[i + syllable.length] : undefined;
      if (after && (!fewest[i] || after.count + 1 < fewest[i]!.count)) {
        fewest[i] = {count: after.count + 1, first: syllable};
      }
    }
  }
  if (!fewest[0] || fewest[0].count < 3) return undefined;
  let initials = '';
  for (let i = 0; i < letters.length; i += fewest[i]!.first.length) initials += letters[i];
  return textInitialsTerm(initials);
}

/**
 * Words of the index that a query of letters may start, besides pinyin: the site's Latin words
 * (PinyinMap.latin) and the initials of its names from each of their characters on, three
 * letters at least (qczz and czz for 起床战争).
 */
export function lettersOfIndex(names: Iterable<string>, map: PinyinMap): string[] {
  const initials = new Set<string>();
  for (const name of names) {
    const letters = [...name].map((char) => readingOf(char, map)?.[0] ?? '?').join('');
    for (let start = 0; start + 3 <= letters.length; start++) {
      const spelled = letters.slice(start);
      if (!spelled.includes('?')) initials.add(spelled);
    }
  }
  return [...map.latin.split(' '), ...initials];
}

/** Reads a Chinese character as the site does (see readingOf), for a query typed in pinyin. */
type Reading = (char: string) => string | undefined;

/**
 * Whether a heading spells a word of Latin letters in pinyin: the full pinyin of two characters
 * or more in a row (qichuangzhanzheng, gaiming), or their initials for a word of three letters or
 * more (qczz). Two letters are too many headings' initials (pc is 排查) to tell anything.
 */
export function spelledIn(heading: string, word: string, reading: Reading): boolean {
  if (!/^[a-z]{2,}$/.test(word)) return false;
  for (const [run] of heading.matchAll(/\p{Script=Han}{2,}/gu)) {
    const syllables = [...run].map(reading);
    for (let start = 0; start < syllables.length - 1; start++) {
      let full = '';
      let initials = '';
      for (let end = start; end < syllables.length; end++) {
        const syllable = syllables[end];
        if (syllable === undefined) break;
        full += syllable;
        initials += syllable[0];
        if (end === start) continue;
        if (full === word || (word.length >= 3 && initials === word)) return true;
        if (initials.length >= word.length) break;
      }
    }
  }
  return false;
}

/**
 * The largest share of the query's letters that the page's title (with those of its `aliases`
 * that the query holds) or one of its headings holds: each Chinese character that carries a
 * topic, and each word in Latin letters or digits whole or, when `reading` is given, spelled in
 * pinyin (see spelledIn). Characters, not words, so that a
 * heading says it in other words and still counts (地皮变大 and 地皮扩大到 64×64 share three of
 * four). A heading that announces a change (5 月预告) does not count: the post that made the
 * change is the answer, not the one that said it was coming.
 */
export function headingShare(
  data: {meta: {title?: string}; sub_results: {title: string}[]},
  plan: QueryPlan,
  reading?: Reading,
  aliases: string[] = [],
) {
  // The month a query names is found by the posts' month filter, not by their titles.
  const letters = topicLetters(plan.month ? plan.textBesidesMonth : plan.text);
  if (letters.length === 0) return 0;
  const headings = [
    // What players call the page is as good as its title: 成为客服 finds 招募须知 by 成为.
    `${data.meta.title ?? ''} ${aliases.join(' ')}`,
    ...data.sub_results.map(({title}) => title),
  ]
    .map((heading) => normalise(heading))
    .filter((heading) => !heading.includes('预告'));
  return Math.max(
    0,
    ...headings.map((heading) => {
      // Every character of the heading, and its Latin words whole: pe is not a letter of open.
      const inHeading = new Set([
        ...heading.replace(/[a-z0-9][a-z0-9._-]*/g, ' '),
        ...(heading.match(/[a-z0-9][a-z0-9._-]*/g) ?? []),
      ]);
      const holds = (letter: string) =>
        inHeading.has(letter) || (reading !== undefined && spelledIn(heading, letter, reading));
      return letters.filter(holds).length / letters.length;
    }),
  );
}

/** Letters and digits joined across `_` and `-`: x-api-key → xapikey. */
export function withoutSeparators(text: string): string {
  return text.replace(/\b[a-z][a-z0-9]*(?:[_-]+[a-z0-9]+)+/gi, (token) =>
    token.replace(/[_-]/g, ''),
  );
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

/**
 * The letters and digits of some HTML, nothing else: Pagefind's excerpts and its stored
 * content punctuate and space the same text differently (。 in one, a period in the other).
 */
const lettersOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Whether an excerpt (already without its bracketed layer parts) is the page's own text. A long
 * layer can hold a whole excerpt with neither bracket in it; such an excerpt is not found in the
 * page's text once the layers are taken out of it.
 */
export function isPageText(excerptHtml: string, content: string): boolean {
  const excerpt = lettersOf(excerptHtml);
  return excerpt !== '' && lettersOf(withoutLayers(content)).includes(excerpt);
}

/** Pagefind's URLs end in a slash (`/docs/faq/rename/`); Docusaurus's do not. */
function sitePath(url: string): string {
  return url.replace(/\/(?=#|$)/, '') || '/';
}

/** `text` escaped, with the query's words marked (longest first, so 起床战争 wins over 起床). */
function marked(text: string, plan: QueryPlan): string {
  const words = [...plan.text.split(' '), ...plan.words]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  if (words.length === 0) return escapeHtml(text);
  const pattern = new RegExp(
    words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'gi',
  );
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
    siteSection: sectionOf(url)?.shortName ?? '页面',
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
