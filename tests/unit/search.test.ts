import {strict as assert} from 'node:assert';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {describe, test} from 'node:test';
import {
  changeStatedFor,
  fixStatedFor,
  headingShare,
  heldShare,
  isPageText,
  meantPhraseShares,
  phraseShare,
  sectionShare,
  spelledIn,
  spelledPhrases,
  withoutLayers,
} from '../../plugins/search/ui/features';
import {
  characterPairs,
  correctNearHomophones,
  pairedSingles,
  foldSyllable,
  isSearchedInPinyin,
  planQuery,
  lettersOfIndex,
  spelledInitialsTerm,
  splitAtNames,
  startsNoWord,
  topicLetters,
  withoutParticle,
  withoutSeparators,
} from '../../plugins/search/ui/plan';
import {chineseHeld, lettersHeld, oneSlipApart} from '../../plugins/search/ui/held';
import {indexedCopy, rewrittenFragment, tokenForm} from '../../plugins/search/indexer';
import {LONGEST_QUERY} from '../../plugins/search/ui/messages';
import {interval} from '../../lib/search-quality/eval';
import {readQuestions} from '../../lib/search-questions';
import {pinyinMap, pinyinTerms, textInitials} from '../../plugins/search/pinyin';
import {
  ALIAS_FILTER,
  LAYER_CLOSE,
  LAYER_OPEN,
  TEXT_INITIALS_MARK,
  packedMap,
  queryPinyin,
  readingOf,
  textInitialsTerm,
  unpackedMap,
  type SearchMap,
} from '../../plugins/search/shared';

/** The question types as the site has them (docs/questions.yml). */
const QUESTIONS = readQuestions(path.join(__dirname, '../..'));
const planned = (query: string, names?: ReadonlySet<string>) => planQuery(query, QUESTIONS, names);

describe('pinyin terms', () => {
  test('full pinyin and initials of a run, and of the run from each later word on', () => {
    assert.deepEqual(pinyinTerms('起床战争'), ['qichuangzhanzheng', 'qczz', 'zhanzheng', 'zz']);
    // Initials of a name inside a longer heading: 道具商店 in 去道具商店买什么.
    assert.ok(pinyinTerms('去道具商店买什么').includes('djsdmsm'));
  });

  test('polyphones read as the site says them', () => {
    assert.deepEqual(pinyinTerms('排行榜').slice(0, 2), ['paihangbang', 'phb']);
    assert.ok(pinyinTerms('银行').includes('yinhang'));
    assert.ok(pinyinTerms('觉醒').includes('juexing'));
    // Words the phrase dictionary misreads, in a heading and in the text's initials.
    assert.ok(pinyinTerms('断线重连').includes('duanxianchonglian'));
    assert.ok(textInitials('先退出重进一次').includes('tccjyc'));
    assert.ok(pinyinTerms('渲染距离调到8个区块').includes('xuanranjulitiaodao'));
  });

  test('text without Chinese has no pinyin', () => {
    assert.deepEqual(pinyinTerms('2.6.16 API'), []);
  });
});

describe("initials of a page's text", () => {
  test('from each word on, three to six letters: a name said in passing', () => {
    const terms = textInitials('中岛补箱之前先搭桥');
    assert.ok(terms.includes('zdbxzq'), terms.join(' '));
    assert.ok(terms.every((term) => term.length >= 3 && term.length <= 6));
    // The last word's two letters spell too many words to tell anything.
    assert.ok(!terms.includes('dq'));
    assert.deepEqual(textInitials('30 天。API'), []);
  });

  test('a query of initials looks for them, marked and cut to six letters', () => {
    assert.equal(textInitialsTerm('zdbx'), `${TEXT_INITIALS_MARK}zdbx`);
    assert.equal(textInitialsTerm('wxjywzl'), `${TEXT_INITIALS_MARK}wxjywz`);
  });

  test("the site's Latin words, as far as a query of initials can start them", () => {
    const {latin} = pinyinMap([], '', [], ['skyisland', 'lastseen', 'last', 'Bedwars', 'kit']);
    // sky stops before its i; last starts lastseen; k is too short.
    assert.equal(latin, 'bedwars lastseen sky');
  });

  test('letters that start no word of the index, where Pagefind falls back to a shorter one', () => {
    const map = pinyinMap(['起床战争', '修复'], '', ['起床战争'], ['skywars']);
    const words = lettersOfIndex(map.names.split(' '), map);
    // Initials of no name, no Latin word, no pinyin: Pagefind matched xf (修复) for xfyx.
    for (const letters of ['xfyx', 'zdlz']) assert.ok(startsNoWord(letters, map, words), letters);
    // A name's initials from any character on, a Latin word, and pinyin, also half typed.
    for (const letters of ['qczz', 'czz', 'skyw', 'zhanzh', 'qichuangz']) {
      assert.ok(!startsNoWord(letters, map, words), letters);
    }
  });

  test('a name in full pinyin is searched by its initials, split into the fewest syllables', () => {
    const map = pinyinMap(['指针选项', '西安', '先', '修复游戏']);
    assert.equal(spelledInitialsTerm('zhizhenxuanxiang', map), '０zzxx');
    assert.equal(spelledInitialsTerm('xiufuyouxi', map), '０xfyx');
    // xian is one syllable (先), not xi an (西安).
    assert.equal(spelledInitialsTerm('xianxiufu', map), '０xxf');
    // Two syllables, half a syllable or other letters spell no name.
    for (const letters of ['xian', 'xiufu', 'xiufuyo', 'bedwars', '修复游戏']) {
      assert.equal(spelledInitialsTerm(letters, map), undefined, letters);
    }
  });

  test('a query that cannot be initials does not', () => {
    // i, u and v begin no syllable; two letters are too few; Chinese and digits are no initials.
    for (const query of ['kit', 'api', 'ping', 'qq', '中岛', 'zdbx2', 'zd bx']) {
      assert.equal(textInitialsTerm(query), undefined, query);
    }
  });
});

describe('query pinyin', () => {
  // 行 reads xing in most of these phrases, hang in 排行榜: the map keeps the word's reading.
  const map = pinyinMap(['排行榜规则', '行为规范', '进行中', '起床战争', '站内信']);

  test('a homophone typo becomes the pinyin of the word it sounds like', () => {
    assert.equal(queryPinyin('起床站争', map), 'qichuangzhanzheng');
  });

  test('a word whose reading differs from its characters keeps its own reading', () => {
    assert.equal(readingOf('行', map), 'xing');
    assert.equal(queryPinyin('排行榜', map), 'paihangbang');
  });

  test('no pinyin for a query without Chinese or with a character the site never uses', () => {
    assert.equal(queryPinyin('qczz', map), undefined);
    assert.equal(queryPinyin('魑魅', map), undefined);
  });

  test("the site's names are its Chinese runs of two to four characters", () => {
    const {names} = pinyinMap([], '', ['弓箭手', '末影珍珠 x2', '套件', '床', '一定要把两个']);
    assert.deepEqual(names.split(' ').sort(), ['套件', '弓箭手', '末影珍珠']);
  });

  test('a character pinyin-pro cannot read has no reading, rather than itself', () => {
    const rare = pinyinMap(['起床𠀀']);
    assert.equal(readingOf('𠀀', rare), undefined);
    assert.equal(readingOf('床', rare), 'chuang');
    assert.equal(queryPinyin('起床𠀀', rare), undefined);
  });
});

