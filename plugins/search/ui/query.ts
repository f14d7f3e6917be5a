/**
 * How a player's query becomes the terms the engine searches for. Pure functions, unit-tested in
 * tests/unit/search.test.ts; the weights that use them live in engine.ts.
 */
import {LONGEST_NAME} from '../shared';
import {clippedQuery} from './messages';

/**
 * Words that make a query a question but name nothing (怎么组队, 充值没到账怎么办, 公会怎么建):
 * pages rarely repeat them, so they are dropped before searching. Longest first.
 */
const QUESTION_WORDS = [
  // Is it fixed? The fix is the question's intent (see ABOUT_A_CHANGE), not a word of the answer.
  '还有这个bug吗',
  '是不是bug',
  '是bug吗',
  '修复了没有',
  '修复了没',
  '修复了吗',
  '修复没',
  '修好了没有',
  '修好了没',
  '修好了吗',
  '修好没',
  '修了没有',
  '修了没',
  '修了吗',
  '了没有',
  '了没',
  '什么时候',
  '啥时候',
  '哪一天',
  '哪天',
  '哪个版本',
  '哪次',
  '哪一版',
  '几号',
  '多久',
  // How many (组队最多几个人, 公会能有多少人, 改名冷却几天): the pages give the number, not the
  // question; what is counted (天) stays.
  '几个人',
  '多少人',
  '几人',
  '几个',
  '多少',
  '几',
  '怎么回事',
  '咋回事',
  '怎么办',
  '怎么样',
  '怎么弄',
  '怎么',
  '怎样',
  '如何',
  '为什么',
  '为啥',
  '咋办',
  '咋',
  '能不能',
  '可不可以',
  '是不是',
  '有没有',
  '在哪里',
  '在哪',
  '哪里',
  '哪个',
  '哪些',
  '哪种',
  '什么',
  '啥',
  '吗',
  '呢',
  '啊',
  '呀',
  '吧',
  '？',
  '?',
];

/**
 * 的时候 and 有时候 in a question about a change (打对局的时候收不到公会消息): when the bug
 * happens, which the post's short 修复 line does not say; a word it lacks would hold it back. A
 * wiki page's prose does say it (没人的时候), so other queries keep it.
 */
const WHILE = /[的有]时候/g;

/** When, or in which version: the start of the two questions below. */
const WHEN = '(什么时候|啥时候|哪一?天|几号|哪个版本|哪一?版)';

/**
 * When or in which version something was fixed (什么时候修的, 哪天修好的, 哪个版本修复的): the
 * asking, fix included, is the query's intent (see ABOUT_A_CHANGE); the post says 修复, not 修好.
 */
const ASKING_WHEN_FIXED = new RegExp(`${WHEN}修(复|好)?[的了]?`, 'g');

/** Since when (从什么时候开始, 哪个版本开始的, 从哪天起): the asking, not a word of the answer. */
const ASKING_SINCE = new RegExp(`从?${WHEN}(起|开始)[的了]?`, 'g');

/** 怎么当 X, 如何做 X: asking how to become X, which the query then says as 成为 X. */
const BECOMING = /(怎么|怎样|如何|咋)(当|做)(?=\p{Script=Han})/gu;

/**
 * A query about when something changed, which a changelog post answers: a date, a month, a
 * version, a word for an update, since when (啥时候能, 什么时候变成, 哪天开始, 啥时候砍的), which
 * day or which time (哪天, 哪次), whether something is new (新出的, 新加的) or came lately (最近加了),
 * whether something changed or used to be (变短了吗, 涨了没, 变贵了, 是不是变短了 以前几秒, 有变化
 * 吗, 改过没, 以前是不是, 以前一局不是 20 分钟吗 but not 以前的昵称, 还是 60 天吗, 还要等 30 秒吗),
 * was nerfed or buffed (被砍了, 削弱, 加强了), whether something still works or works now (现在还能,
 * 现在能…了吗, 也能…了, 正常了吗), whether a bug is fixed (修了没, 修好了吗, 是不是修了, 解决了没,
 * 好了没, 还有这个 bug 吗), how come there is only so much now (怎么只有 10 支箭了) or a value
 * went to another number (see goneToANumber).
 * Not a change the player made (改过名) or a report being handled (处理了吗), and not a decimal
 * with a unit after it (2.5 颗心, 0.4 秒, 5.6 万名): that is an amount, where 2.6 or 2.0 alone
 * names a version.
 */
const ABOUT_A_CHANGE =
  /\d+\s*(月|年)|\d+\.\d+(?![\d.]|\s*[万千颗倍秒分格个块米名人次级天%])|版本|更新|公告|(什么时候|啥时候)(加|出|上线|开放|开服|改|修|有|变|生效|开始|能|扩|涨|降|砍|削|调)|哪一?天|哪次|几号|(以前|之前|原来|本来)[^\P{Script=Han}的]{0,4}?(是不是|不是|是|能|可以)|(变|涨|降|提高|降低|延长|缩短|增加|减少|扩大|缩小|调整?)\p{Script=Han}?了(吗|没|么|\s|$)|哪一?版|哪个版|(?<![不没])上线|改了(?![^\P{Script=Han}吗没吧么啥])|改成|涨价|降价|周年|修(复|好)?了?(没|吗)|修(复|好)?了$|是不是(已经)?修(复|好)?了|现在还(能|会|可以|有|算)|(现在|也)(能|可以|会|有)\p{Script=Han}*了(吗|没|么|$)|热修|被砍|砍了|削弱|被削|削了|加强了|\bbuff|\bnerf|bug|\bver|\bupdate|\bversion|新(加|出|增)|变化|改动|变动|(调整|改|调|变)过(吗|没|么|$)|(正常|解决|好)了(吗|没|么)|最近(加|出|改|有|更)|还(是|要)[^吗么]{0,6}\d[^吗么]{0,4}(吗|么)$|怎么(只有|只剩|才)[^吗么]{0,8}了$/iu;

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
 * Which day or date something recurring happens (每个月几号发, 每周哪天刷新) or how often (多久更新
 * 一次): a question about a schedule, which the page of the topic answers, not about a change.
 */
