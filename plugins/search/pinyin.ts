import {addDict, customPinyin, pinyin} from 'pinyin-pro';
import CompleteDict from '@pinyin-pro/data/complete';
import {initialsLikeStart, LONGEST_NAME, TEXT_INITIALS_LENGTH, type PinyinMap} from './shared';

// pinyin-pro's built-in dictionary reads 排行榜 as "pai xing bang"; the complete phrase
// dictionary reads the site's polyphones (排行, 银行, 重生, 觉醒) as players say them.
addDict(CompleteDict);
// Words of the pages that even the complete dictionary misreads (zhong lian for 断线重连, diao dao
// for 渲染距离调到 8 个区块): players type them as said, and the text initials (dxcl) must agree.
customPinyin({重连: 'chóng lián', 重进: 'chóng jìn', 调到: 'tiáo dào'});

const hanRun = /\p{Script=Han}+/gu;
const words = new Intl.Segmenter('zh', {granularity: 'word'});

function syllables(text: string): string[] {
  return pinyin(text, {toneType: 'none', type: 'array', v: true});
}

/**
 * The pinyin spellings a player may type for the Chinese in `text`: for each run of Chinese
 * characters its full pinyin and its initials, run together (起床战争 → qichuangzhanzheng, qczz),
 * and the same from the start of each later word in it (zhanzheng, zz). Pagefind matches the
 * start of a word, so a player who types the pinyin or the initials of a title or heading, or of
 * a name inside it (djsd for 道具商店 in 去道具商店买什么), finds it.
 */
export function pinyinTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const [run] of text.matchAll(hanRun)) {
    const full = syllables(run);
    const initials = full.map((syllable) => syllable[0]);
    let start = 0;
    for (const {segment} of words.segment(run)) {
      if (start < full.length) {
        terms.add(full.slice(start).join(''));
        if (full.length - start > 1) terms.add(initials.slice(start).join(''));
      }
      start += [...segment].length;
    }
  }
  return [...terms];
}

/**
 * The initials a player may type for a thing the text names in passing rather than in a heading
 * (zdbx for 中岛补箱 in 中岛补箱之前先搭桥): from the start of each word of each run of Chinese, the
 * initials of its next characters, at most six, and at least three (two letters spell too many
 * words to tell anything). Pagefind matches the start of a word, so zdb and zdbx both find it.
 */
export function textInitials(text: string): string[] {
  const terms = new Set<string>();
  for (const [run] of text.matchAll(hanRun)) {
    const initials = syllables(run).map((syllable) => syllable[0]);
    let start = 0;
    for (const {segment} of words.segment(run)) {
      const term = initials.slice(start, start + TEXT_INITIALS_LENGTH).join('');
      if (term.length >= 3) terms.add(term);
      start += [...segment].length;
    }
  }
  return [...terms];
}

/** The full pinyin and the initials of each run of Chinese in `text`, whole (疯狂矿工 → fengkuangkuanggong, fkkg). */
export function pinyinWholeRuns(text: string): string[] {
  return [...text.matchAll(hanRun)].flatMap(([run]) => {
    const full = syllables(run);
    return full.length > 1 ? [full.join(''), full.map((s) => s[0]).join('')] : [full.join('')];
  });
}

/**
 * The site's readings of its own vocabulary (see PinyinMap): each character's most frequent
 * reading in `phrases`, and the words whose reading in context differs from that. Characters of
 * `otherText` (the pages' body text) that no phrase uses get their usual reading, so that a
 * typo made of such a character (真 for 珍) still turns into pinyin.
 */
export function pinyinMap(
  phrases: Iterable<string>,
  otherText = '',
  names: Iterable<string> = [],
  /** The Latin words of the pages (see PinyinMap.latin). */
  latinWords: Iterable<string> = [],
): PinyinMap {
  const readingCounts = new Map<string, Map<string, number>>();
  const wordReadings = new Map<string, string>();
  for (const phrase of phrases) {
    for (const [run] of phrase.matchAll(hanRun)) {
      const readings = syllables(run);
      const chars = [...run];
      chars.forEach((char, i) => {
        const counts = readingCounts.get(char) ?? new Map<string, number>();
        counts.set(readings[i]!, (counts.get(readings[i]!) ?? 0) + 1);
        readingCounts.set(char, counts);
      });
      let offset = 0;
      for (const {segment} of words.segment(run)) {
        const length = [...segment].length;
        if (length > 1) wordReadings.set(segment, readings.slice(offset, offset + length).join(''));
        offset += length;
      }
    }
  }
  for (const [char] of otherText.matchAll(/\p{Script=Han}/gu)) {
    if (!readingCounts.has(char)) readingCounts.set(char, new Map([[syllables(char)[0]!, 1]]));
  }
  const chars: Record<string, string> = {};
  const readings: Record<string, string> = {};
  for (const [char, counts] of [...readingCounts].sort(([a], [b]) => a.localeCompare(b))) {
    const reading = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    // pinyin-pro gives a character it cannot read (𠀀) as itself: no pinyin anyone types.
    if (!/^[a-z]+$/.test(reading)) continue;
    chars[char] = reading;
    readings[reading] = (readings[reading] ?? '') + char;
  }
  const wordsOut: Record<string, string> = {};
  for (const [word, reading] of [...wordReadings].sort(([a], [b]) => a.localeCompare(b))) {
    if ([...word].map((char) => chars[char]).join('') !== reading) wordsOut[word] = reading;
  }
  // Runs of two to four characters (弓箭手, 末影珍珠): a longer run is mostly a phrase in bold
  // (一定要把两个), which splits no query, and would make the first search download more.
  const siteNames = new Set(
    [...names].flatMap((name) =>
      [...name.matchAll(hanRun)]
        .map(([run]) => run)
        .filter((run) => run.length >= 2 && run.length <= LONGEST_NAME),
    ),
  );
  const starts = [...new Set([...latinWords].map(initialsLikeStart))]
    .filter((start) => start !== undefined)
    .sort();
  const latin = starts.filter((start, i) => !starts[i + 1]?.startsWith(start));
  return {
    readings,
    words: wordsOut,
    names: [...siteNames].sort().join(' '),
    latin: latin.join(' '),
  };
}
