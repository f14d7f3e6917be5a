/**
 * The first stage of search, the plan: everything read from a player's query before anything is
 * searched (its words, question type, month, version, corrections, pinyin and initials) and the
 * Pagefind terms that follow. Pure functions, unit-tested in tests/unit/search.test.ts; what the
 * terms find is weighed in rank.ts.
 */
import {
  LONGEST_NAME,
  queryPinyin,
  readingOf,
  textInitialsTerm,
  type PinyinMap,
  type QuestionSources,
} from '../shared';
import {clippedQuery} from './messages';

/** How players ask (docs/questions.yml), each type as one regular expression. */
interface Questions {
  /** What only asks, taken out in this order: each pattern, then each phrase. */
  asking: (RegExp | string)[];
  change: RegExp;
  value: RegExp;
  fix: RegExp;
  bug: RegExp;
  addition: RegExp;
  /** Global: a schedule is taken out of the query before it is read for a change. */
  schedule: RegExp;
  technical: RegExp;
}

const compiledQuestions = new WeakMap<QuestionSources, Questions>();

/** The question types compiled, once per search map. */
function questionsOf(sources: QuestionSources): Questions {
  let questions = compiledQuestions.get(sources);
  if (!questions) {
    const {asking, schedule, ...types} = sources;
    const expressions = Object.fromEntries(
      Object.entries(types).map(([type, source]) => [type, new RegExp(source, 'iu')]),
    ) as Omit<Questions, 'asking' | 'schedule'>;
    questions = {
      ...expressions,
      asking: [
        ...asking.patterns.map((pattern) => new RegExp(pattern, 'gu')),
        ...asking.phrases.split(' ').filter(Boolean),
      ],
      schedule: new RegExp(schedule, 'giu'),
    };
    compiledQuestions.set(sources, questions);
  }
  return questions;
}

/**
 * 的时候 and 有时候 in a question about a change (打对局的时候收不到公会消息): when the bug
 * happens, which the post's short 修复 line does not say; a word it lacks would hold it back. A
 * wiki page's prose does say it (没人的时候), so other queries keep it.
 */
const WHILE = /[的有]时候/g;

/** 怎么当 X, 如何做 X: asking how to become X, which the query then says as 成为 X. */
const BECOMING = /(怎么|怎样|如何|咋)(当|做)(?=\p{Script=Han})/gu;

/**
 * A value gone to another number (20分钟改15分钟, 3绿宝石涨到4, 变成15分钟 以前20分钟): two
 * numbers, one after a change word or a word for the past. One number is a question about the
 * rule as it is (一个月能改2次名吗, 降到1级会怎样).
 */
const GONE_TO_A_NUMBER =
  /(涨|降|改|变成?|提高?|降低|缩短|延长)到?\s*\d|(以前|之前|原来|本来)(是|只有|只要|才)?\s*\d/u;
const goneToANumber = (text: string) =>
  (text.match(/\d+/g)?.length ?? 0) >= 2 && GONE_TO_A_NUMBER.test(text);

/**
 * Words that carry no topic of their own: particles and single characters of grammar, and the
 * pronouns, modal verbs and fillers players type around a topic (可以, 一起, 现在, 到底). A query
 * of several words is also searched word by word (the engine finds only pages with every word),
 * and these words are left out of that, so that a page lacking them covers the query whole.
 */
const FUNCTION_WORDS = new Set([
  ...'的了是在和与被把还能会要就都也加有没我你他她这那个一么得地着过给让用到上下',
  ...'才能 可以 能够 一起 的话 一下 现在 已经 还是 就是 到底 自己 这个 那个 一般 大概'.split(' '),
  ...'我们 你们 他们 时候 以前 之前 原来 本来'.split(' '),
]);

/** A version of the game as posts write it: three numbers (2.6.14), not a price or a share. */
export const VERSION = /(?<![\d.])\d+\.\d+\.\d+(?![\d.])/;

const CHINESE_MONTHS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];

/** A month named in a query: 2025年10月, 25年2月, 11月, 十月. */
const MONTH = new RegExp(
  `(?:(\\d{4}|\\d{2})\\s*年\\s*)?(\\d{1,2}|${[...CHINESE_MONTHS].reverse().join('|')})\\s*月(?:份)?`,
);

export interface NamedMonth {
  /** The full year, when the query gives one (25年 is 2025). */
  year?: number;
  /** 1 to 12. */
  month: number;
}

