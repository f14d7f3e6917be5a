import assert from 'node:assert/strict';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {test} from 'node:test';
import {extractLeadingEmoji} from '../../plugins/runtime-trims/emoji';
import {loadCategories} from '../support/content';

// The browser bundle's stand-in for the theme's leading-emoji check (plugins/runtime-trims) must
// answer as the theme's own module does; the theme's is loaded from node_modules, so an upgrade
// that changes its rules or its exports fails here (see UPGRADING.md).
const themeModule = pathToFileURL(
  path.resolve(__dirname, '../../node_modules/@docusaurus/theme-common/lib/utils/emojiUtils.js'),
).href;

/** Labels that begin with every character, alone and in the sequences emoji are made of. */
function labels(): string[] {
  const out = loadCategories().map(({label}) => label);
  const modifiers = ['', '\uFE0F', '\u20E3', '\uFE0F\u20E3', '\u{1F3FD}', '\u200D\u2640\uFE0F'];
  for (let codePoint = 0x20; codePoint <= 0x1ffff; codePoint++) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    for (const modifier of modifiers)
      out.push(`${String.fromCodePoint(codePoint)}${modifier} 攻略`);
  }
  // Flags are pairs of regional indicators.
  for (let a = 0x1f1e6; a <= 0x1f1ff; a++) {
    for (let b = 0x1f1e6; b <= 0x1f1ff; b++) out.push(String.fromCodePoint(a, b) + '规则');
  }
  out.push('', '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} 苏格兰', '👩‍👩‍👧‍👦 组队');
  return out;
}

test('the leading-emoji stand-in answers as the theme does, and exports what it exports', async () => {
  const theme = (await import(themeModule)) as typeof import('../../plugins/runtime-trims/emoji');
  assert.deepEqual(Object.keys(theme).sort(), ['extractLeadingEmoji']);
  let emoji = 0;
  for (const label of labels()) {
    const expected = theme.extractLeadingEmoji(label);
    assert.deepEqual(extractLeadingEmoji(label), expected, JSON.stringify(label));
    if (expected.emoji) emoji++;
  }
  // The sweep reaches the emoji branch, not only the early return.
  assert.ok(emoji > 1000, `only ${emoji} labels began with an emoji`);
});
