import {strict as assert} from 'node:assert';
import {test} from 'node:test';
import {markdownHeadings, markdownLinks} from '../../lib/markdown-links';

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

test('headings with the ids written after them, in either syntax; not in code or front matter', () => {
  const text = [
    '---',
    'title: 改名',
    '# 不是标题：YAML 的注释',
    '---',
    '',
    '# 改名帮助',
    '',
    '## 怎么改名 {/* #how */}',
    '',
    '```md',
    '## 代码里的标题 {/* #example */}',
    '```',
    '',
    '### 改名卡 {#rename-card}',
    '',
    '## C# 和 Java ##',
  ].join('\n');
  assert.deepEqual(markdownHeadings(text), [
    {line: 6, depth: 1, text: '改名帮助', id: undefined},
    {line: 8, depth: 2, text: '怎么改名', id: 'how'},
    {line: 14, depth: 3, text: '改名卡', id: 'rename-card'},
    {line: 16, depth: 2, text: 'C# 和 Java', id: undefined},
  ]);
});