describe('the search map as the file carries it', () => {
  const phrases = ['起床战争', '起床', '排行榜规则', '进行中', '空岛战争', '空岛', '弓箭手套件'];
  const latin = ['bedwars', 'bedrock', 'skywars', 'lastseen', 'last_seen'];
  const map: SearchMap = {
    ...pinyinMap(phrases, '珍珠', phrases, latin),
    sections: {changelog: ['zh-cn_1'], api: [], page: ['zh-cn_2', 'zh-cn_3']},
    questions: QUESTIONS,
  };

  test('what the indexer packs, the client unpacks unchanged', () => {
    assert.deepEqual(unpackedMap(JSON.parse(JSON.stringify(packedMap(map)))), map);
    const empty = {...map, readings: {}, names: '', latin: ''};
    assert.deepEqual(unpackedMap(packedMap(empty)), empty);
  });

  test('readings run into their characters; a word says what it shares with the one before', () => {
    const packed = packedMap(map);
    assert.match(packed.readings, /^([a-z]+[^a-z]+)+$/);
    assert.ok(packed.readings.includes('chuang床'));
    // 空岛 then 空岛战争: the second shares two characters.
    assert.ok(packed.names.split(' ').includes('2战争'), packed.names);
    assert.ok(
      packed.latin.split(' ').some((word) => /^[1-9]/.test(word)),
      packed.latin,
    );
    assert.ok(JSON.stringify(packed).length < JSON.stringify(map).length);
  });
});