/** The month a query names, if any. */
export function namedMonth(text: string): NamedMonth | undefined {
  const match = MONTH.exec(text);
  if (!match) return undefined;
  const [, year, month] = match as unknown as [string, string | undefined, string];
  const number = /\d/.test(month) ? Number(month) : CHINESE_MONTHS.indexOf(month) + 1;
  if (number < 1 || number > 12) return undefined;
  return {
    year: year === undefined ? undefined : Number(year.length === 2 ? `20${year}` : year),
    month: number,
  };
}

export interface QueryPlan {
  /** The query as searched: normalised, question words dropped. */
  text: string;
  /** Its words of two or more letters when it has more than one, each searched on its own too. */
  words: string[];
  /** Whether the query asks about a change, which a changelog post answers best. */
  aboutAChange: boolean;
  /** Whether that change is of a value (a price, a duration, a limit). */
  aboutAValue: boolean;
  /** Whether that change is a fix: the query asks whether a bug is fixed, or describes one. */
  aboutAFix: boolean;
  /** Whether the query is for developers, which the data-API reference answers best. */
  technical: boolean;
  /** The month the query names, whose changelog posts it looks for. */
  month?: NamedMonth;
  /** The query without the month it names, searched among that month's posts. */
  textBesidesMonth: string;
  /** The version the query names (2.6.1), which the pages that say it whole answer. */
  version?: string;
}

