import {strict as assert} from 'node:assert';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import builtPagesPlugin from '../../plugins/built-pages';
import shareCardsPlugin, {cardPath, PAGE_ITEM} from '../../plugins/share-cards';
import {renderCard} from '../../plugins/share-cards/card';
import {SITE_CARD} from '../../plugins/share-cards/site-card';

const siteConfig = {
  url: 'https://wiki.example',
  baseUrl: '/',
  title: '云岛 Wiki',
  titleDelimiter: '|',
};

/** A built page as Docusaurus writes it (minified, optional closing tags left out). */
const page = (title: string, breadcrumbs = '') =>
  `<!doctype html><html lang=zh-CN><head><meta charset=UTF-8><title data-rh=true>${title} | 云岛 Wiki</title><meta data-rh=true property=og:title content="${title} | 云岛 Wiki"/><meta data-rh=true name=description content="关于&quot;${title}&quot;的说明"/></head><body>${breadcrumbs}<h1>${title}</h1>`;

const breadcrumbs = (category: string, current: string) =>
  `<nav class="theme-doc-breadcrumbs"><ul class=breadcrumbs><li class=breadcrumbs__item><a aria-label=主页面 class=breadcrumbs__link href=/>⌂</a><li class=breadcrumbs__item><a class=breadcrumbs__link href=/docs/category/x><span>${category}</span></a><li class="breadcrumbs__item breadcrumbs__item--active"><span class=breadcrumbs__link>${current}</span></ul></nav>`;

const isPng = (data: Buffer) => data.subarray(1, 4).toString() === 'PNG';
const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('share cards', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'share-cards-'));
  after(() => rmSync(siteDir, {recursive: true, force: true}));

  test('a card is a 1200×630 PNG, and says which characters its font could not draw', async () => {
    const card = await renderCard({
      title: '起床战争新手教程',
      section: 'Wiki 文档 · 新手教程',
      siteName: '云岛 Wiki',
      host: 'wiki.example',
    });
    assert.ok(isPng(card.png));
    assert.deepEqual(size(card.png), [1200, 630]);
    assert.deepEqual(card.missing, []);
    // 𠀀 (U+20000) is outside GB 2312, the font's character set.
    const rare = await renderCard({title: '𠀀', section: '', siteName: '云岛 Wiki', host: 'x'});
    assert.deepEqual(rare.missing, ['𠀀']);
  });

  test('each page gets its card and the tags that name it; a page with characters the font lacks gets the site card', async () => {
    const outDir = path.join(siteDir, 'build');
    const pages: Record<string, string> = {
      '/docs/faq/rename': page('改名帮助', breadcrumbs('常见问题', '改名')),
      '/blog/': page('更新日志'),
      '/docs/faq/rare': page('𠀀 的读音', breadcrumbs('常见问题', '𠀀')),
      // A page that names its own image keeps it.
      '/about': page('关于云岛').replace(
        '<meta charset=UTF-8>',
        '<meta charset=UTF-8><meta data-rh=true property=og:image content=https://wiki.example/img/about.png />',
      ),
    };
    for (const [route, html] of Object.entries(pages)) {
      mkdirSync(path.join(outDir, route), {recursive: true});
      writeFileSync(path.join(outDir, route, 'index.html'), html);
    }
    const plugin = shareCardsPlugin({siteConfig, siteDir} as unknown as LoadContext);
    // Through the post-build pipeline, as in a build.
    const build = () =>
      builtPagesPlugin().postBuild!({
        outDir,
        baseUrl: '/',
        routesPaths: Object.keys(pages),
        plugins: [plugin],
      } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    await build();
    const head = (route: string) => readFileSync(path.join(outDir, route, 'index.html'), 'utf8');
    const tag = (route: string, key: string, value: string) =>
      new RegExp(`<meta ${key}="${value}" content="([^"]*)">`).exec(head(route))?.[1];

    const rename = tag('/docs/faq/rename', 'property', 'og:image')!;
    assert.equal(rename, 'https://wiki.example/img/share/docs/faq/rename.png');
    assert.equal(cardPath('/docs/faq/rename'), 'img/share/docs/faq/rename.png');
    assert.ok(isPng(readFileSync(path.join(outDir, 'img/share/docs/faq/rename.png'))));
    assert.equal(tag('/docs/faq/rename', 'name', 'twitter:image'), rename);
    assert.equal(tag('/docs/faq/rename', 'itemprop', 'image'), rename);
    assert.equal(tag('/docs/faq/rename', 'itemprop', 'name'), '改名帮助 | 云岛 Wiki');
    // The itemprop tags are properties of an item, the page, as HTML requires.
    assert.ok(head('/docs/faq/rename').startsWith(`<!doctype html><html ${PAGE_ITEM} lang=zh-CN>`));
    // Attribute values are escaped again after parsing.
    assert.equal(
      tag('/docs/faq/rename', 'itemprop', 'description'),
      '关于&quot;改名帮助&quot;的说明',
    );
    assert.equal(
      tag('/docs/faq/rename', 'property', 'og:image:alt'),
      '改名帮助 · Wiki 文档 · 常见问题',
    );
    assert.equal(
      tag('/blog/', 'property', 'og:image'),
      'https://wiki.example/img/share/blog/index.png',
    );
    // A section's own page is not said to be in itself.
    assert.equal(tag('/blog/', 'property', 'og:image:alt'), '更新日志');

    assert.equal(
      tag('/docs/faq/rare', 'property', 'og:image'),
      `https://wiki.example/${SITE_CARD}`,
    );

    assert.equal(tag('/about', 'property', 'og:image'), undefined);
    assert.equal(tag('/about', 'itemprop', 'image'), 'https://wiki.example/img/about.png');

    // The next build finds the card in the cache and gives the fresh page one set of tags.
    writeFileSync(path.join(outDir, '/docs/faq/rename/index.html'), pages['/docs/faq/rename']!);
    await build();
    assert.equal(head('/docs/faq/rename').match(/property="og:image"/g)?.length, 1);
    assert.equal(head('/docs/faq/rename').match(/itemscope/g)?.length, 1);
  });
});
