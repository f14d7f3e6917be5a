/**
 * What the stored text of one of the first results says of a query: the features the second
 * pass of the ranking (rank.ts) weighs. The text is downloaded to show those results anyway.
 * Pure functions, unit-tested in tests/unit/search.test.ts.
 */
import {ALIAS_FILTER, LAYER_CLOSE, LAYER_OPEN} from '../shared';
import {
  carriesTopic,
  normalise,
  topicLetters,
  wordsOf,
  type QueryPlan,
  type SearchPlan,
} from './plan';
import type {PagefindData} from './retrieve';
import {versionSlug} from '../../../lib/version-slug';

/** What one of the first results says of the query; each a share from 0 to 1 unless noted. */
export interface PageFeatures {
  /** The page is the post of the version the query names (ver2.6.14). */
  versionPost: boolean;
  /** Whether its title and headings are weighed: a post for a change, another page otherwise. */
  headingsWeighed: boolean;
  /** The largest share of the query's letters its title or one heading holds (headingShare). */
  heading: number;
  /** The share of neighbouring words it says side by side (phraseShare); 0 when not weighed. */
  phrase: number;
  /** The share of the words its searches counted that it says (heldShare), at most 1. */
  held: number;
  /** The share of those that one section says, against the page (sectionShare). */
  focus: number;
  /** For a post and a question about a value: the share one change clause holds. */
  stated: number;
  /** For a post and a question about a fix: the share one 修复 section holds. */
  fix: number;
  /** How often it says the phrase the letters read as initials spell most (meantPhraseShares). */
  meant: number;
}

/**
 * The features of one of the first results: `coverage` is the share of the query's words its
 * searches found, `aliases` the query's words that are its aliases, `meant` its share of the
 * meant phrase summed over the letters read as initials.
 */
export function pageFeatures(
  data: PagefindData,
  plan: SearchPlan,
  context: {isPost: boolean; coverage: number; aliases?: string[]; meant: number; reading: Reading},
): PageFeatures {
  const {isPost, coverage, reading} = context;
  const headingsWeighed = plan.aboutAChange === isPost;
  // A page found by the query's correction (志愿者 for 自愿者) says the corrected words.
  const typed = heldShare(data, plan.words);
  const fixed = plan.correctedWords ? heldShare(data, plan.correctedWords) : 0;
  const [heldWords, said] = fixed > typed ? [plan.correctedWords!, fixed] : [plan.words, typed];
  const words = plan.words.length > 0 ? plan.words : [plan.text];
  return {
    versionPost:
      isPost && !!plan.version && sitePath(data.url).endsWith(`/${versionSlug(plan.version)}`),
    headingsWeighed,
    heading: headingShare(data, plan, reading, context.aliases),
    phrase: headingsWeighed ? phraseShare(data.content, plan.words) : 0,
    // The searches counted a word for a page Pagefind matched by its characters alone.
    held: coverage > 0 ? Math.min(1, said / coverage) : 1,
    focus: said > 0 ? sectionShare(data, heldWords) / said : 1,
    stated: isPost && plan.aboutAValue ? changeStatedFor(data, words) : 0,
    fix: isPost && plan.aboutAFix ? fixStatedFor(data, words) : 0,
    meant: context.meant,
  };
}

/** Reads a Chinese character as the site does (see readingOf), for a query typed in pinyin. */
export type Reading = (char: string) => string | undefined;

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
export function sitePath(url: string): string {
  return url.replace(/\/(?=#|$)/, '') || '/';
}
