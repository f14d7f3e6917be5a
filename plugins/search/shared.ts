/** What the indexer (Node) and the client (browser) must agree on. No imports: both bundle it. */

/**
 * The indexer adds, to its copy of each page, text for the index only: the title and keywords
 * and the pinyin of the title, keywords and headings. It puts that text between these brackets
 * so that the client can remove it from excerpts: players see the page's own text only.
 */
export const LAYER_OPEN = '⦃';
export const LAYER_CLOSE = '⦄';

/**
 * The Pagefind filter that tells a page's part of the site: `wiki`, `api` (the wiki's data-API
 * reference, tagged 开发者), `tech` (technical sharing), `changelog` or `page`. The client ranks
 * changelog posts below other pages unless the query asks about a change, the API reference
 * below player pages unless the query is technical, and the site's own pages (/about, the join
 * page) a little below the wiki. It learns which result is which from SearchMap.sections, which
 * the indexer gathers from this filter.
 */
export const SECTION_FILTER = 'section';

/** The parts of the site that the ranking weighs apart from the wiki and technical sharing. */
export const WEIGHED_SECTIONS = ['changelog', 'api', 'page'] as const;
export type WeighedSection = (typeof WEIGHED_SECTIONS)[number];

/**
 * The Pagefind filters with a changelog post's year (2025) and month (1 to 12) in Beijing time: a
 * query that names a month (2025年10月更新, 11月更新) prefers that month's posts.
 */
export const YEAR_FILTER = 'year';
export const MONTH_FILTER = 'month';

/**
 * The Pagefind filter whose values are a page's aliases (docs/aliases.yml), normalised as a query
 * is: a query that is one of them finds those pages first.
 */
export const ALIAS_FILTER = 'alias';

/**
 * What the indexer puts before the initials of a page's text (see textInitials in pinyin.ts),
 * and the client before a query that may be initials: those terms are many, and the mark keeps
 * them out of the index chunks that every other search loads. Pagefind keeps a fullwidth digit
 * as part of the word and sorts it after Chinese, past every other word; a typed one becomes 0
 * when the client normalises the query (NFKC).
 */
export const TEXT_INITIALS_MARK = '０';

/** The most letters of a term of text initials: a name seldom has more characters. */
export const TEXT_INITIALS_LENGTH = 6;

/** Letters that may be initials: three or more, none of i, u and v, which begin no syllable. */
const MAY_BE_INITIALS = /^[a-hj-tw-z]{3,}$/;

/**
 * The term that finds the initials of a page's text, for a query that may be initials; none for
 * another (kit, ping and api are words, with an i).
 */
export function textInitialsTerm(query: string): string | undefined {
  if (!MAY_BE_INITIALS.test(query)) return undefined;
  return TEXT_INITIALS_MARK + query.slice(0, TEXT_INITIALS_LENGTH);
}

/**
 * The part of a word of Latin letters that a query which may be initials can start: the word up
 * to its first letter that is no initial (skyisland → sky; lastseen whole), or undefined when
 * that is under three letters.
 */
export function initialsLikeStart(word: string): string | undefined {
  const start = word.toLowerCase().split(/[^a-hj-tw-z]/)[0]!;
  return MAY_BE_INITIALS.test(start) ? start : undefined;
}

/** Where the index is written, below the build directory; the client loads `pagefind.js` from it. */
export const INDEX_DIR = 'pagefind';

/**
 * File below the index directory with the site's readings of its own vocabulary and the part of
 * the site of each page (a PackedSearchMap): the first search loads it before any Pagefind search.
 */
export const PINYIN_MAP_FILE = 'pinyin-map.json';

/**
 * How the site's titles, keywords and headings read in pinyin, so that the client can turn a
 * Chinese query into pinyin without a pinyin library: the characters that have each reading on
 * the site (grouped by reading, which makes the file a third smaller than a character-to-reading
 * table), and the words whose reading differs from their characters' (排行 is pai hang, 行 alone
 * xing).
 */
export interface PinyinMap {
  readings: Record<string, string>;
  words: Record<string, string>;
  /**
   * The site's names, space-separated: the Chinese of its titles, keywords, tags and the names
   * in its sections (bold text, link text, first table cells). A query is split into words at
   * these names first (弓箭手 套件, not 弓箭 手套 件), as the pages were.
   */
  names: string;
  /**
   * The Latin words of the pages' text, titles, keywords and addresses, space-separated, each cut
   * to what a query that may be initials can start (see initialsLikeStart), without those that
   * start another: letters that start none of them, no initials of a name and no pinyin start no
   * word of the index.
   */
  latin: string;
}

/**
 * The types of question the search tells apart, as docs/questions.yml names them: the words that
 * only ask (dropped before searching), a question about a change, about a value that changed,
 * whether a bug is fixed, a described bug, when something was added, a schedule, and a
 * developer's query.
 */
export const QUESTION_TYPES = [
  'asking',
  'change',
  'value',
  'fix',
  'bug',
  'addition',
  'schedule',
  'technical',
] as const;

