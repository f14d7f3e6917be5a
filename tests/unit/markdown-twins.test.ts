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
      '> 网址：https://wiki.example/docs/dev/player/',
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
    published: undefined,
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
    published: undefined,
  });
});

test("a twin's address is the page's with .md, an index page's without its slash", () => {
  assert.equal(twinPath('/docs/faq/rename'), '/docs/faq/rename.md');
  assert.equal(twinPath('/docs/dev/player/'), '/docs/dev/player.md');
});

test("a twin keeps what kind each admonition is, and leaves out 最近改动 and React's comments", () => {
  const page =
    '<html><head><title>创造服地皮 | 云岛 Wiki</title></head><body><main><article>' +
    '<div class="theme-doc-markdown markdown"><header><h1>创造服地皮</h1></header>' +
    '<div data-pagefind-ignore=all><div class="theme-admonition theme-admonition-info alert"><div class=heading_x><span class=icon_x><svg viewBox="0 0 14 16"><path d=M0></path></svg></span>最近改动</div><div class=content_x><p>2026 年 11 月 26 日：外挂第一次封禁改为 60 天。</p></div></div></div>' +
    '<p>先读规则。</p><!-- -->' +
    '<div class="theme-admonition theme-admonition-danger alert"><div class=heading_x><span class=icon_x><svg></svg></span>90 天不上线，地皮会被回收</div><div class=content_x><p>回收前会发邮件。</p></div></div>' +
    '<div class="theme-admonition theme-admonition-warning alert"><div class=heading_x><span class=icon_x><svg></svg></span>注意</div><div class=content_x><p>别信陌生人。</p></div></div>' +
    '</div><footer><span class=theme-last-updated>最后<!-- -->于 <b><time datetime=2026-11-26T00:52:01.000Z itemprop=dateModified>2026 年 11 月 26 日</time></b> <!-- -->更新</span></footer>' +
    '</article></main></body></html>';
  assert.equal(
    readBuiltPage(page, 'https://wiki.example/dev/creative').markdown,
    [
      '# 创造服地皮',
      '',
      '> 网址：https://wiki.example/dev/creative',
      '>',
      '> 最后更新：2026 年 11 月 26 日',
      '',
      '先读规则。',
      '',
      '> **危险：90 天不上线，地皮会被回收**',
      '>',
      '> 回收前会发邮件。',
      '',
      '> **注意**',
      '>',
      '> 别信陌生人。',
      '',
    ].join('\n'),
  );
});

test("a post's twin is its content under the title and date of its header", () => {
  const post =
    '<html class="blog-wrapper blog-post-page"><head><title>云岛 2.6.16 版本更新 | 云岛 Wiki</title></head><body><main><article>' +
    '<header><h1>云岛 2.6.16 版本更新</h1><div><time datetime=2025-11-03T02:00:00.000Z>2025 年 11 月 3 日</time></div>' +
    '<div class=avatar__name><a href=/blog/authors/shanhai>山海</a></div></header>' +
    '<div id=__blog-post-container class=markdown><p>维护已经结束。</p></div>' +
    '</article></main></body></html>';
  const {markdown, published} = readBuiltPage(post, 'https://wiki.example/blog/ver2.6.16');
  assert.equal(published, '2025-11-03T02:00:00.000Z');
  assert.equal(
    markdown,
    [
      '# 云岛 2.6.16 版本更新',
      '',
      '> 网址：https://wiki.example/blog/ver2.6.16',
      '>',
      '> 发布于：2025 年 11 月 3 日',
      '',
      '维护已经结束。',
      '',
    ].join('\n'),
  );
});
