import {addDict, pinyin} from 'pinyin-pro';
import CompleteDict from '@pinyin-pro/data/complete';
import type {PinyinMap} from './shared';

// pinyin-pro's built-in dictionary reads 排行榜 as "pai xing bang"; the complete phrase
// dictionary reads the site's polyphones (排行, 银行, 重生, 觉醒) as players say them.
addDict(CompleteDict);

const hanRun = /\p{Script=Han}+/gu;
const words = new Intl.Segmenter('zh', {granularity: 'word'});

function syllables(text: string): string[] {
  return pinyin(text, {toneType: 'none', type: 'array', v: true});
}

/**
 * The pinyin spellings a player may type for the Chinese in `text`: for each run of Chinese
 * characters its full pinyin and its initials, run together (起床战争 → qichuangzhanzheng,
 * qczz), and the full pinyin of each word of two or more characters within it (zhanzheng), so
 * that prefix search matches from the start of the run and from the start of each word.
 */
export function pinyinTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const [run] of text.matchAll(hanRun)) {
    const full = syllables(run);
    terms.add(full.join(''));
    if (full.length > 1) terms.add(full.map((syllable) => syllable[0]).join(''));
    for (const {segment, isWordLike} of words.segment(run)) {
      if (isWordLike && segment.length > 1 && segment !== run)
        terms.add(syllables(segment).join(''));
    }
  }
  return [...terms];
}

/**
 * The site's readings of its own vocabulary (see PinyinMap): each character's most frequent
 * reading in `phrases`, and the words whose reading in context differs from that.
 */
export function pinyinMap(phrases: Iterable<string>): PinyinMap {
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
  const chars: Record<string, string> = {};
  for (const [char, counts] of [...readingCounts].sort(([a], [b]) => a.localeCompare(b))) {
    chars[char] = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  }
  const wordsOut: Record<string, string> = {};
  for (const [word, reading] of [...wordReadings].sort(([a], [b]) => a.localeCompare(b))) {
    if ([...word].map((char) => chars[char]).join('') !== reading) wordsOut[word] = reading;
  }
  return {chars, words: wordsOut};
}