describe("a query split at the site's names", () => {
  const names = new Set(['弓箭手', '套件', '空岛', '空岛战争', '闪退']);

  test('the longest name from the left; what no name covers stays together', () => {
    assert.deepEqual(splitAtNames('弓箭手套件', names), {
      text: '弓箭手 套件',
      names: ['弓箭手', '套件'],
    });
    assert.deepEqual(splitAtNames('空岛战争双人', names), {
      text: '空岛战争 双人',
      names: ['空岛战争'],
    });
    assert.deepEqual(splitAtNames('手机版闪退 2.6', names), {
      text: '手机版 闪退 2.6',
      names: ['闪退'],
    });
    assert.deepEqual(splitAtNames('怎么组队', names), {text: '怎么组队', names: []});
  });

  test('a name is one word of the plan, searched whole rather than as a word splitter reads it', () => {
    // A general word splitter reads 弓箭手套件 as 弓箭 手套 件 (bow, glove, piece).
    assert.deepEqual(planned('弓箭手套件', names).words, ['弓箭手', '套件']);
    assert.equal(planned('弓箭手套件', names).text, '弓箭手 套件');
    assert.equal(planned('弓箭手套件').text, '弓箭手套件');
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
    assert.match(page.html, /<div class="theme-doc-markdown markdown" data-pagefind-body="" /);
    assert.match(page.html, /data-search-title="改名帮助"/);
    assert.match(page.html, /data-search-description="怎样改昵称。"/);
    assert.ok(page.html.includes(`${LAYER_OPEN} 改名帮助 改名卡 昵称 ${LAYER_CLOSE}`));
    assert.ok(page.html.includes(`${LAYER_OPEN} gaimingbangzhu gmbz bangzhu bz ${LAYER_CLOSE}`));
    // The heading's characters and pinyin follow the heading, then the characters of its
    // section's text, so a match of either lands in that section.
    assert.match(
      page.html,
      /<h2 data-pagefind-weight="6" class="anchor" id="cooldown">.*?<\/h2><span data-pagefind-weight="6"> ⦃ 改 名 冷 却 gaiminglengque gmlq lengque lq ⦄ <\/span><p>30 天。<\/p>/,
    );
    // Outside the content root nothing changes.
    assert.ok(page.html.includes('<nav><h2>导航</h2></nav>'));
    assert.deepEqual(page.phrases, ['改名帮助', '改名卡', '昵称', '改名冷却']);
    // Each character of the title and keywords is a word of its own, so one typed character matches.
    assert.ok(page.html.includes(`${LAYER_OPEN} 改 名 帮 助 改 名 卡 昵 称 ${LAYER_CLOSE}`));
    // The page's characters, once each, go to the pinyin map (for typos), not to the index.
    assert.equal(page.characters, '改名帮助冷却天');
    assert.match(page.html, /data-pagefind-filter="section\[data-search-section\]" /);
    assert.match(page.html, /data-search-section="wiki"/);
    assert.doesNotMatch(page.html, /data-search-date/);
  });

  test('tags count as names; technical-sharing pages and posts say their section, posts their date', () => {
    const tagged = doc('docs-wrapper docs-doc-page plugin-id-dev').replace(
      '<p>30 天。</p>',
      '<p>30 天。</p><a rel=tag title=改名 class=tag href=/dev/tags/help>求助</a>',
    );
    const page = indexedCopy(tagged, '云岛 Wiki')!;
    assert.ok(page.html.includes(`${LAYER_OPEN} 改名帮助 改名卡 昵称 求助 ${LAYER_CLOSE}`));
    assert.ok(page.phrases.includes('求助'));
    assert.match(page.html, /data-search-section="tech"/);
    const post = doc('blog-wrapper blog-post-page')
      .replace(
        '<div class="theme-doc-markdown markdown">',
        '<article><header><time datetime=2025-11-03T02:00:00.000Z>2025年11月3日</time></header><div id=__blog-post-container class=markdown>',
      )
      .replace(
        '</div></body>',
        '</div><time datetime=2026-01-01T00:00:00.000Z itemprop=dateModified>x</time></article></body>',
      );
    const copy = indexedCopy(post, '云岛 Wiki')!.html;
    assert.match(copy, /data-search-section="changelog"/);
    assert.match(
      copy,
      /data-pagefind-meta="title\[data-search-title\], description\[data-search-description\], date\[data-search-date\], /,
    );
    assert.match(copy, /data-search-date="2025-11-03T02:00:00.000Z"/);
    // Its year and month in Beijing time are filters, for queries that name a month.
    assert.match(
      copy,
      /data-pagefind-filter="section\[data-search-section\], year\[data-search-year\], month\[data-search-month\]"/,
    );
    assert.match(copy, /data-search-year="2025" data-search-month="11"/);
    const lastEvening = post.replace(/2025-11-03T02:00:00.000Z/g, '2025-10-31T16:30:00.000Z');
    assert.match(indexedCopy(lastEvening, '云岛 Wiki')!.html, /data-search-month="11"/);
  });

  test("players' words for the page (docs/aliases.yml) are indexed with its keywords, in pinyin too", () => {
    const page = indexedCopy(doc('docs-wrapper docs-doc-page'), '云岛 Wiki', false, ['起名']);
    assert.ok(page);
    assert.ok(page.html.includes(`${LAYER_OPEN} 改名帮助 改名卡 昵称 起名 ${LAYER_CLOSE}`));
    assert.match(page.html, /⦃ gaimingka gmk ka nicheng nc qiming qm ⦄/);
    assert.ok(page.names.includes('起名'));
    // Their characters count as an h3's, not as the title's: one typed character of a player's
    // word says less about the page than one of its title.
    assert.match(
      page.html,
      /<span data-pagefind-weight="7"> ⦃ 改 名 帮 助 改 名 卡 昵 称 ⦄ <\/span>/,
    );
    assert.match(page.html, /<span data-pagefind-weight="5"> ⦃ 起 名 ⦄ <\/span>/);
  });

  test("the initials of a section's text follow its heading, marked, each once a page", () => {
    const page = indexedCopy(
      doc('docs-wrapper docs-doc-page')
        .replace('<header>', '<p>先看中岛补箱。</p><header>')
        .replace(
          '<p>30 天。</p>',
          '<p>先看中岛补箱。中岛补箱之前先搭桥。</p><p>冷却期间不能再改。</p>',
        ),
      '云岛 Wiki',
    );
    assert.ok(page);
    const mark = TEXT_INITIALS_MARK;
    const [above, under] = page.html.split('id="cooldown"');
    // The text above the first heading has its layer at the start, with the title's.
    assert.ok(above!.includes(`${mark}xkzdbx`), above);
    assert.ok(under!.includes(`${mark}zdbxzq`), under);
    assert.ok(under!.includes(`${mark}lqqjbn`), under);
    // 先看中岛补箱 is in the text above the heading already: the section does not repeat it.
    assert.equal(page.html.split(` ${mark}xkzdbx `).length, 2);
    // Headings are not the text's: their initials are in their own layer, unmarked.
    assert.ok(!page.html.includes(`${mark}gmlq`));
  });

  test('each alias is a value of the alias filter, normalised as a query is', () => {
    const page = indexedCopy(doc('docs-wrapper docs-doc-page'), '云岛 Wiki', false, [
      '起名',
      'ＦＰＳ',
    ]);
    assert.ok(page);
    assert.match(page.html, /<span data-pagefind-filter="alias:起名"><\/span>/);
    assert.match(page.html, /<span data-pagefind-filter="alias:fps"><\/span>/);
  });

  test('blocks derived from other pages are not the page: no text, no names, no date', () => {
    const related =
      '<section data-pagefind-ignore=all><h2 id=related-updates>本页相关更新</h2><ul><li>' +
      '<a href=/blog/nov-2026-updates-merged>2026 年 11 月更新汇总</a> ' +
      '<time datetime=2026-11-26T02:00:00.000Z>2026 年 11 月 26 日</time></li></ul></section>';
    const page = indexedCopy(
      doc('docs-wrapper docs-doc-page').replace(
        '<p>30 天。</p></div>',
        `<p>30 天。</p>${related}</div><footer><time datetime=2026-11-25T07:42:01.000Z>x</time></footer>`,
      ),
      '云岛 Wiki',
    )!;
    assert.doesNotMatch(page.html, /本页相关更新|汇总|11 月 26 日/);
    assert.deepEqual(page.phrases, ['改名帮助', '改名卡', '昵称', '改名冷却']);
    assert.ok(!page.names.some((name) => name.includes('汇总')));
    assert.equal(page.characters, '改名帮助冷却天');
    // The last-updated time is no publication date: no month filter for a wiki page.
    assert.doesNotMatch(page.html, /data-search-(date|month|year)/);
  });

  test("a section's names get their pinyin and initials; the address gives its English words", () => {
    const page = indexedCopy(
      doc(
        'docs-wrapper docs-doc-page',
        '<link data-rh=true rel=canonical href=https://wiki.cloudisle.example/docs/faq/pe-client>',
      ).replace(
        '<p>30 天。</p>',
        // As the minifier writes tables: no </td> or </tr>.
        '<p>买<strong>疯狂矿工</strong>。</p><table><tr><td>名人堂<td>西南<tr><td>资源锻炉<td>钻石</table>',
      ),
      '云岛 Wiki',
    )!;
    assert.match(page.html, /⦃ fengkuangkuanggong fkkg mingrentang mrt ziyuanduanlu zydl ⦄/);
    assert.match(page.html, /⦃ gaimingka gmk ka nicheng nc faq pe client ⦄/);
    for (const name of ['疯狂矿工', '名人堂', '资源锻炉'])
      assert.ok(page.names.includes(name), name);
  });

  test("an API page's field and error tables define tokens in their section; prose does not", () => {
    const html = (tag: string) =>
      `<html lang=zh-CN class="docs-wrapper docs-doc-page"><head><title>玩家信息接口 | 云岛 Wiki</title></head><body>` +
      `<div class="theme-doc-markdown markdown"><h1>玩家信息接口</h1><a rel="tag" href="/t">${tag}</a>` +
      `<h2 id="example">响应示例</h2><p>先判断 <code>final_deaths</code> 是否为 0。</p>` +
      `<h2 id="fields">字段</h2><table><tr><td><code>final_deaths</code></td><td>integer</td></tr>` +
      `<tr><td>404</td><td>40402</td><td>玩家不存在</td></tr></table></div></body></html>`;
    const page = indexedCopy(html('开发者'), '云岛 Wiki');
    assert.ok(page);
    // Other pages' tables of ids (a wiki page's mode names) are plain text.
    assert.doesNotMatch(indexedCopy(html('排行榜'), '云岛 Wiki')!.html, /finaldeaths/);
    const layerAfter = (id: string) =>
      new RegExp(`id="${id}">[^<]*</h2>(?:<span[^>]*>[^<]*</span>)*`).exec(page.html)?.[0] ?? '';
    assert.match(layerAfter('fields'), /⦃ finaldeaths 40402 ⦄/);
    assert.doesNotMatch(layerAfter('example'), /final_deaths|finaldeaths/);
  });

  test('a changelog post weighs its headings less than a wiki page', () => {
    const post = doc('blog-wrapper blog-post-page').replace(
      '<div class="theme-doc-markdown markdown">',
      '<div id=__blog-post-container class=markdown>',
    );
    assert.match(indexedCopy(post, '云岛 Wiki')!.html, /<h2 data-pagefind-weight="3" /);
  });

  test("no page's first image goes into its result: an inline diagram would weigh on every search", () => {
    const page = indexedCopy(doc('docs-wrapper docs-doc-page'), '云岛 Wiki')!.html;
    assert.match(page, /image\[data-search-image\], image_alt\[data-search-image\]"/);
    assert.match(page, /data-search-image=""/);
  });

  test('leaves out list pages, pages without content roots, and pages marked noindex', () => {
    assert.equal(indexedCopy(doc('blog-wrapper blog-list-page'), '云岛 Wiki'), undefined);
    assert.equal(indexedCopy(doc('plugin-pages home-page'), '云岛 Wiki'), undefined);
    const unlisted = doc(
      'docs-doc-page',
      '<meta data-rh=true name=robots content="noindex, nofollow">',
    );
    assert.equal(indexedCopy(unlisted, '云岛 Wiki'), undefined);
  });

  test('in a preview, where every page says noindex, only unlisted pages stay out', () => {
    const noindex = '<meta data-rh=true name=robots content="noindex, nofollow">';
    assert.ok(indexedCopy(doc('docs-doc-page', noindex), '云岛 Wiki', true));
    const unlisted = doc('docs-doc-page', noindex).replace(
      '<header>',
      '<div class="theme-unlisted-banner alert">未列出页</div><header>',
    );
    assert.equal(indexedCopy(unlisted, '云岛 Wiki', true), undefined);
  });
});

describe('query plan', () => {
  test('question words go, the words that name something stay', () => {
    assert.equal(planned('怎么组队').text, '组队');
    assert.equal(planned('充值没到账怎么办？').text, '充值没到账');
    assert.equal(planned('床被拆了还能复活吗').text, '床被拆了还能复活');
    // What's going on: all of it is asking, 回事 included.
    assert.equal(planned('接口返回40402怎么回事').text, '接口返回40402');
    assert.equal(planned('闪退是咋回事').text, '闪退');
    // A query of question words only is searched as typed.
    assert.equal(planned('为什么').text, '为什么');
    // 的时候 in a question about a change says when the bug happens, which the post's line does
    // not; in another question the page may well say it.
    assert.equal(planned('打对局的时候收不到公会聊天').text, '打对局 收不到公会聊天');
    assert.equal(planned('打对局的时候收不到公会聊天 修了没').text, '打对局 收不到公会聊天');
    assert.equal(planned('半夜没人的时候开局刷胜场有用吗').text, '半夜没人的时候开局刷胜场有用');
  });

  test('asking how many keeps what is counted; asking how to become someone says 成为', () => {
    assert.equal(planned('组队最多几个人').text, '组队最多');
    assert.equal(planned('一个公会能有多少人').text, '一个公会能有');
    assert.equal(planned('改名冷却几天').text, '改名冷却 天');
    assert.ok(!planned('满员后等几秒开局').words.includes('几秒'));
    assert.equal(planned('怎么当客服').text, '成为客服');
    assert.equal(planned('如何做志愿者').text, '成为志愿者');
    // 当 elsewhere is not becoming: 当前, 当天.
    assert.equal(planned('当前版本').text, '当前版本');
  });

  test('full-width letters, capitals and punctuation are normalised', () => {
    assert.equal(planned('ＱＱ群！').text, 'qq群');
    assert.equal(planned('  SkyWars  ').text, 'skywars');
    // Team and plot sizes as the site writes them.
    assert.equal(planned('8x2').text, '8×2');
    assert.equal(planned('4v4').text, '4×4');
    // A number and its unit as the site writes them, apart; versions and tokens stay whole.
    assert.equal(planned('3gb').text, '3 gb');
    assert.equal(planned('手机3GB内存').text, '手机3 gb内存');
    for (const token of ['2.6.14', 'ver2.6.14', '2025-s4', 'v2', 'x-api-key']) {
      assert.equal(planned(token).text, token);
    }
    // Initials typed a letter at a time are one word; a letter beside a word or digit is not.
    assert.equal(planned('k f z m y 申请').text, 'kfzmy 申请');
    assert.equal(planned('Q C Z Z').text, 'qczz');
    assert.equal(planned('y x n c 3G 闪退').text, 'yxnc 3 g 闪退');
    assert.equal(planned('a站 b站').text, 'a站 b站');
    assert.equal(planned('x-api-key 401').text, 'x-api-key 401');
  });

  test('only the first characters of an endless query are searched', () => {
    const plan = planned(`  ${'起床战争怎么买剑'.repeat(500)}`);
    assert.equal([...plan.text.replace(/ /g, '')].length <= LONGEST_QUERY, true);
    assert.equal(plan.text.startsWith('起床战争'), true);
    assert.equal(planned('改名卡').text, '改名卡');
  });

  test('a query of several words is also searched word by word, without one-letter words', () => {
    assert.deepEqual(planned('改名冷却 30天').words, ['改名', '冷却', '30']);
    assert.deepEqual(planned('床').words, []);
  });

  test('pronouns, modal verbs and fillers around the topic are not searched word by word', () => {
    assert.deepEqual(planned('我们现在可以一起建地皮', new Set(['地皮'])).words, ['地皮']);
    assert.deepEqual(planned('现在到底能够加几个好友').words, ['好友']);
    assert.deepEqual(planned('复活时间以前是不是5秒').words, ['复活', '时间']);
  });

  test('one word with leftovers around it is searched alone, so the leftovers decide nothing', () => {
    const plan = planned('公会等级出了没', new Set(['公会等级']));
    assert.equal(plan.text, '公会等级 出');
    assert.deepEqual(plan.words, ['公会等级']);
    assert.deepEqual(planned('公会等级', new Set(['公会等级'])).words, []);
  });

  test('characters a segmenter cut apart are searched as pairs that hold a topic', () => {
    assert.deepEqual(characterPairs('搭桥快'), ['搭桥', '桥快']);
    assert.deepEqual(pairedSingles(['手机', '搭', '桥', '好难']), ['手机', '搭桥', '好难']);
    assert.deepEqual(pairedSingles(['a', '搭', '桥', '快']), ['a', '搭桥', '桥快']);
    // A function character joins the topic beside it (到账), never another one (没到).
    assert.deepEqual(pairedSingles(['一直', '没', '到', '账']), ['一直', '到账']);
    assert.deepEqual(pairedSingles(['床', '被', '偷']), ['床被', '被偷']);
    assert.deepEqual(pairedSingles(['的']), []);
  });

  test('a word loses the 了 the splitter leaves on it, which its page does not write', () => {
    assert.equal(withoutParticle('满了'), '满');
    assert.equal(withoutParticle('了解'), '了解');
    assert.equal(withoutParticle('了'), '了');
    // 群 满 进 are single characters then, searched as their pairs.
    assert.ok(!planned('官方群满了进不去').words.includes('满了'));
  });

  test("a developer's token is also searched without its separators; dates are not tokens", () => {
    assert.equal(withoutSeparators('final_deaths'), 'finaldeaths');
    assert.equal(withoutSeparators('x-api-key 放哪'), 'xapikey 放哪');
    assert.equal(withoutSeparators('2025-11-03 更新'), '2025-11-03 更新');
    assert.equal(withoutSeparators('skywars'), 'skywars');
    assert.equal(tokenForm('final_deaths'), 'finaldeaths');
    assert.equal(tokenForm('X-Api-Key'), 'xapikey');
    assert.equal(tokenForm('40404'), '40404');
  });

  test('technical words mark a query for the data-API reference', () => {
    for (const query of [
      '公会id',
      '排行榜接口',
      'api',
      '429',
      'json',
      '40402',
      'final_deaths',
      'X-Api-Key',
    ]) {
      assert.equal(planned(query).technical, true, query);
    }
    // A year, a season, a version or a group number is a player's number, not an API's.
    for (const query of ['公会', 'gonghui', '资源包', '8x2', '2025-S4', '2.6.16', '123456789']) {
      assert.equal(planned(query).technical, false, query);
    }
  });

  test('a query is also searched in pinyin when it has two Chinese characters or more', () => {
    assert.equal(isSearchedInPinyin('空导战争'), true);
    assert.equal(isSearchedInPinyin('名 ka'), false);
    assert.equal(isSearchedInPinyin('名'), false);
    assert.equal(isSearchedInPinyin('qczz'), false);
  });

  test('a month in the query is read with its year, if any', () => {
    assert.deepEqual(planned('2025年10月更新').month, {year: 2025, month: 10});
    assert.equal(planned('2025年10月更新').textBesidesMonth, '更新');
    assert.deepEqual(planned('25年2月的更新').month, {year: 2025, month: 2});
    assert.deepEqual(planned('11月更新').month, {year: undefined, month: 11});
    assert.deepEqual(planned('十二月活动').month, {year: undefined, month: 12});
    assert.equal(planned('十二月活动').textBesidesMonth, '活动');
    for (const query of ['2.6.11', '13月', '冷却30天', '每月任务']) {
      assert.equal(planned(query).month, undefined, query);
    }
  });

  test('a version in the query is three numbers, read whole', () => {
    assert.equal(planned('2.6.1更新了啥').version, '2.6.1');
    assert.equal(planned('ver2.6.14').version, '2.6.14');
    assert.equal(planned('２.６.８都改了哪些').version, '2.6.8');
    for (const query of ['2.5颗心', '1.2.3.4', '60次/分钟', '2025年10月']) {
      assert.equal(planned(query).version, undefined, query);
    }
  });

  test('a date, a version or an update word marks a query about a change', () => {
    for (const query of [
      '2.6.16',
      '11月更新',
      '枫林渡什么时候出的',
      '断线重连哪个版本加的',
      '2025年10月',
      '2.6更新',
      '处罚规则2.0',
    ]) {
      assert.equal(planned(query).aboutAChange, true, query);
    }
    for (const query of [
      '起床战争',
      '怎么组队',
      '改名卡',
      '末影珍珠',
      '2.5颗心',
      '0.4 秒',
      '1.5倍',
    ]) {
      assert.equal(planned(query).aboutAChange, false, query);
    }
  });

  test('when something came to the game, or whether it is new, asks about a change', () => {
    for (const query of [
      '海湾几月出的',
      '弓箭商店最早什么时候有的',
      '公会战啥时候上线的',
      '雪原是新图吗',
      '海湾是不是新地图',
      '排位是新模式吗',
      '签到奖励是不是多了一档',
      '商店啥时候多了个抽奖',
    ]) {
      assert.equal(planned(query).aboutAChange, true, query);
    }
    // How a thing works, where it is, or a routine: not news.
    for (const query of ['海湾怎么打', '新手教程', '地图在哪选', '每周哪天有活动', '人多了吗']) {
      assert.equal(planned(query).aboutAChange, false, query);
    }
  });

  test('a value going to another number asks about a change of that value', () => {
    for (const query of ['起床20分钟改15分钟', '钻石甲2钻涨到3', '怎么变成10秒了 以前30秒']) {
      const plan = planned(query);
      assert.equal(plan.aboutAChange, true, query);
      assert.equal(plan.aboutAValue, true, query);
    }
    // A number with no change word, a change word with no number, or one number only (a question
    // about the rule as it is) is no such question.
    for (const query of [
      '起床20分钟',
      '改名卡 30云晶',
      '渲染距离调到8',
      '一个月能改2次名吗',
      '降到1级会怎样',
    ]) {
      assert.equal(planned(query).aboutAChange, false, query);
    }
  });

  test('how come there is only so much now asks about a value that changed', () => {
    for (const query of [
      '弓箭手套件怎么只有10支箭了',
      '开局怎么只剩3个方块了？',
      '奖励怎么才200云晶了',
    ]) {
      const plan = planned(query);
      assert.equal(plan.aboutAChange, true, query);
      assert.equal(plan.aboutAValue, true, query);
    }
    // How to, or how much there is: no change.
    for (const query of ['怎么才能当OP', '弓箭手套件只有10支箭吗']) {
      assert.equal(planned(query).aboutAChange, false, query);
    }
  });

  test('is-it-fixed and since-when questions ask about a change; the asking is not searched', () => {
    for (const [query, text] of [
      ['传送门卡住修了没', '传送门卡住'],
      ['掉线回不去修好了吗', '掉线回不去'],
      ['商店闪退 修复了没有', '商店闪退'],
      ['边界珍珠还有这个bug吗', '边界珍珠'],
      ['手机啥时候能改键位', '手机 能改键位'],
      ['好友上限什么时候变成200', '好友上限 变成200'],
      ['组队4人哪天开始', '组队4人'],
      ['公会从什么时候开始能升级的', '公会 能升级'],
      ['对局编号从哪个版本起有的', '对局编号 有'],
      ['资源包卡住什么时候修的', '资源包卡住'],
      ['商店闪退哪天修好的', '商店闪退'],
      ['反击陷阱哪个版本修复的', '反击陷阱'],
      ['传送门哪一天修好的', '传送门'],
    ]) {
      assert.equal(planned(query!).aboutAChange, true, query);
      assert.equal(planned(query!).text, text, query);
    }
    // Asked without a question word, or as whether it was fixed.
    for (const query of ['传送门卡住修了', '掉线回不去 是不是修了', '商店闪退修复了?']) {
      assert.equal(planned(query).aboutAChange, true, query);
    }
    // Not every 修 or 没 is a question about a fix.
    assert.equal(planned('修改昵称').aboutAChange, false);
    assert.equal(planned('充值没到账').aboutAChange, false);
    assert.equal(planned('是不是修改昵称就行').aboutAChange, false);
  });

  test('a described bug, a did-it-change question and which-day ask about a change', () => {
    for (const query of [
      '商店按钮没反应',
      '床边的陷阱不触发',
      '背包里的钻石突然没了',
      '被一遍遍踢回大厅',
      '每日任务老不刷新',
      '队友退出了没提示',
      '组队时看不到队友的名字',
      '复活时间变短了吗',
      '钻石价格涨了没',
      '复活时间以前是不是5秒',
      '复活时间改了',
      '公会改名是哪天',
      '哪次维护改的',
      '剑士被砍了吗',
      '铁剑加强了',
      'archer nerf',
      '手机现在能改键位了吗',
      // Now possible too, asked with or without a question mark.
      '手机也能改键位了',
      '没进前100也能看到自己排名了?',
      '钻石变贵了？',
      '公会任务现在还会卡住吗',
      '枫林渡是新出的图吗',
      '锻炉价格有变化吗',
      '复活规则改过没',
      '钻石变贵了',
      '商店闪退解决了吗',
      '陷阱现在正常了吗',
      '最近加了什么地图',
      '改名冷却还是60天吗',
      '满员了还要等30秒吗',
      // The change asked about, then more words after it.
      '复活时间是不是变短了 以前几秒',
      // The past state with the thing it was of between.
      '复活以前一次不是5秒吗',
      '榜上昵称一直没变',
      '边界收缩不均匀',
    ]) {
      assert.equal(planned(query).aboutAChange, true, query);
    }
    // A player's trouble with the client is the FAQ's, not logging in is no 上线, and a change
    // the player made (改了名) is no change of the game.
    for (const query of [
      '手机一直闪退',
      '电脑版进不去',
      '登不上游戏',
      '进服白屏',
      '改了名以后好友还在吗',
      '公会长期不上线会怎样',
      // A change the player made, a report being handled, a choice between two modes.
      '改过名还能再改吗',
      '我的举报处理了吗',
      '单人还是双人好玩吗',
      // What is allowed today, not what became allowed.
      '不是工作人员也能投稿吗',
      // A name held before, not a rule that was different.
      '以前的昵称是什么',
    ]) {
      assert.equal(planned(query).aboutAChange, false, query);
    }
    assert.equal(planned('哪次维护改的').text, '维护改');
  });

  test('which day something recurring happens asks about a schedule, not a change', () => {
    for (const query of [
      '排行榜奖励每个月几号发',
      '每周哪天刷新任务',
      '每个赛季哪一天结束',
      // How often it refreshes, not when it changed.
      '在线人数多久更新一次',
      '排行榜几分钟刷新一次',
    ]) {
      assert.equal(planned(query).aboutAChange, false, query);
    }
    assert.equal(planned('排行榜奖励是几号改的').aboutAChange, true);
  });

  test('是 left at the end of a phrase by a question word is not searched', () => {
    assert.equal(planned('服务器号是多少').text, '服务器号');
    assert.equal(planned('最终决战是什么').text, '最终决战');
  });

  test('whether a bug is fixed, or a bug described, asks about a fix', () => {
    for (const query of [
      '反击陷阱修了没',
      '连接超时哪个版本修的',
      '边界东边缩得快是bug吗',
      '还有这个bug吗',
      '名人堂正常了吗',
      '对局里看不到公会消息',
    ]) {
      assert.equal(planned(query).aboutAFix, true, query);
    }
    // A bug the player wants to report, an addition, a value and what a version modified are not.
    for (const query of [
      '出bug咋录视频给客服',
      '枫林渡什么时候出的',
      '申诉期限变长了吗',
      '2.6.16修改了啥',
    ]) {
      assert.equal(planned(query).aboutAFix, false, query);
    }
  });

  test('a question about a changed price, duration or limit asks about a value', () => {
    for (const query of [
      '末影珍珠什么时候变贵的',
      '申诉期限变长了吗',
      '改名冷却以前是不是60天',
      '复活时间改了',
      '钻石价格涨了没',
      '改名冷却啥时候砍到一个月的',
    ]) {
      assert.equal(planned(query).aboutAValue, true, query);
    }
    // A fix, an addition, a version and a question that is about no change are not.
    for (const query of ['反击陷阱修了没', '枫林渡什么时候出的', '2.6.16', '末影珍珠多少钱']) {
      assert.equal(planned(query).aboutAValue, false, query);
    }
  });
});

describe('the first results ranked again by their headings', () => {
  const page = (title: string, headings: string[]) => ({
    meta: {title},
    sub_results: headings.map((heading) => ({title: `${heading}\u200b`})),
  });

  test("a query's topic is its characters other than function words, and its Latin words whole", () => {
    assert.deepEqual(topicLetters('地皮 变大'), ['地', '皮', '变', '大']);
    assert.deepEqual(topicLetters('公会的 等级了'), ['公', '会', '等', '级']);
    assert.deepEqual(topicLetters('2.6.16 pe 闪退'), ['闪', '退', '2.6.16', 'pe']);
  });

  test('the share is the best of the title and the headings, counted in characters', () => {
    const plan = planned('地皮什么时候变大的');
    // 地皮扩大 says it in other words and still shares three of the four characters.
    const grown = page('2024 年 8 月更新汇总', [
      '创造的地皮扩大到 64×64，旧作品去哪了',
      '改名冷却',
    ]);
    assert.equal(headingShare(grown, plan), 3 / 4);
    assert.equal(headingShare(page('创造开放', ['每人一块 32×32 地皮']), plan), 2 / 4);
    assert.equal(headingShare(page('起床战争新手教程', ['床']), plan), 0);
    // Latin words count whole, case aside: PE is not found in "open".
    assert.equal(headingShare(page('PE 闪退', []), planned('pe闪退')), 1);
    assert.equal(headingShare(page('open 闪退', []), planned('pe 闪退')), 2 / 3);
  });

  test('a heading that announces a change does not count: the post that made it does', () => {
    const plan = planned('公会等级哪个版本出的');
    assert.equal(headingShare(page('4 月更新汇总', ['5 月预告：一周年庆典和公会等级']), plan), 0);
    assert.ok(
      headingShare(page('5 月更新汇总', ['2.6.7：公会可以升级了', '公会等级']), plan) > 0.5,
    );
  });

  test("the month a query names is not a heading's to hold: the month's posts were found by it", () => {
    const plan = planned('11月更新');
    assert.equal(headingShare(page('2.6.16 版本更新', []), plan), 1);
    assert.equal(headingShare(page('2023 年 8 月到 11 月更新汇总', []), plan), 1);
  });

  test('a query of function words alone ranks nothing again', () => {
    assert.equal(headingShare(page('的了', ['的']), planned('的了')), 0);
  });

  test("the query's words that are the page's aliases count as its title's", () => {
    const plan = planned('怎么当客服');
    assert.equal(plan.text, '成为客服');
    const recruit = page('招募须知', ['申请流程']);
    assert.equal(headingShare(recruit, plan), 0);
    assert.equal(headingShare(recruit, plan, undefined, ['成为']), 2 / 4);
  });

  test('a word in pinyin counts where the title or a heading spells it', () => {
    const map = pinyinMap(['起床战争新手教程', '改名帮助', '问题排查']);
    const reading = (char: string) => readingOf(char, map);
    assert.ok(spelledIn('起床战争新手教程', 'qichuangzhanzheng', reading));
    assert.ok(spelledIn('起床战争新手教程', 'qczz', reading));
    assert.ok(spelledIn('改名帮助', 'gaiming', reading));
    // One syllable, a syllable cut short, or two initials say too little.
    assert.ok(!spelledIn('改名帮助', 'gai', reading));
    assert.ok(!spelledIn('改名帮助', 'gaimi', reading));
    assert.ok(!spelledIn('问题排查', 'pc', reading));
    assert.ok(!spelledIn('起床战争', 'bug', reading));
    const tutorial = page('起床战争新手教程', ['床']);
    assert.equal(headingShare(tutorial, planned('qczz'), reading), 1);
    assert.equal(headingShare(tutorial, planned('qczz')), 0);
  });
});

describe("the query's words side by side in a page's text", () => {
  test('counts each pair of neighbouring words the text says together', () => {
    const plan = planned('好友最多加几个');
    assert.deepEqual(plan.words, ['好友', '最多']);
    assert.equal(phraseShare('在“好友”里加好友，最多 100 个。', plan.words), 1);
    assert.equal(phraseShare('好友在菜单里。组队最多 4 人。', plan.words), 0);
    const three = ['公会', '等级', '标签'];
    assert.equal(phraseShare('公会等级有什么用？标签由 2 到 4 个字符组成', three), 1 / 2);
  });

  test('leaves out the index layer and needs two words', () => {
    assert.equal(phraseShare(`好友${LAYER_OPEN}最多${LAYER_CLOSE}`, ['好友', '最多']), 0);
    assert.equal(phraseShare('好友最多 100 个', ['好友']), 0);
    assert.equal(phraseShare('Final Deaths 最终击杀', ['final', 'deaths']), 1);
  });
});

describe("the query's words a page says", () => {
  // Pagefind's stored text separates the words it segmented with a zero-width space, and keeps
  // only the brackets of the index layers.
  const content = `${LAYER_OPEN}\u200b\u200b${LAYER_CLOSE} 半夜\u200b开的\u200b局 不计入 排行榜`;
  const page = {content, meta: {title: '排行榜规则'}, filters: {[ALIAS_FILTER]: ['榜单']}};

  test('counts a Chinese word only where the text, title or an alias says it', () => {
    assert.equal(heldShare(page, ['半夜', '人少']), 1 / 2);
    assert.equal(heldShare(page, ['开的局', '规则', '榜单']), 1);
    assert.equal(heldShare(page, []), 1);
  });

  test('counts a word without Chinese as said: it may be pinyin of the layers', () => {
    assert.equal(heldShare(page, ['paihang', '人少']), 1 / 2);
  });
});

describe("the query's words one section of a page says", () => {
  // As Pagefind stores a page: each h2 or h3 followed by its emptied index layers.
  const layer = `${LAYER_OPEN}\u200b${LAYER_CLOSE}`;
  const page = {
    content: `${layer} ${layer} 开头说志愿者。 怎么申请${layer} ${layer} 在用户中心报名。 年龄要求${layer} 年满 16 岁，等级 20。`,
    meta: {title: '招募须知'},
    filters: {[ALIAS_FILTER]: ['当志愿者']},
  };

  test('takes the section that holds most of them, its heading included', () => {
    assert.equal(sectionShare(page, ['报名', '申请']), 1);
    assert.equal(sectionShare(page, ['年龄', '等级']), 1);
    // Said on the page, but in two sections.
    assert.equal(sectionShare(page, ['报名', '等级']), 1 / 2);
    assert.equal(heldShare(page, ['报名', '等级']), 1);
  });

  test('counts the title and aliases in every section, and the text above the first heading', () => {
    assert.equal(sectionShare(page, ['招募', '年龄']), 1);
    assert.equal(sectionShare(page, ['当志愿者', '等级']), 1);
    assert.equal(sectionShare(page, ['开头', '志愿者']), 1);
    assert.equal(sectionShare(page, []), 1);
  });
});

describe('a post that states a change of value', () => {
  // As Pagefind stores a post: words separated by zero-width spaces, layers emptied.
  const post = (content: string, description = '') => ({
    content: `${LAYER_OPEN}\u200b${LAYER_CLOSE} ${content}`,
    meta: {title: '更新汇总', description},
  });

  test('counts the words of a clause that says what a value was or became', () => {
    const stated = post('申诉\u200b期限\u200b从 3 天\u200b延长\u200b到 7 天，在用户中心提交。');
    assert.equal(changeStatedFor(stated, ['申诉期限']), 1);
    assert.equal(
      changeStatedFor(post('末影珍珠\u200b涨到 4 绿宝石。'), ['末影珍珠', '变贵']),
      1 / 2,
    );
    // The description is the post's own summary of its changes.
    assert.equal(changeStatedFor(post('', '一局缩短到 15 分钟'), ['一局']), 1);
  });

  test('a mention without a change, or a change in another clause, does not count', () => {
    assert.equal(changeStatedFor(post('申诉期限见处罚规则。'), ['申诉期限']), 0);
    const other = post('改名冷却从 60 天缩短到 30 天，申诉期限不变。');
    assert.equal(changeStatedFor(other, ['申诉期限']), 0);
    assert.equal(changeStatedFor(post('排行榜. 60 天. 30 天'), ['排行榜']), 0);
  });
});

describe('a post that tells of a fix', () => {
  const layer = `${LAYER_OPEN}\u200b${LAYER_CLOSE}`;
  const post = (content: string) => ({content, meta: {title: '月度更新'}, filters: {}});

  test('counts the words of a section whose heading or text tells of a fix', () => {
    const fixes = post(
      `${layer} 新地图海湾上线${layer} 海湾加入了地图池。 边界收缩不均匀的问题修好了${layer} 修复前，海湾的边界在东侧收得更快。`,
    );
    assert.equal(fixStatedFor(fixes, ['海湾', '东侧']), 1);
    assert.equal(fixStatedFor(fixes, ['海湾', '缩圈']), 1 / 2);
    const listed = post(`${layer} 修复：反击陷阱不再漏响${layer} 敌人落到岛上时陷阱会触发。`);
    assert.equal(fixStatedFor(listed, ['反击陷阱']), 1);
  });

  test('a section that brings or mentions something without a fix does not count', () => {
    const brought = post(`${layer} 新地图海湾上线${layer} 海湾加入了地图池，东侧有沉船。`);
    assert.equal(fixStatedFor(brought, ['海湾', '东侧']), 0);
    assert.equal(fixStatedFor(brought, []), 0);
  });
});

describe('the phrases that letters are the initials of', () => {
  const text =
    '40 分钟最终决战：全员发光。资源包正在加载。大厅是倒锥形的。更新到最新版本。空岛对战新手先护床。' +
    '最终决战时别出门。';
  const map = pinyinMap([], text);
  const reading = (char: string) => readingOf(char, map);

  test('finds each saying of each phrase the letters spell', () => {
    assert.deepEqual(spelledPhrases(text, 'zzjz', reading), ['最终决战', '正在加载', '最终决战']);
    assert.deepEqual(spelledPhrases(text, 'qyfg', reading), ['全员发光']);
    assert.deepEqual(spelledPhrases(text, 'hc', reading), ['护床']);
  });

  test('only whole words, from a character that carries a topic to another', () => {
    // 倒锥形 is three words; 对战新 cuts 新手, 到最新 starts with 到.
    assert.deepEqual(spelledPhrases(text, 'dzx', reading), ['倒锥形']);
  });

  test('the phrase said most often across the pages is the one meant', () => {
    const pages = ['最终决战开始。最终决战结束。', '资源包正在加载。', '最终决战：全员发光。'];
    assert.deepEqual(meantPhraseShares(pages, 'zzjz', reading), [1, 0, 0.5]);
    // Said as often as each other: neither is the one meant.
    assert.deepEqual(meantPhraseShares(pages.slice(1), 'zzjz', reading), [0, 0]);
    assert.deepEqual(meantPhraseShares(pages, 'qyfg', reading), [0, 0, 1]);
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

  test('an excerpt that lies wholly inside a layer is not the page text', () => {
    const content = `改名帮助 ${LAYER_OPEN} xinshourumen xsrm rumen rm wodeshijie ${LAYER_CLOSE} 改名卡 & 昵称：每 30 天一次。`;
    assert.equal(isPageText('<mark>xsrm</mark> rumen rm', content), false);
    assert.equal(isPageText('<mark>改名卡</mark> &amp; 昵称：每 30', content), true);
    // Pagefind's stored text and its excerpts punctuate differently.
    assert.equal(isPageText('昵称：每 30 天一次。', content.replace('一次。', '一次.')), true);
    assert.equal(isPageText('', content), false);
  });
});

describe('fragments without the words of their index layers', () => {
  const fragment = (data: object) => gzipSync(`pagefind_dcd${JSON.stringify(data)}`);
  const ZWS = '\u200b';
  const content = [
    `${LAYER_OPEN} `,
    '改名',
    '帮助 ',
    `gaiming ${LAYER_CLOSE} `,
    '改名',
    '卡',
    '。',
  ].join(ZWS);

  const filters = {section: ['wiki']};

  test('every word keeps its number, the layers lose their text', () => {
    const out = rewrittenFragment(
      fragment({url: '/docs/faq/rename/', content, word_count: 4, filters}),
      'f',
    );
    assert.equal(out.section, 'wiki');
    const text = gunzipSync(out.fragment).toString();
    assert.ok(text.startsWith('pagefind_dcd'));
    const data = JSON.parse(text.slice('pagefind_dcd'.length)) as {content: string; url: string};
    assert.equal(data.url, '/docs/faq/rename/');
    assert.equal(
      data.content,
      `${LAYER_OPEN}${ZWS}${ZWS}${ZWS}${LAYER_CLOSE} ${ZWS}改名${ZWS}卡${ZWS}。`,
    );
    assert.equal(data.content.split(ZWS).length, content.split(ZWS).length);
  });

  test('what no result reads goes: the word count, empty meta fields, filters but the aliases', () => {
    const meta = {title: '改名帮助', description: '', image: '', date: '2025-03-31'};
    const anchors = [{element: 'h2', id: 'price', text: '改名卡', location: 4}];
    const read = (filters: Record<string, string[]>) => {
      const out = rewrittenFragment(
        fragment({url: '/docs/faq/rename/', content, word_count: 4, filters, meta, anchors}),
        'f',
      );
      return JSON.parse(gunzipSync(out.fragment).toString().slice('pagefind_dcd'.length));
    };
    const kept = read({section: ['wiki'], month: ['3'], year: ['2025'], [ALIAS_FILTER]: ['改名']});
    assert.deepEqual(Object.keys(kept).sort(), ['anchors', 'content', 'filters', 'meta', 'url']);
    assert.deepEqual(kept.filters, {[ALIAS_FILTER]: ['改名']});
    assert.deepEqual(kept.meta, {title: '改名帮助', date: '2025-03-31'});
    assert.deepEqual(kept.anchors, anchors);
    // A page without aliases keeps no filters at all.
    assert.equal(read(filters).filters, undefined);
  });

  test("a file that is not a fragment fails the build with the file's name", () => {
    assert.throws(
      () => rewrittenFragment(gzipSync('{"content":""}'), 'build/pagefind/fragment/x.pf_fragment'),
      /x\.pf_fragment: no "pagefind_dcd" signature/,
    );
    assert.throws(
      () => rewrittenFragment(fragment({url: '/', filters}), 'y'),
      /y: no "content" text/,
    );
    for (const section of [undefined, [], ['wiki', 'api'], [1]]) {
      assert.throws(
        () => rewrittenFragment(fragment({url: '/', content, filters: {section}}), 'z'),
        /z: not one "section" filter value/,
        JSON.stringify(section),
      );
    }
  });
});

describe('near-homophone slips', () => {
  const readings: Record<string, string> = {
    星: 'xing',
    新: 'xin',
    光: 'guang',
    计: 'ji',
    划: 'hua',
    申: 'shen',
    诉: 'su',
    述: 'shu',
    粘: 'nian',
    连: 'lian',
    土: 'tu',
    公: 'gong',
    工: 'gong',
    会: 'hui',
    汇: 'hui',
    处: 'chu',
    罚: 'fa',
    改: 'gai',
    名: 'ming',
  };
  const reading = (char: string) => readings[char];
  const names = new Set(['星光计划', '申诉', '粘土', '处罚', '改名']);

  test('initials zh/z, ch/c, sh/s, n/l, f/h and finals in/ing, en/eng fold together', () => {
    assert.deepEqual(
      ['zhan', 'chu', 'shen', 'nian', 'fa', 'xing', 'sheng', 'ning', 'nü'].map(foldSyllable),
      ['zan', 'cu', 'sen', 'lian', 'ha', 'xin', 'sen', 'lin', 'nü'],
    );
  });

  test("a run of two or more characters that sounds like a site's name becomes the name", () => {
    assert.equal(correctNearHomophones('新光计划', names, reading), '星光计划');
    assert.equal(correctNearHomophones('处罚申述', names, reading), '处罚申诉');
    assert.equal(correctNearHomophones('连土 怎么买', names, reading), '粘土 怎么买');
    // Names stay, one character is never corrected, unknown readings are left alone.
    assert.equal(correctNearHomophones('改名', names, reading), '改名');
    assert.equal(correctNearHomophones('连', names, reading), '连');
    assert.equal(correctNearHomophones('新光龘', names, reading), '新光龘');
  });

  test('a reading two names share corrects to neither', () => {
    const twins = new Set(['公会', '工会', '申诉']);
    assert.equal(correctNearHomophones('公汇', twins, reading), '公汇');
  });
});

describe('how sure a recall measured on a group of queries is', () => {
  const rounded = ([low, high]: [number, number]) => [low.toFixed(3), high.toFixed(3)];

  test('is the Wilson score interval at 95 %', () => {
    // 50 of 100: the textbook interval.
    assert.deepEqual(rounded(interval(0.5, 100)), ['0.404', '0.596']);
    // 10 of 10 is not certainty: the interval stays below 1 at its low end.
    assert.deepEqual(rounded(interval(1, 10)), ['0.722', '1.000']);
  });

  test('narrows as the group grows', () => {
    const width = (count: number) => {
      const [low, high] = interval(0.85, count);
      return high - low;
    };
    assert.ok(width(100) > 0.13 && width(100) < 0.15);
    assert.ok(width(700) < width(100) / 2.5);
  });
});

describe('a query the site holds nothing of', () => {
  const pages = [
    '起床战争新手教程。床被破坏后不能复活。公会会长可以转让会长',
    '改名帮助。改名冷却 30 天',
  ];
  const map = pinyinMap(pages, '数量 儿子 学习 力气 工会');
  const reading = (char: string) => readingOf(char, map);

  test('Chinese is held when a page says two neighbouring characters of it, or their sound', () => {
    assert.ok(chineseHeld('床破坏了', pages, reading));
    // One character wrong in a longer word keeps a pair whole.
    assert.ok(chineseHeld('起床占争', pages, reading));
    // A homophone of both characters keeps their sound.
    assert.ok(chineseHeld('工会', pages, reading));
    // Only single characters in common: 数量, 儿子 and 学习 are on the site, 量子力学 is not.
    assert.ok(!chineseHeld('量子力学', pages, reading));
    assert.ok(!chineseHeld('量子力学', [], reading));
  });

  test('Chinese that cannot be judged counts as held', () => {
    // 魑 is used nowhere on the site: it may be a typo of a word the pages say.
    assert.ok(chineseHeld('魑会', [], reading));
    // A Latin word beside it may be what the pages hold.
    assert.ok(chineseHeld('量子 op', [], reading));
    // No pair carries a topic.
    assert.ok(chineseHeld('的了', [], reading));
  });

  test('two words are one slip apart: one letter wrong, missing or extra, or two swapped', () => {
    for (const typed of ['bedwars', 'bedwras', 'bedwar', 'bedwarss', 'bedwxrs', 'bdwars']) {
      assert.ok(oneSlipApart(typed, 'bedwars'), typed);
    }
    for (const typed of ['bedwra', 'bewdras', 'bedw', 'xyzqwe', 'sdewarb']) {
      assert.ok(!oneSlipApart(typed, 'bedwars'), typed);
    }
  });

  test('letters are held when the text spells them as initials, or they are a slip of a word', () => {
    const words = () => ['bedwars', 'qichuangzhanzheng'];
    // 转让会长: the last letter may be a slip (zrhc typed zrhz).
    assert.ok(lettersHeld('zrhz', pages, reading, words));
    assert.ok(lettersHeld('zrhzz', pages, reading, words));
    assert.ok(lettersHeld('bedwras', pages, reading, words));
    assert.ok(lettersHeld('qichaung', pages, reading, words));
    assert.ok(!lettersHeld('xyzqwe', pages, reading, words));
    assert.ok(!lettersHeld('asdfgh', pages, reading, words));
  });
});

describe("the ranking's weights", () => {
  const weights = JSON.parse(
    readFileSync(path.join(__dirname, '../../plugins/search/ui/weights.json'), 'utf8'),
  ) as Record<string, unknown>;
  // The ranking reads them as `weights.<key>`; the engine passes Pagefind its one option.
  const code = ['rank.ts', 'engine.ts']
    .map((file) => readFileSync(path.join(__dirname, '../../plugins/search/ui', file), 'utf8'))
    .join('\n');
  const readme = readFileSync(path.join(__dirname, '../../plugins/search/README.md'), 'utf8');

  test('each is a number the ranking uses and the README explains', () => {
    for (const [key, value] of Object.entries(weights)) {
      assert.ok(typeof value === 'number' && Number.isFinite(value) && value >= 0, key);
      assert.match(code, new RegExp(`(?:weights|WEIGHTS)\\.${key}\\b`), `${key} is not used`);
      assert.match(
        readme,
        new RegExp(`^\\|.*\`${key}\`.*\\|$`, 'm'),
        `${key} is not in the README's tables`,
      );
    }
  });
});