/** Each question type's plain phrases and regular expressions (docs/questions.yml). */
export type QuestionWords = Record<
  (typeof QUESTION_TYPES)[number],
  {phrases?: string[]; patterns?: string[]}
>;

/**
 * The question types as the search map carries them (lib/search-questions.ts writes them): each
 * type one regular expression's source; the words that only ask, taken out of a query in order,
 * as patterns and as phrases separated by spaces.
 */
export type QuestionSources = {asking: {patterns: string[]; phrases: string}} & Record<
  Exclude<(typeof QUESTION_TYPES)[number], 'asking'>,
  string
>;

/** The search map the indexer makes and the client reads; the file holds it packed (PackedSearchMap). */
export interface SearchMap extends PinyinMap {
  /** How players ask (docs/questions.yml), read by the query plan. */
  questions: QuestionSources;
  /**
   * The Pagefind result ids of the pages of each part of the site the ranking weighs apart
   * (see SECTION_FILTER); a page in none is wiki or technical sharing. Known up front, so that
   * each term of a query is one Pagefind search, not one more for each part of the site.
   */
  sections: Record<WeighedSection, string[]>;
}

/**
 * What PINYIN_MAP_FILE holds: the SearchMap packed, because every first search downloads it. Each
 * reading runs straight into its characters (yi一义以qi七企), letters and characters telling them
 * apart, and each name or Latin word starts with how many characters it shares with the one
 * before (起床 起床战争 becomes 起床 2战争). The client unpacks it once (unpackedMap).
 */
export interface PackedSearchMap extends Omit<SearchMap, 'readings'> {
  readings: string;
}

/** The most characters a packed word says it shares with the one before: one digit. */
const MOST_SHARED = 9;

function frontCoded(words: string): string {
  const list = words.split(' ');
  return list
    .map((word, i) => {
      const previous = list[i - 1] ?? '';
      let shared = 0;
      while (shared < MOST_SHARED && shared < word.length && word[shared] === previous[shared]) {
        shared += 1;
      }
      return (shared || '') + word.slice(shared);
    })
    .join(' ');
}

function frontDecoded(coded: string): string {
  let previous = '';
  return coded
    .split(' ')
    .map((entry) => {
      const shared = /^\d/.test(entry) ? Number(entry[0]) : 0;
      previous = previous.slice(0, shared) + entry.slice(shared ? 1 : 0);
      return previous;
    })
    .join(' ');
}

/**
 * The map as the indexer writes it. Its readings must be pinyin (letters a to z), and its names
 * and Latin words have no digits, as pinyinMap makes them.
 */
export function packedMap(map: SearchMap): PackedSearchMap {
  return {
    ...map,
    readings: Object.entries(map.readings)
      .map(([reading, chars]) => reading + chars)
      .join(''),
    names: frontCoded(map.names),
    latin: frontCoded(map.latin),
  };
}

/** The map as the client reads it, from the file. */
export function unpackedMap(file: PackedSearchMap): SearchMap {
  return {
    ...file,
    readings: Object.fromEntries(
      [...file.readings.matchAll(/([a-z]+)([^a-z]+)/g)].map(([, reading, chars]) => [
        reading,
        chars,
      ]),
    ),
    names: frontDecoded(file.names),
    latin: frontDecoded(file.latin),
  };
}

/** The longest name, in characters, that PinyinMap.names keeps. */
export const LONGEST_NAME = 4;

const readingOfChar = new WeakMap<PinyinMap, Map<string, string>>();

/** A character's reading on the site, or undefined for a character the map does not have. */
export function readingOf(char: string, map: PinyinMap): string | undefined {
  let byChar = readingOfChar.get(map);
  if (!byChar) {
    byChar = new Map();
    for (const [reading, chars] of Object.entries(map.readings)) {
      for (const each of chars) byChar.set(each, reading);
    }
    readingOfChar.set(map, byChar);
  }
  return byChar.get(char);
}

const hanRun = /\p{Script=Han}+/gu;

// Made on the first Chinese query, not when a page loads this module.
let segmenter: Intl.Segmenter | undefined;

/** The words of a Chinese run; one word where Intl.Segmenter is missing (Firefox before 125). */
function wordsOf(run: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return [run];
  segmenter ??= new Intl.Segmenter('zh', {granularity: 'word'});
  return [...segmenter.segment(run)].map(({segment}) => segment);
}

/**
 * The pinyin form of a Chinese query, in the spelling the index layer uses (起床站争 →
 * qichuangzhanzheng), or undefined when the query has no Chinese or a character the site never
 * uses in a title, keyword or heading. A homophone typo, the commonest typo with a pinyin
 * keyboard, then still finds its page.
 */
export function queryPinyin(query: string, map: PinyinMap): string | undefined {
  if (!/\p{Script=Han}/u.test(query)) return undefined;
  let complete = true;
  const converted = query.replace(hanRun, (run) => {
    return wordsOf(run)
      .map(
        (word) =>
          map.words[word] ??
          [...word]
            .map((char) => {
              const reading = readingOf(char, map);
              if (reading === undefined) complete = false;
              return reading ?? '';
            })
            .join(''),
      )
      .join('');
  });
  return complete ? converted : undefined;
}
