/**
 * Whether the site holds anything of a query, judged on the stored text of its first results.
 * Pagefind always finds something: a Chinese word the index lacks is matched character by
 * character (量子力学 finds pages that say 数量 and 学习), and letters that start no word of the
 * index are matched to the longest word they start with (xyzqwe to a page's x…). Such pages
 * answer nothing, and the player is better served by the no-result help. Pure functions,
 * unit-tested in tests/unit/search.test.ts.
 */
import {TEXT_INITIALS_LENGTH} from '../shared';
import {carriesTopic, characterPairs} from './plan';

/** Reads a Chinese character as the site does; undefined for one the site never uses. */
type Reading = (char: string) => string | undefined;

/** The neighbouring pairs of a query's Chinese characters that hold a character of a topic. */
function topicalPairs(text: string): string[] {
  return [...text.matchAll(/\p{Script=Han}+/gu)]
    .flatMap(([run]) => characterPairs(run))
    .filter((pair) => [...pair].some(carriesTopic));
}

/** Text as a sequence of readings, anything but Chinese a break: 末影珍珠 → " mo ying zhen zhu ". */
const soundOf = (text: string, reading: Reading) =>
  ` ${[...text].map((char) => (/\p{Script=Han}/u.test(char) ? (reading(char) ?? char) : '|')).join(' ')} `;

/**
 * Whether one of the pages says two neighbouring characters of the Chinese query, or two that
 * sound the same (公汇 for 公会): a typo of one character keeps a pair of a longer word whole,
 * and a homophone keeps its sound. Pages that share only single characters with the query, or
 * none, do not hold it. Only for a query whose characters the site all uses: a character it
 * never uses has no reading to compare, and may be a typo of a word the pages do say; and only
 * for Chinese alone, since a Latin word beside it (当OP) may be what the pages hold.
 */
export function chineseHeld(text: string, pages: string[], reading: Reading): boolean {
  if (!/^[\p{Script=Han} ]+$/u.test(text)) return true;
  if ((text.match(/\p{Script=Han}/gu) ?? []).some((char) => reading(char) === undefined))
    return true;
  const pairs = topicalPairs(text);
  if (pairs.length === 0) return true;
  // The pages' own characters first: reading a whole page as sounds is the costly part, and a
  // query the site holds is nearly always found as written.
  const says = pages.some((page) => {
    const squashed = page.replace(/\s/g, '');
    return pairs.some((pair) => squashed.includes(pair));
  });
  if (says) return true;
  const pairSounds = pairs.map((pair) => soundOf(pair, reading));
  return pages.some((page) => {
    const sound = soundOf(page, reading);
    return pairSounds.some((pairSound) => sound.includes(pairSound));
  });
}

/**
 * Whether two words are one slip apart: one letter wrong, missing or extra, or two neighbours
 * swapped (bedwras for bedwars).
 */
export function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let same = 0;
  while (same < a.length && a[same] === b[same]) same += 1;
  const [restA, restB] = [a.slice(same), b.slice(same)];
  return (
    restA.slice(1) === restB.slice(1) ||
    restA.slice(1) === restB ||
    restA === restB.slice(1) ||
    (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2))
  );
}

/**
 * Whether letters that start no word of the index still name something the site holds: the
 * pages' text spells them as initials (all but their last letter, which may be a slip, and at
 * least three, as the index's own initials; at most as many as it keeps), or they are one slip
 * from the start of one of `words` (the site's Latin words, and its names in pinyin and
 * initials).
 */
export function lettersHeld(
  letters: string,
  pages: string[],
  reading: Reading,
  words: () => Iterable<string>,
): boolean {
  const spelled = letters.slice(0, Math.max(3, Math.min(TEXT_INITIALS_LENGTH, letters.length - 1)));
  const initialsOf = (page: string) =>
    (page.match(/\p{Script=Han}/gu) ?? []).map((char) => reading(char)?.[0] ?? '?').join('');
  if (pages.some((page) => initialsOf(page).includes(spelled))) return true;
  const lengths = [letters.length - 1, letters.length, letters.length + 1];
  for (const word of words()) {
    if (lengths.some((length) => oneSlipApart(letters, word.slice(0, length)))) return true;
  }
  return false;
}
