import {strict as assert} from 'node:assert';
import {test} from 'node:test';
import {readBuiltPage} from '../../plugins/markdown-twins/convert';
import {twinPath} from '../../plugins/markdown-twins/twin-path';

/** A built doc page as Docusaurus writes it: minified, optional end tags left out. */
const built =
  '<!doctype html><html lang=zh-CN><head><title>玩家信息接口 | 云岛 Wiki</title></head><body>' +
  '<a href=#__docusaurus_skipToContent_fallback class=skipToContent>跳到主要内容</a>' +
  '<nav class=navbar><a href=/docs/intro>Wiki</a></nav><main><div class="theme-doc-markdown markdown">' +
  '<header><h1>玩家信息接口</h1></header>' +
  '<p>先读<a href=/docs/dev/leaderboard/#start>排行榜接口</a>。</p>' +
  '<h2 class=anchor id=fields>字段<a href=#fields class=hash-link aria-label="fields的直接链接">\u200b</a></h2>' +
  '<table><thead><tr><th>字段<th>类型<tbody><tr><td><code>final_deaths</code><td>integer<tr><td><code>level</code><td>integer</table>' +
  '<ul role=tablist><li role=tab id=t1>curl<li role=tab id=t2>JavaScript</ul>' +
  '<div role=tabpanel aria-labelledby=t1><pre class="prism-code language-bash"><code><span class=token-line>curl -H "X-Api-Key: $KEY" \\<br></span><span class=token-line>  https://api.example/v1/player/x<br></span></code></pre>' +
  '<button aria-label=复制代码>复制</button></div>' +
  '<div role=tabpanel aria-labelledby=t2 hidden><pre class="prism-code language-js"><code><span class=token-line>await fetch(url)<br></span></code></pre></div>' +
  '<p><img src="data:image/svg+xml;base64,AAAA" alt="接口的数据来源"></p>' +
  '<div data-pagefind-ignore=index><p>你在电脑上还是手机上玩？</p></div>' +
  '<section data-pagefind-ignore=all><h2>本页相关更新</h2><ul><li>2025 年 6 月更新</ul></section>' +
  '</div></main><footer>版权</footer></body></html>';

test('a doc page becomes its article in Markdown: tables, code with languages, tab labels, absolute links; blocks only kept from the index stay, derived ones go', () => {
  assert.equal(
    readBuiltPage(built, 'https://wiki.example/docs/dev/player/').markdown,
    [
      '# 玩家信息接口',
      '',
      '先读[排行榜接口](https://wiki.example/docs/dev/leaderboard/#start)。',
      '',
      '## 字段',
      '',
      '| 字段             | 类型      |',
      '| -------------- | ------- |',
      '| `final_deaths` | integer |',
      '| `level`        | integer |',
      '',
      '**curl**',
      '',
      '```bash',
      'curl -H "X-Api-Key: $KEY" \\',
      '  https://api.example/v1/player/x',
      '```',
      '',
      '**JavaScript**',
      '',
      '```js',
      'await fetch(url)',
      '```',
      '',
      '（图：接口的数据来源）',
      '',
      '你在电脑上还是手机上玩？',
      '',
    ].join('\n'),
  );
});

test("a page's head is read with it; a page without a doc article has no Markdown version", () => {
  const {markdown, ...head} = readBuiltPage(built, 'https://wiki.example/docs/dev/player/');
  assert.ok(markdown);
  assert.deepEqual(head, {
    title: '玩家信息接口 | 云岛 Wiki',
    description: '',
    robots: '',
    hasUnlistedBanner: false,
  });
  const guide = readBuiltPage(
    '<html><head><title>发布指南</title><meta name=robots content="noindex, nofollow"><meta name=description content=给工作人员></head>' +
      '<body><div class=theme-unlisted-banner>未列出</div><main><h1>发布指南</h1></main></body></html>',
    'https://wiki.example/docs/staff/publishing',
  );
  assert.deepEqual(guide, {
    title: '发布指南',
    description: '给工作人员',
    robots: 'noindex, nofollow',
    hasUnlistedBanner: true,
    markdown: undefined,
  });
});

test("a twin's address is the page's with .md, an index page's without its slash", () => {
  assert.equal(twinPath('/docs/faq/rename'), '/docs/faq/rename.md');
  assert.equal(twinPath('/docs/dev/player/'), '/docs/dev/player.md');
});
