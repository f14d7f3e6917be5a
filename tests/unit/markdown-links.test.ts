import {strict as assert} from 'node:assert';
import {test} from 'node:test';
import {markdownLinks} from '../../lib/markdown-links';

const page = [
  '---',
  'title: 测试',
  'tags: [faq]',
  '---',
  '',
  '见[排行榜规则](/docs/faq/leaderboard)，`[代码](/not-a-link)` 不算。',
  '',
  '```md',
  '[示例](/not-a-link-either)',
  '```',
  '',
  '{/* [注释](/commented-out) */}',
  '',
  '| 页面 | 链接 |',
  '| --- | --- |',
  '| 改名 | [改名帮助](../faq/rename.md#cooldown) |',
  '',
  '![地图](./img/map.svg)',
  '',
  '照[处罚规则][penalty]处理。',
  '',
  '[penalty]: /docs/faq/penalty',
].join('\n');

test('links, images and reference definitions, each on its line in the file; not code or comments', () => {
  assert.deepEqual(markdownLinks(page, 'docs/x.mdx'), [
    {line: 6, href: '/docs/faq/leaderboard'},
    {line: 16, href: '../faq/rename.md#cooldown'},
    {line: 18, href: './img/map.svg'},
    {line: 22, href: '/docs/faq/penalty'},
  ]);
});

test('a text that is not valid MDX fails with its file named', () => {
  assert.throws(
    () => markdownLinks('见 {没有闭合', 'blog/x.mdx'),
    /^Error: blog\/x\.mdx is not valid MDX: /,
  );
});
