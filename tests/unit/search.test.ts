import {strict as assert} from 'node:assert';
import {describe, test} from 'node:test';
import {withoutLayers} from '../../plugins/search/ui/engine';
import {indexedCopy} from '../../plugins/search/indexer';
import {pinyinMap, pinyinTerms} from '../../plugins/search/pinyin';
import {LAYER_CLOSE, LAYER_OPEN, queryPinyin} from '../../plugins/search/shared';

describe('pinyin terms', () => {
  test('full pinyin and initials of a run, and the full pinyin of each word in it', () => {
    assert.deepEqual(pinyinTerms('起床战争'), [
      'qichuangzhanzheng',
      'qczz',
      'qichuang',
      'zhanzheng',
    ]);
  });

  test('polyphones read as the site says them', () => {
    assert.deepEqual(pinyinTerms('排行榜'), ['paihangbang', 'phb']);
    assert.ok(pinyinTerms('银行').includes('yinhang'));
    assert.ok(pinyinTerms('觉醒').includes('juexing'));
  });

  test('text without Chinese has no pinyin', () => {
    assert.deepEqual(pinyinTerms('2.6.16 API'), []);
  });
});

describe('query pinyin', () => {
  // 行 reads xing in most of these phrases, hang in 排行榜: the map keeps the word's reading.
  const map = pinyinMap(['排行榜规则', '行为规范', '进行中', '起床战争', '站内信']);

  test('a homophone typo becomes the pinyin of the word it sounds like', () => {
    assert.equal(queryPinyin('起床站争', map), 'qichuangzhanzheng');
  });

  test('a word whose reading differs from its characters keeps its own reading', () => {
    assert.equal(map.chars['行'], 'xing');
    assert.equal(queryPinyin('排行榜', map), 'paihangbang');
  });

  test('no pinyin for a query without Chinese or with a character the site never uses', () => {
    assert.equal(queryPinyin('qczz', map), undefined);
    assert.equal(queryPinyin('魑魅', map), undefined);
  });
});

describe('indexed copy of a page', () => {
  const doc = (htmlClass: string, head = '') =>
    `<html lang=zh-CN class="${htmlClass}"><head><title data-rh=true>改名帮助 | 云岛 Wiki</title>` +
    `<meta data-rh=true name=description content="怎样改昵称。">` +
    `<meta data-rh=true name=keywords content=改名卡,昵称>${head}</head><body><nav><h2>导航</h2></nav>` +
    `<div class="theme-doc-markdown markdown"><header><h1>改名帮助</h1></header>` +
    `<h2 class="anchor" id="cooldown">改名冷却<a class="hash-link" href="#cooldown">\u200b</a></h2><p>30 天。</p></div></body></html>`;

  test('marks the content, names the title and description, adds the layers', () => {
    const page = indexedCopy(doc('docs-wrapper docs-doc-page'), '云岛 Wiki');
    assert.ok(page);
    assert.match(page.html, /<div class="theme-doc-markdown markdown" data-pagefind-body /);
    assert.match(page.html, /data-search-title="改名帮助"/);
    assert.match(page.html, /data-search-description="怎样改昵称。"/);
    assert.ok(page.html.includes(`${LAYER_OPEN} 改名帮助 改名卡 昵称 ${LAYER_CLOSE}`));
    assert.ok(
      page.html.includes(`${LAYER_OPEN} gaimingbangzhu gmbz gaiming bangzhu ${LAYER_CLOSE}`),
    );
    // The heading's pinyin follows the heading, so a pinyin match lands in its section.
    assert.match(
      page.html,
      /<h2 data-pagefind-weight=6 class="anchor" id="cooldown">.*?<\/h2><span data-pagefind-weight=6> ⦃ gaiminglengque gmlq gaiming lengque ⦄/,
    );
    // Outside the content root nothing changes.
    assert.ok(page.html.includes('<nav><h2>导航</h2></nav>'));
    assert.deepEqual(page.phrases, ['改名帮助', '改名卡', '昵称', '改名冷却']);
  });

  test('a changelog post weighs its headings less than a wiki page', () => {
    const post = doc('blog-wrapper blog-post-page').replace(
      '<div class="theme-doc-markdown markdown">',
      '<div id=__blog-post-container class=markdown>',
    );
    assert.match(indexedCopy(post, '云岛 Wiki')!.html, /<h2 data-pagefind-weight=3 /);
  });

  test('leaves out list pages, pages without content roots, and pages marked noindex', () => {
    assert.equal(indexedCopy(doc('blog-wrapper blog-list-page'), '云岛 Wiki'), undefined);
    assert.equal(indexedCopy(doc('plugin-home-page'), '云岛 Wiki'), undefined);
    const unlisted = doc(
      'docs-doc-page',
      '<meta data-rh=true name=robots content="noindex, nofollow">',
    );
    assert.equal(indexedCopy(unlisted, '云岛 Wiki'), undefined);
  });
});

describe('excerpts without the index layer', () => {
  test('removes whole layers and layers cut off by either end of the excerpt', () => {
    assert.equal(
      withoutLayers(
        `qczz <mark>qichuang</mark> ${LAYER_CLOSE} 起床战争是 <mark>起床</mark> ${LAYER_OPEN} qichuang ${LAYER_CLOSE} 四队 ${LAYER_OPEN} qczz`,
      ),
      '起床战争是 <mark>起床</mark> 四队',
    );
    assert.equal(withoutLayers(`${LAYER_OPEN} <mark>gaiming</mark> ${LAYER_CLOSE}`), '');
  });
});