const ASKING_A_SCHEDULE =
  /每\s*个?\s*(月|周|星期|天|日|年|赛季|局)[^，。,]{0,6}?(几号|哪一?天)|(更新|刷新)一次/gu;

/**
 * Among questions about a change, one about a value that changed: a price, a duration, a limit
 * (末影珍珠什么时候变贵的, 申诉期限变长了吗, 改名冷却以前是不是 60 天, 啥时候砍到一个月, 怎么只有
 * 10 支箭了). The post that states the change from one value to another answers it (see
 * changeStatedFor in engine.ts), not a later post that mentions the topic again.
 */
const ABOUT_A_VALUE =
  /变\p{Script=Han}|涨|降|(砍|削|减)(到|成)|以前|之前|原来|本来|改成|改为|改了|多久|多长|怎么(只有|只剩|才)/u;

/**
 * A query that describes a bug rather than asks about a page (对局里看不到公会消息, 反击陷阱没
 * 反应, 镐子突然没了, 被一遍遍送进队列, 任务进度老不涨, 床没了没提示, 改名后榜上还是旧名字,
 * 昵称没变, 边界收缩不均匀): the post whose 修复 line fixed it answers it, as for a question
 * about a change. Not a player's trouble with the game client (进不去, 一直闪退, 登不上, 白屏,
 * 消失, 被弹回): the client FAQ pages use those words and answer them.
 */
const DESCRIBING_A_BUG =
  /(看|收|听)不(到|见)|没反应|不触发|没触发|失灵|突然没了|不见了|一遍遍|反复|还挂着|还显示|老不|总不|(没|不)提示|好几次|没变|还是旧|不均匀/;

/**
 * Among questions about a change, whether a bug is fixed (修了没, 哪个版本修的, 是bug吗, 还有这个
 * bug 吗, 还会吗, 正常了吗, 解决了没): the post whose 修复 section names it answers, not the post
 * that brought what broke. Not a bug the player wants to report (出bug咋录视频, 发现bug上报).
 */
const ABOUT_A_FIX = /修(?!改)|是\s*bug|bug\s*(吗|么)|还会(吗|么|不)|(正常|解决|好)了(吗|没|么)/iu;

/**
 * A question about when something came to the game, which the post that brought it answers:
 * when (公会啥时候上线的, 挖掘疲劳陷阱啥时候加的, 地皮画笔几月出的), whether it is new (晴空港是
 * 新图吗) or something more came (是不是多了一档, 啥时候多了个三星). ABOUT_A_CHANGE holds the
 * rest of such questions: 哪天 or 哪个版本 alone (名人堂哪天开放的), 新出, 最近加了.
 */
const ABOUT_AN_ADDITION =
  /(什么时候|啥时候|几月|最早)\S{0,4}?(加|出|有|上线|开放|推出|开门)|新(图|地图|模式)|是不是新|多了(个|一)/u;

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

/**
 * A query for the data-API reference rather than for a player page: its words, an HTTP status
 * (429) or one of its five-digit error codes (40402), a field or header as a response writes it
 * (final_deaths, x-api-key). Not any number: a year (2025-S4) or a group number is a player's.
 */
const TECHNICAL =
  /接口|\bapi\b|密钥|\bkey\b|请求|返回|参数|字段|错误码|状态码|\bhttps?\b|\bjson\b|\bid\b|(?<![\d.])(\d{3}|\d{5})(?![\d.])|[a-z]_[a-z]|\bx-[a-z]/i;

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
 * query's word that its page does not say holds the page back (see heldShare in engine.ts).
 */
export function withoutParticle(word: string): string {
  return word.replace(/(?<=\p{Script=Han})了$/u, '');
}

/** The overlapping pairs of characters of a word: 搭桥快 → 搭桥, 桥快. */
export function characterPairs(word: string): string[] {
  const chars = [...word];
  return chars.slice(1).map((char, i) => chars[i]! + char);
}

export function planQuery(query: string, siteNames: ReadonlySet<string> = new Set()): QueryPlan {
  // Whatever the field or the address let through, only the first characters are searched.
  const normalised = clippedQuery(normalise(query)).trim();
  const valueChanged = goneToANumber(normalised);
  const describesABug = DESCRIBING_A_BUG.test(normalised);
  const unscheduled = normalised.replace(ASKING_A_SCHEDULE, ' ');
  const aboutAChange =
    ABOUT_A_CHANGE.test(unscheduled) ||
    ABOUT_AN_ADDITION.test(unscheduled) ||
    valueChanged ||
    describesABug;
  let text = normalised
    .replace(BECOMING, '$1成为')
    .replace(ASKING_WHEN_FIXED, ' ')
    .replace(ASKING_SINCE, ' ');
  for (const word of QUESTION_WORDS) text = text.replaceAll(word, ' ');
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
    aboutAValue: aboutAChange && (valueChanged || ABOUT_A_VALUE.test(normalised)),
    aboutAFix: aboutAChange && (ABOUT_A_FIX.test(normalised) || describesABug),
    technical: TECHNICAL.test(normalised),
    month: namedMonth(text),
    textBesidesMonth: text.replace(MONTH, ' ').replace(/\s+/g, ' ').trim(),
    version: VERSION.exec(normalised)?.[0],
  };
}
