// Stands in for @docusaurus/theme-common/lib/utils/emojiUtils.js in the browser bundle (see
// README.md). The original creates an Intl.Segmenter when its chunk loads and, once minified,
// compiles `^\p{RGI_Emoji}$` (the `v` flag, whose set of emoji strings is large) on every call:
// the cards of a category page cost a phone (CPU 4×) about 220 ms of main thread. Same answers for
// every label: the segmenter and the pattern are made only for a label whose first
// character can begin an emoji, and once.

/** Every emoji sequence (keycaps, flags, modifiers, ZWJ sequences) begins with an Emoji character. */
const mayBeginAnEmoji = /^\p{Emoji}/u;
let segmenter: Intl.Segmenter | undefined;
let wholeEmoji: RegExp | undefined;

/** Splits "⚠️ Hello World" into "⚠️" and " Hello World", as the theme's own function does. */
export function extractLeadingEmoji(input: string): {emoji: string | null; rest: string} {
  if (!mayBeginAnEmoji.test(input)) return {emoji: null, rest: input};
  segmenter ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  const grapheme = segmenter.segment(input)[Symbol.iterator]().next().value?.segment;
  if (!grapheme) return {emoji: null, rest: input};
  wholeEmoji ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  if (!wholeEmoji.test(grapheme)) return {emoji: null, rest: input};
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}