/** Full-width letters and digits to ASCII, lower case, punctuation to spaces. */
export function normalise(query: string): string {
  return (
    query
      .normalize('NFKC')
      .toLowerCase()
      // 8x2, 4v4, 64*64: the site writes team sizes and plot sizes with ×.
      .replace(/(\d)\s*[xv*]\s*(?=\d)/g, '$1×')
      // 3gb, 40mb, 60fps: the site writes a number and its unit apart (3 GB), as two words.
      .replace(/(?<![a-z\d.])(\d+)(?=[a-z]+\b)/g, '$1 ')
      .replace(/[，。、！？；：“”‘’（）【】《》,!?;:"'()[\]<>/]/g, ' ')
      .replace(/\s+/g, ' ')
      // k f z m y, q c z z: initials typed a letter at a time, as one word.
      .replace(/(?<![a-z\d])[a-z](?: [a-z](?![a-z\d]))+/g, (letters) => letters.replaceAll(' ', ''))
      .trim()
  );
}

let segmenter: Intl.Segmenter | undefined;

/** The words of a query (Chinese split into words); none where Intl.Segmenter is missing. */
export function wordsOf(text: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return [];
  segmenter ??= new Intl.Segmenter('zh', {granularity: 'word'});
  return [...segmenter.segment(text)]
    .filter(({isWordLike}) => isWordLike)
    .map(({segment}) => segment);
}

/**
 * Whether a term is also searched in pinyin, which corrects a homophone typo (空导 for 空岛). Not
 * for one character: its pinyin is shared by dozens of characters and begins hundreds of
 * indexed words (ming: 名, 明, mingci…), so 名 in pinyin finds every page but the one about names.
 */
export function isSearchedInPinyin(term: string): boolean {
  return (term.match(/\p{Script=Han}/gu)?.length ?? 0) > 1;
}

/**
 * The query with a space around each of the site's names in it, longest name first from the
 * left (弓箭手套件 → 弓箭手 套件), and the names found. A general-purpose word splitter reads
 * 弓箭手套件 as 弓箭 手套 件 (bow, glove, piece), which no page about the archer's kit contains
 * in that form; the pages were indexed with their own words.
 */
export function splitAtNames(
  text: string,
  names: ReadonlySet<string>,
): {text: string; names: string[]} {
  const found: string[] = [];
  const spaced = text.replace(/\p{Script=Han}+/gu, (run) => {
    const chars = [...run];
    const parts: string[] = [];
    let unnamed = '';
    for (let i = 0; i < chars.length;) {
      let length = Math.min(LONGEST_NAME, chars.length - i);
      while (length >= 2 && !names.has(chars.slice(i, i + length).join(''))) length -= 1;
      if (length < 2) {
        unnamed += chars[i];
        i += 1;
        continue;
      }
      const name = chars.slice(i, i + length).join('');
      parts.push(...(unnamed ? [unnamed] : []), name);
      found.push(name);
      unnamed = '';
      i += length;
    }
    return [...parts, ...(unnamed ? [unnamed] : [])].join(' ');
  });
  return {text: spaced, names: found};
}

/**
 * A syllable as a near-homophone slip may spell it: zh/z, ch/c, sh/s, n/l and f/h as one initial,
 * in/ing and en/eng as one final, the slips of regional accents and of a pinyin keyboard's
 * neighbouring candidates (新光 for 星光, 连土 for 粘土, 申述 for 申诉).
 */
export function foldSyllable(syllable: string): string {
  return syllable
    .replace(/^([zcs])h/, '$1')
    .replace(/^n(?=[aeiouv])/, 'l')
    .replace(/^f/, 'h')
    .replace(/([ie])ng$/, '$1n');
}

/** The folded pinyin of a Chinese word, or undefined when a character has no known reading. */
function foldedPinyin(word: string, reading: (char: string) => string | undefined) {
  const syllables = [...word].map(reading);
  return syllables.every((syllable) => syllable !== undefined)
    ? syllables.map((syllable) => foldSyllable(syllable!)).join(' ')
    : undefined;
}

const homophoneIndexes = new WeakMap<ReadonlySet<string>, Map<string, string | null>>();

/**
 * The query with each run of two to four Chinese characters that is no name of the site but
 * sounds like one, give or take a near-homophone slip, replaced by that name (longest first from
 * the left); the query itself when nothing sounds like a name. A folded reading that two names
 * share corrects nothing: which one was meant cannot be told.
 */
export function correctNearHomophones(
  text: string,
  names: ReadonlySet<string>,
  reading: (char: string) => string | undefined,
): string {
  let index = homophoneIndexes.get(names);
  if (!index) {
    index = new Map();
    for (const name of names) {
      const key = foldedPinyin(name, reading);
      if (key !== undefined)
        index.set(key, index.has(key) && index.get(key) !== name ? null : name);
    }
    homophoneIndexes.set(names, index);
  }
  return text.replace(/\p{Script=Han}{2,}/gu, (run) => {
    const chars = [...run];
    let out = '';
    for (let i = 0; i < chars.length;) {
      let replaced = false;
      for (let length = Math.min(LONGEST_NAME, chars.length - i); length >= 2; length--) {
        const word = chars.slice(i, i + length).join('');
        if (names.has(word)) {
          out += word;
          i += length;
          replaced = true;
          break;
        }
        const key = foldedPinyin(word, reading);
        const name = key === undefined ? undefined : index.get(key);
        if (name) {
          out += name;
          i += length;
          replaced = true;
          break;
        }
      }
      if (!replaced) {
        out += chars[i];
        i += 1;
      }
    }
    return out;
  });
}

export const carriesTopic = (word: string) => !FUNCTION_WORDS.has(word);

/**
 * Segments with each run of single characters replaced by its overlapping pairs that hold a
 * character of a topic: a segmenter that does not know a two-character phrase (搭桥, 到账) cuts
 * it into characters, which alone match too much to be searched; their pairs hold the phrase
 * whichever way it was cut, a function character (到) included.
 */
export function pairedSingles(segments: string[]): string[] {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    const topical = characterPairs(run).filter((pair) => [...pair].some(carriesTopic));
    out.push(...([...run].length > 1 ? topical : run && carriesTopic(run) ? [run] : []));
    run = '';
  };
  for (const segment of segments) {
    if (/^\p{Script=Han}$/u.test(segment)) run += segment;
    else {
      flush();
      out.push(segment);
    }
  }
  flush();
  return out;
}

/**
 * The letters of a query that carry its topic, each once: the Chinese characters of its words
 * other than function words (的, 了 and 地 alone, not 地 of 地皮), and its runs of Latin letters
 * or digits whole.
 */
export function topicLetters(text: string): string[] {
  const han = text
    .split(' ')
    .flatMap((part) => {
      const words = wordsOf(part);
      return words.length > 0 ? words : [part];
    })
    .filter((word) => !FUNCTION_WORDS.has(word))
    .flatMap((word) => [...word.matchAll(/\p{Script=Han}/gu)].map(([char]) => char));
  const latin = text.match(/[a-z0-9][a-z0-9._-]*/gi) ?? [];
  return [...new Set([...han, ...latin.map((word) => word.toLowerCase())])];
}

/**
 * A word without the 了 the splitter leaves on it (满了, 少了): pages say 群已满 or 人少, and a
 * query's word that its page does not say holds the page back (see heldShare in features.ts).
 */
export function withoutParticle(word: string): string {
  return word.replace(/(?<=\p{Script=Han})了$/u, '');
}

/** The overlapping pairs of characters of a word: 搭桥快 → 搭桥, 桥快. */
export function characterPairs(word: string): string[] {
  const chars = [...word];
  return chars.slice(1).map((char, i) => chars[i]! + char);
}

/**
 * What a query is read as: its text as searched, its words and what it asks (`questions`, from
 * docs/questions.yml); `siteNames` are the names it is split at.
 */
export function planQuery(
  query: string,
  questionSources: QuestionSources,
  siteNames: ReadonlySet<string> = new Set(),
): QueryPlan {
  const questions = questionsOf(questionSources);
  // Whatever the field or the address let through, only the first characters are searched.
  const normalised = clippedQuery(normalise(query)).trim();
  const valueChanged = goneToANumber(normalised);
  const describesABug = questions.bug.test(normalised);
  // Which day something recurring happens (每个月几号发) asks about a schedule, not a change.
  const unscheduled = normalised.replace(questions.schedule, ' ');
  const aboutAChange =
    questions.change.test(unscheduled) ||
    questions.addition.test(unscheduled) ||
    valueChanged ||
    describesABug;
  let text = normalised.replace(BECOMING, '$1成为');
  for (const asking of questions.asking) {
    text = typeof asking === 'string' ? text.replaceAll(asking, ' ') : text.replace(asking, ' ');
  }
  if (aboutAChange) text = text.replace(WHILE, ' ');
  // A particle or 是 left at the end of a phrase (加的, 开放了, 群号是多少) is not on the page.
  text =
    text
      .replace(/(?<=\S)[的了是](?=\s|$)/g, '')
      .replace(/\s+/g, ' ')
      .trim() || normalised;
  const split = splitAtNames(text, siteNames);
  text = split.text;
  // One character alone matches too much of the site to help a query of several words.
  const words = text
    .split(' ')
    .flatMap((part) =>
      split.names.includes(part) ? [part] : pairedSingles(wordsOf(part).map(withoutParticle)),
    )
    .filter((word) => word.length > 1 && !FUNCTION_WORDS.has(word));
  return {
    text,
    // One word with other text around it (公会等级 出) is searched alone too, so that what is
    // left over never decides whether a page is found.
    words: words.length > 1 || (words.length === 1 && words[0] !== text) ? [...new Set(words)] : [],
    aboutAChange,
    aboutAValue: aboutAChange && (valueChanged || questions.value.test(normalised)),
    aboutAFix: aboutAChange && (questions.fix.test(normalised) || describesABug),
    technical: questions.technical.test(normalised),
    month: namedMonth(text),
    textBesidesMonth: text.replace(MONTH, ' ').replace(/\s+/g, ' ').trim(),
    version: VERSION.exec(normalised)?.[0],
  };
}

/** The site's words a query is read against, from the search map the first search loads. */
export interface SiteWords {
  map: PinyinMap;
  /** How players ask (docs/questions.yml). */
  questions: QuestionSources;
  /** The site's names (PinyinMap.names), which a query is split at. */
  names: ReadonlySet<string>;
  /** Words of the index that letters may start (see startsNoWord). */
  letterWords: string[];
  /** The site's names in pinyin (起床战争 → qichuangzhanzheng), made on first use: it is costly. */
  spokenNames: () => string[];
}

/**
 * How a term was read from the query; rank.ts weighs each reading (see termWeight).
 * - typed: the query as typed; joined: without the separators of a field name (final_deaths);
 *   spoken: in pinyin; corrected: with a homophone of a name corrected to the name;
 * - word: one of its words; wordAsInitials: a word of letters read as the initials of the text;
 * - initials: the query read as the initials of the text; spelled: full pinyin read as initials;
 * - pair: two neighbouring characters of a word the index does not hold as the query cut it.
 */
export type TermKind =
  | 'typed'
  | 'joined'
  | 'spoken'
  | 'corrected'
  | 'word'
  | 'wordAsInitials'
  | 'initials'
  | 'spelled'
  | 'pair';

/** One Pagefind search of a query. */
export interface Term {
  term: string;
  kind: TermKind;
  /** The query's word the term stands for; none for the query whole. */
  word?: string;
  /**
   * Pagefind matched the letters to a shorter word (see startsNoWord): what the term found need
   * not hold the query's words, and counts for less.
   */
  shorter: boolean;
}

export interface SearchPlan extends QueryPlan {
  /** The query in pinyin, when it has two Chinese characters or more. */
  spoken?: string;
  /** The query with near-homophones of the site's names corrected; its text when none. */
  corrected: string;
  /** The corrected query's words, when a correction was made. */
  correctedWords?: string[];
  /** Words of letters typed beside Chinese that start no word of the index: initials. */
  wordsAsInitials: string[];
  /** Whether the query is letters that start no word of the index: initials of the text. */
  noWordStarts: boolean;
  /** The query read as initials of the text, searched when the typed query finds little. */
  initials?: string;
  /** Full pinyin of no name of the site, read as initials of the text (zhizhenxuanxiang). */
  spelled?: string;
  /** The query's searches, in the order whose first finder gives a page its excerpt. */
  terms: Term[];
  /** What may be an alias of a page (docs/aliases.yml): the query and each of its words. */
  aliasTerms: string[];
}

/** The plan of a query: what it is read as, and its terms. */
export function planSearch(query: string, site: SiteWords): SearchPlan {
  const {map, names, letterWords, questions} = site;
  const plan = planQuery(query, questions, names);
  const spoken = isSearchedInPinyin(plan.text) ? queryPinyin(plan.text, map) : undefined;
  const corrected = correctNearHomophones(plan.text, names, (char) => readingOf(char, map));
  const joined = withoutSeparators(plan.text);
  const initials = textInitialsTerm(plan.text);
  const noWordStarts = initials !== undefined && startsNoWord(plan.text, map, letterWords);
  // Initials typed beside Chinese (ydls称号 for 云端猎手称号): a word of letters that starts no
  // word of the index is searched as the initials of the pages' text, counts as that word and,
  // like the initials of a query of letters alone, in full: it names one thing a page says.
  const wordsAsInitials = plan.words.filter(
    (word) =>
      initials === undefined &&
      textInitialsTerm(word) !== undefined &&
      startsNoWord(word, map, letterWords),
  );
  // Pagefind matched letters that start no word to a shorter word: whatever the query whole
  // found (or, when one of its words was such letters, the searches of the query whole) need
  // not hold the query's words.
  const whole = (term: string, kind: TermKind): Term => ({
    term,
    kind,
    shorter: noWordStarts || wordsAsInitials.length > 0,
  });
  const terms: Term[] = [
    whole(plan.text, 'typed'),
    // The section of the data-API reference that defines a field holds its name without
    // separators (see tokenForm in the indexer): final-deaths finds final_deaths there.
    ...(joined !== plan.text ? [whole(joined, 'joined')] : []),
    ...(spoken && spoken !== plan.text ? [whole(spoken, 'spoken')] : []),
    ...(corrected !== plan.text ? [whole(corrected, 'corrected')] : []),
    // Pagefind finds only pages with every word; each word alone finds the pages with some.
    // Its index chunks are the ones the whole query loaded, so this costs no download; only a
    // word read as initials loads the chunk of the text's initials.
    ...plan.words.map((word): Term =>
      wordsAsInitials.includes(word)
        ? {term: textInitialsTerm(word)!, kind: 'wordAsInitials', word, shorter: false}
        : {term: word, kind: 'word', word, shorter: noWordStarts},
    ),
  ];
  // A name spelled out in full pinyin (zhizhenxuanxiang for 指针选项): the index holds the
  // pinyin of titles, headings and names only, and Pagefind matched a shorter word. Not for the
  // pinyin of one of the site's names, which the query as typed found.
  const spelledTerm = initials === undefined ? spelledInitialsTerm(plan.text, map) : undefined;
  const spelled =
    spelledTerm && !site.spokenNames().some((name) => name.startsWith(plan.text))
      ? spelledTerm
      : undefined;
  return {
    ...plan,
    spoken,
    corrected,
    correctedWords:
      corrected !== plan.text ? planQuery(corrected, questions, names).words : undefined,
    wordsAsInitials,
    noWordStarts,
    initials,
    spelled,
    terms,
    aliasTerms: [...new Set([plan.text, ...plan.words])].filter(
      (term) => term && !term.includes(' '),
    ),
  };
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

/** Letters and digits joined across `_` and `-`: x-api-key → xapikey. */
export function withoutSeparators(text: string): string {
  return text.replace(/\b[a-z][a-z0-9]*(?:[_-]+[a-z0-9]+)+/gi, (token) =>
    token.replace(/[_-]/g, ''),
  );
}
