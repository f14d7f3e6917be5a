/**
 * The second stage of search, retrieval: runs a plan's terms (plan.ts) through Pagefind and
 * gathers the pages they find, with what the ranking (rank.ts) needs to know of each. The only
 * stage that searches; it weighs nothing.
 */
import {ALIAS_FILTER, MONTH_FILTER, YEAR_FILTER, type WeighedSection} from '../shared';
import {characterPairs, type NamedMonth, type SearchPlan, type Term} from './plan';

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
}
export interface PagefindData {
  url: string;
  /** The page's indexed text, index layers included. */
  content: string;
  excerpt: string;
  meta: {title?: string; description?: string; date?: string};
  /** The page's filter values: its month, year, section and aliases. */
  filters?: Record<string, string[]>;
  sub_results: PagefindSubResult[];
}
export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  /** Every filter's values, with how many pages have each. */
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    query: string | null,
    options?: {filters?: Record<string, string>},
  ): Promise<{results: PagefindResult[]} | null>;
}

/** The part of the site a page belongs to, which the ranking weighs apart. */
export type Part = WeighedSection | 'wiki';

/** A page the searches found, and how. */
export interface Candidate {
  /** The result of the first search that found it: its word positions place the excerpt. */
  result: PagefindResult;
  /** Pagefind's score of the page for each term searched, in order; 0 where a term missed it. */
  scores: number[];
  /** Pagefind's score of a page that only the month, alias or version filters found; else 0. */
  filtered: number;
  /** The share of the query's words the searches that found it hold (1 for a single word). */
  coverage: number;
  part: Part;
  /** The query is one of its aliases (docs/aliases.yml): staff wrote that players call it so. */
  named: boolean;
  /** It is a post of the month the query names. */
  ofNamedMonth: boolean;
  /** It says the version the query names, whole. */
  ofNamedVersion: boolean;
  /** The query's words that are its aliases. */
  aliases: string[];
}

export interface Retrieved {
  /** Every term searched: the plan's, then those its results called for. */
  terms: Term[];
  /** In the order the searches first found them. */
  candidates: Candidate[];
}

/** Searches for a plan's terms and gathers the pages they find. */
export async function retrieve(
  pagefind: Pagefind,
  plan: SearchPlan,
  sections: Record<WeighedSection, ReadonlySet<string>>,
): Promise<Retrieved> {
  // Started first, to run alongside the searches below; each filter's one file is loaded once.
  const aliasSearches = Promise.all(
    plan.aliasTerms.map(async (term) => ({
      term,
      found: await pagefind.search(null, {filters: {[ALIAS_FILTER]: term}}),
    })),
  );
  const inNamedMonth = plan.month
    ? postsOfMonth(pagefind, plan.month, plan.textBesidesMonth)
    : undefined;
  // Pagefind matches a word as the start of longer ones (2.6.1 finds the pages of 2.6.14); a
  // phrase in quotes it matches whole. Same index chunk as the query's, so no download more.
  const sayingVersion = plan.version ? pagefind.search(`"${plan.version}"`) : undefined;
  const resultsFor = async (term: string) => (await pagefind.search(term))?.results ?? [];
  const terms = [...plan.terms];
  const found = await Promise.all(terms.map(({term}) => resultsFor(term)));
  // Initials of something a page says in passing (zdbx for 中岛补箱), not in a heading: looked
  // for when no word of the index starts with the letters, or when the query as typed finds
  // fewer pages than the top three. Their index chunk is large, and pinyin, a Latin word or
  // initials of a title, heading or name that the query starts fill the top three by themselves.
  if (plan.initials && (found[0]!.length < 3 || plan.noWordStarts)) {
    terms.push({term: plan.initials, kind: 'initials', shorter: false});
    found.push(await resultsFor(plan.initials));
  }
  if (plan.spelled) {
    terms.push({term: plan.spelled, kind: 'spelled', shorter: false});
    found.push(await resultsFor(plan.spelled));
  }
  // A word the index does not hold as the query cut it (搭桥快 read as 搭 桥快) is looked for by
  // its character pairs, which do not depend on where a segmenter cuts: only then, so that a
  // query whose words all exist loads no index chunk more.
  const pairs = plan.words
    .filter(
      (word) =>
        /^\p{Script=Han}{3,}$/u.test(word) &&
        found[terms.findIndex(({term}) => term === word)]?.length === 0,
    )
    .flatMap((word) =>
      characterPairs(word).map((pair): Term => ({term: pair, kind: 'pair', word, shorter: false})),
    );
  found.push(...(await Promise.all(pairs.map(({term}) => resultsFor(term)))));
  terms.push(...pairs);

  const byPage = new Map<string, Candidate>();
  const wordsFound = new Map<string, Set<string>>();
  const candidateOf = (result: PagefindResult) => {
    let candidate = byPage.get(result.id);
    if (!candidate) {
      const {changelog, api, page} = sections;
      const part: Part = changelog.has(result.id)
        ? 'changelog'
        : api.has(result.id)
          ? 'api'
          : page.has(result.id)
            ? 'page'
            : 'wiki';
      candidate = {
        result,
        scores: terms.map(() => 0),
        filtered: 0,
        coverage: 0,
        part,
        named: false,
        ofNamedMonth: false,
        ofNamedVersion: false,
        aliases: [],
      };
      byPage.set(result.id, candidate);
    }
    return candidate;
  };
  /** A page only a filter found counts as a match of the whole query. */
  const filteredIn = (result: PagefindResult) => {
    const isNew = !byPage.has(result.id);
    const candidate = candidateOf(result);
    if (isNew) candidate.filtered = result.score;
    return candidate;
  };
  // Which of the query's words each page holds: a search of the whole query (as typed, in
  // pinyin or corrected) finds pages that hold all of them, a word's search (or its pairs') the
  // pages with that word. Not so when one of its words was read as initials: Pagefind matched
  // that word's letters to a shorter word.
  for (const [t, term] of terms.entries()) {
    const covers = term.word ? [term.word] : plan.wordsAsInitials.length > 0 ? [] : plan.words;
    for (const result of found[t]!) {
      candidateOf(result).scores[t]! += result.score;
      const words = wordsFound.get(result.id) ?? new Set();
      for (const word of covers) words.add(word);
      wordsFound.set(result.id, words);
    }
  }
  // The posts of the month the query names, found by the rest of the query (or, for a query
  // that is only a month, all of them).
  for (const result of (await inNamedMonth)?.results ?? []) {
    filteredIn(result).ofNamedMonth = true;
    wordsFound.set(result.id, new Set(plan.words));
  }
  const aliasesOf = new Map<string, string[]>();
  for (const {term, found: named} of await aliasSearches) {
    for (const result of named?.results ?? []) {
      aliasesOf.set(result.id, [...(aliasesOf.get(result.id) ?? []), term]);
      if (term === plan.text) filteredIn(result).named = true;
    }
  }
  for (const result of (await sayingVersion)?.results ?? []) {
    filteredIn(result).ofNamedVersion = true;
  }
  const candidates = [...byPage.values()];
  for (const candidate of candidates) {
    const {id} = candidate.result;
    const words = wordsFound.get(id)?.size ?? 0;
    candidate.aliases = aliasesOf.get(id) ?? [];
    candidate.coverage = plan.words.length === 0 ? 1 : words / plan.words.length;
  }
  return {terms, candidates};
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
