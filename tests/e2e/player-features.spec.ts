import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import matter from 'gray-matter';
import {PNG} from 'pngjs';
import {
  devDocs,
  listedPosts,
  loadDocs,
  siteDir,
  wikiDocs,
  type DocSource,
} from '../support/content';
import {formatDate} from '../../src/dates';
import {hydrated} from '../support/site';
import {imageUses} from '../../scripts/lib/images';
import {escapeRegExp} from '../../lib/regexp';

// What players expect of a community wiki, on the shipped build, on a phone and a desktop.

/** A page whose Markdown has images, and one without, from the docs on disk. */
const showsImages = (file: string) =>
  imageUses(readFileSync(path.join(siteDir, file), 'utf8')).length > 0;
const docsWithImages = [...loadDocs(wikiDocs), ...loadDocs(devDocs)].filter(
  (doc) => !doc.draft && showsImages(doc.file),
);
const docWithoutImages = loadDocs(wikiDocs).find((doc) => !doc.unlisted && !showsImages(doc.file))!;

const zoomed = (page: Page) => page.locator('.pswp--open');

/** The first image of a page that has images, once the page can zoom it. */
async function firstZoomableImage(page: Page) {
  await page.goto(docsWithImages[0]!.permalink);
  await hydrated(page);
  return page.locator('article img.zoomable-image').first();
}

test.describe('tap-to-zoom', () => {
  test.beforeAll(() => expect(docsWithImages.length).toBeGreaterThan(0));

  test('an article image opens full-screen with its alt text; a tap or Escape gives focus back', async ({
    page,
    isMobile,
  }) => {
    const image = await firstZoomableImage(page);
    const alt = await image.getAttribute('alt');
    await image.scrollIntoViewIfNeeded();
    if (isMobile) await image.tap();
    else await image.click();
    await expect(zoomed(page)).toBeVisible();
    await expect(zoomed(page).locator('img.pswp__img').first()).toHaveAttribute('alt', alt!);
    const box = (await zoomed(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBe(viewport.width);
    expect(box.height).toBe(viewport.height);
    // A phone closes it with a tap beside the image, a keyboard with Escape.
    if (isMobile) {
      await expect(zoomed(page)).toHaveCSS('opacity', '1');
      await page.touchscreen.tap(viewport.width / 2, viewport.height - 8);
    } else {
      await page.keyboard.press('Escape');
    }
    await expect(zoomed(page)).toHaveCount(0);
    await expect(image).toBeFocused();
  });

  test('it zooms: the wheel or a click on a desktop, a double tap on a phone', async ({
    page,
    isMobile,
  }) => {
    const image = await firstZoomableImage(page);
    await image.scrollIntoViewIfNeeded();
    if (isMobile) await image.tap();
    else await image.click();
    // The image itself, not the low-resolution placeholder PhotoSwipe shows, then removes, while
    // the image loads.
    const shown = zoomed(page).locator('.pswp__img:not(.pswp__img--placeholder)').first();
    await expect(shown).toBeVisible();
    // Gestures count once the opening fade has finished, as for a player's eyes.
    await expect(zoomed(page)).toHaveCSS('opacity', '1');
    const box = (await shown.boundingBox())!;
    const before = box.width;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (isMobile) {
      await page.touchscreen.tap(x, y);
      await page.touchscreen.tap(x, y);
    } else {
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, -600);
    }
    await expect.poll(async () => (await shown.boundingBox())?.width ?? 0).toBeGreaterThan(before);
  });

  test('the back gesture closes it and stays on the page', async ({page}) => {
    const image = await firstZoomableImage(page);
    const url = page.url();
    await image.scrollIntoViewIfNeeded();
    await image.click();
    await expect(zoomed(page)).toBeVisible();
    await page.goBack();
    await expect(zoomed(page)).toHaveCount(0);
    expect(page.url()).toBe(url);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test('with reduced motion it opens without an animation', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    const image = await firstZoomableImage(page);
    await image.scrollIntoViewIfNeeded();
    await image.click();
    await expect(zoomed(page)).toBeVisible();
    // Opened at once: fully opaque on the first frame, nothing visible moving. (The loading
    // spinner's animation runs at opacity 0 while nothing is loading, so only what shows counts.)
    expect(
      await zoomed(page).evaluate((el) => ({
        opacity: getComputedStyle(el).opacity,
        moving: el
          .getAnimations({subtree: true})
          .map((animation) => (animation.effect as KeyframeEffect).target!)
          .filter((target) => getComputedStyle(target).opacity !== '0').length,
      })),
    ).toEqual({opacity: '1', moving: 0});
  });

  test('a page without images loads no zoom code', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    await page.goto(docWithoutImages.permalink);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((body) => /zoomable-image|pswp/.test(body))).toEqual([]);
  });
});

test.describe('images', () => {
  test('every article image says its width and height, so the text below never jumps', async ({
    page,
  }) => {
    for (const doc of docsWithImages) {
      await page.goto(encodeURI(doc.permalink));
      const images = await page.locator('article .markdown img').evaluateAll((all) =>
        all.map((image) => ({
          src: (image as HTMLImageElement).src.slice(0, 60),
          width: Number(image.getAttribute('width')),
          height: Number(image.getAttribute('height')),
          box: image.getBoundingClientRect().toJSON() as DOMRect,
        })),
      );
      expect(images.length, doc.permalink).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.width * image.height, `${doc.permalink} ${image.src}`).toBeGreaterThan(0);
        // Shown at the proportions it declares (scaled down to the column on a phone).
        expect(image.box.width / image.box.height).toBeCloseTo(image.width / image.height, 1);
      }
    }
  });
});

test.describe('本页相关更新', {tag: '@desktop'}, () => {
  // Desktop only: the list does not depend on the viewport.

  /** For each wiki and technical-sharing page, the listed posts whose text links to it, newest first. */
  function expectedRelated(): Map<string, string[]> {
    const expected = new Map<string, string[]>();
    const docs = [...loadDocs(wikiDocs), ...loadDocs(devDocs)];
    for (const post of listedPosts()) {
      const {content} = matter(readFileSync(path.join(siteDir, post.file), 'utf8'));
      for (const doc of docs) {
        const target = doc.permalink.replace(/\/$/, '');
        const links = new RegExp(`\\]\\(${escapeRegExp(target)}/?[#)]`);
        if (links.test(content)) {
          expected.set(doc.permalink, [...(expected.get(doc.permalink) ?? []), post.permalink]);
        }
      }
    }
    return expected;
  }

  test('each page lists the posts that link to it, newest first, five and then all', async ({
    page,
  }) => {
    // One page load for every page a post links to: more of them every month.
    test.slow();
    const expected = expectedRelated();
    expect(expected.size).toBeGreaterThan(3);
    for (const [route, posts] of expected) {
      await page.goto(encodeURI(route));
      const related = page.getByTestId('related-updates');
      await expect(related.getByRole('heading', {name: '本页相关更新'})).toBeVisible();
      const shown = await related
        .locator(':scope > ul > li > a')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(shown, route).toEqual(posts.slice(0, 5));
      if (posts.length > 5) {
        await related.getByText(`查看全部 ${posts.length} 篇`).click();
        const rest = await related
          .locator('details li > a')
          .evaluateAll((links) =>
            links.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
          );
        expect(rest, route).toEqual(posts.slice(5));
      }
      const newest = listedPosts().find((post) => post.permalink === posts[0])!;
      await expect(related.locator('time').first()).toHaveText(formatDate(newest.date));
    }
    // A page no post links to has no list.
    const unlinked = [...loadDocs(wikiDocs)].find((doc) => !expected.has(doc.permalink))!;
    await page.goto(encodeURI(unlinked.permalink));
    await expect(page.getByTestId('related-updates')).toHaveCount(0);
  });
});

test.describe('这页有帮助吗？', () => {
  test('two buttons, a thank-you and a link to the group; nothing sent without analytics', async ({
    page,
  }) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
    });
    await page.goto('/docs/intro');
    await hydrated(page);
    const feedback = page.getByRole('region', {name: '页面反馈'});
    await expect(feedback).toContainText('这页有帮助吗？');
    await feedback.getByRole('button', {name: '没帮助'}).click();
    await expect(feedback.getByRole('status')).toContainText('谢谢告诉我们');
    await expect(feedback.getByRole('link', {name: '加入官方群'})).toHaveAttribute(
      'href',
      '/book/qqgroup',
    );
    expect(await page.evaluate(() => window._hmt)).toBeUndefined();
    expect(outside).toEqual([]);
  });

  test('with analytics configured, the answer is an event of the page', async ({page}) => {
    // As plugins/analytics leaves it before hm.js has loaded: the queue the script will read.
    await page.addInitScript(() => {
      window._hmt = [];
    });
    await page.goto('/docs/faq/rename');
    await hydrated(page);
    await page.getByRole('button', {name: '有帮助'}).click();
    await expect(page.getByRole('status')).toContainText('谢谢');
    expect(await page.evaluate(() => window._hmt)).toContainEqual([
      '_trackEvent',
      '页面反馈',
      '有帮助',
      '/docs/faq/rename',
    ]);
  });

  test('the technical-sharing articles do not ask', async ({page}) => {
    await page.goto('/dev/');
    await hydrated(page);
    await expect(page.getByRole('region', {name: '页面反馈'})).toHaveCount(0);
  });
});

test.describe('short section links', () => {
  test('FAQ and tutorial headings have short ASCII ids, and a touch screen shows their link', async ({
    page,
    isMobile,
  }) => {
    for (const doc of loadDocs(wikiDocs).filter((d) => /^docs\/(faq|tutorial)\//.test(d.file))) {
      await page.goto(doc.permalink);
      const ids = await page
        .locator('article :is(h2, h3, h4)[id]')
        .evaluateAll((headings) => headings.map((h) => h.id));
      for (const id of ids) expect(id, doc.permalink).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    await page.goto('/docs/faq/rename');
    const link = page.locator('article h2 a.hash-link').first();
    await expect(link).toHaveAttribute('href', /^#[a-z0-9-]+$/);
    // Long-pressing a visible link offers "copy link" on a phone; hidden, it could not be reached.
    if (isMobile) await expect(link).toHaveCSS('opacity', '1');
  });
});

/**
 * A fixed-size, stratified sample of the docs with tables: in each folder of the wiki and of the
 * technical-sharing section (tutorial, faq, dev/player, …), the doc whose Markdown has the most
 * table rows. New pages join the sample only by having more rows than their folder's widest.
 */
function docsWithMostTableRows(): DocSource[] {
  const byFolder = new Map<string, {doc: DocSource; rows: number}>();
  for (const doc of [...loadDocs(wikiDocs), ...loadDocs(devDocs)].filter((d) => !d.draft)) {
    const rows = readFileSync(path.join(siteDir, doc.file), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('|')).length;
    const folder = path.dirname(doc.file);
    if (rows > (byFolder.get(folder)?.rows ?? 0)) byFolder.set(folder, {doc, rows});
  }
  return [...byFolder.values()].map(({doc}) => doc);
}

test.describe('tables on a phone', {tag: '@phone'}, () => {
  // Phone only: only a narrow screen squeezes a table.

  test('no header wraps, no column is narrower than a short phrase, and the first column stays in view', async ({
    page,
  }) => {
    // A page load and a measure of every header per table, for a sample of pages: more than the
    // default 30 s on a busy 2-core machine.
    test.setTimeout(120_000);
    const docs = docsWithMostTableRows();
    expect(docs.length, 'a sample of pages with tables').toBeGreaterThan(1);
    let tables = 0;
    for (const doc of docs) {
      await page.goto(encodeURI(doc.permalink));
      for (const table of await page.locator('article table').all()) {
        tables += 1;
        const cells = await table.locator('th').evaluateAll((headers) =>
          headers.map((th) => {
            // Lines of text: the boxes of the header's text, a new line where one starts below
            // the last (inline code sits a little lower than the text beside it, on the same line).
            const boxes: DOMRect[] = [];
            const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              boxes.push(...[...range.getClientRects()].filter((box) => box.width > 0));
            }
            boxes.sort((a, b) => a.top - b.top);
            let lines = 0;
            let lineBottom = -Infinity;
            for (const box of boxes) {
              if (box.top >= lineBottom - 1) lines += 1;
              lineBottom = Math.max(lineBottom, box.bottom);
            }
            return {
              text: th.textContent,
              lines,
              width: th.getBoundingClientRect().width / parseFloat(getComputedStyle(th).fontSize),
            };
          }),
        );
        for (const cell of cells) {
          expect(cell.lines, `${doc.permalink}: header “${cell.text}”`).toBe(1);
          expect(cell.width, `${doc.permalink}: header “${cell.text}”`).toBeGreaterThan(5.5);
        }
        const scrolls = await table.evaluate((el) => el.scrollWidth > el.clientWidth);
        if (scrolls) {
          const first = table.locator('tr').nth(1).locator('td').first();
          await table.evaluate((el) => (el.scrollLeft = el.scrollWidth));
          const [cell, box] = [(await first.boundingBox())!, (await table.boundingBox())!];
          expect(Math.abs(cell.x - box.x), `${doc.permalink}: first column`).toBeLessThan(2);
        }
      }
    }
    expect(tables).toBeGreaterThan(10);
  });
});

test.describe('/about’s timeline on a phone', {tag: '@phone'}, () => {
  // Phone only: a desktop has room for every date.

  test('each date stays on one line', async ({page}) => {
    // The timeline's rows, from the page's source: one per version and event.
    const rows = readFileSync(path.join(siteDir, 'src/pages/about.mdx'), 'utf8')
      .split('\n')
      .filter((line) => /^\| \d{4} 年 \d+ 月 \d+ 日 \|/.test(line)).length;
    expect(rows).toBeGreaterThan(10);
    await page.goto('/about');
    const dates = await page.locator('main table tbody td:first-child').evaluateAll((cells) =>
      cells
        .filter((td) => /^\d{4} 年 \d+ 月 \d+ 日$/.test(td.textContent!.trim()))
        .map((td) => {
          // Lines of the date's text: its boxes, one per line it runs over. (The cell itself is
          // as tall as its row, which the description sets.)
          const range = document.createRange();
          range.selectNodeContents(td);
          const tops = new Set(
            [...range.getClientRects()]
              .filter((box) => box.width > 0)
              .map((box) => Math.round(box.top)),
          );
          return {text: td.textContent!.trim(), lines: tops.size};
        }),
    );
    expect(dates).toHaveLength(rows);
    for (const date of dates) expect(date.lines, date.text).toBe(1);
  });
});

/**
 * Tap targets a phone must be able to hit: at least 24 CSS px high (WCAG 2.2, target size
 * minimum). What is measured is what a finger lands on, the link, not the text inside it.
 */
test.describe('tap targets on a phone', {tag: '@phone'}, () => {
  // Phone only: a finger, not a pointer.
  const MIN = 24;

  test('the tags of the three tags indexes, with their counts, are at least 24 px high', async ({
    page,
  }) => {
    for (const index of [
      `${wikiDocs.routeBasePath}/tags`,
      `${devDocs.routeBasePath}/tags`,
      '/blog/tags',
    ]) {
      await page.goto(index);
      // Each tag with its count is one link: the count is a small badge inside it, not a target of
      // its own, so a finger on the badge follows the tag.
      const tags = await page
        .locator('main a[rel=tag]')
        .filter({has: page.locator('span')})
        .evaluateAll((links) =>
          links.map((a) => {
            const {width, height} = a.getBoundingClientRect();
            return {text: a.textContent, width, height};
          }),
        );
      expect(tags.length, index).toBeGreaterThan(2);
      for (const tag of tags) {
        expect(tag.height, `${index}: ${tag.text}`).toBeGreaterThanOrEqual(MIN);
        expect(tag.width, `${index}: ${tag.text}`).toBeGreaterThanOrEqual(MIN);
      }
    }
  });

  test('the 修订记录 and 编辑此页 links under a wiki page and a technical-sharing article are at least 24 px high', async ({
    page,
  }) => {
    for (const plugin of [wikiDocs, devDocs]) {
      const doc = loadDocs(plugin).find((d) => !d.draft && !d.unlisted)!;
      await page.goto(encodeURI(doc.permalink));
      const footer = page.locator('.theme-doc-footer');
      for (const name of ['修订记录', '编辑此页']) {
        const box = (await footer.getByRole('link', {name}).boundingBox())!;
        expect(box.height, `${doc.permalink}: ${name}`).toBeGreaterThanOrEqual(MIN);
        expect(box.width, `${doc.permalink}: ${name}`).toBeGreaterThanOrEqual(MIN);
      }
    }
  });
});

/** Every page of the build with a table in its text, history pages aside, as site paths. */
function routesWithTables(): string[] {
  const build = path.join(siteDir, 'build');
  return readdirSync(build, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.html') && !file.split(path.sep).includes('history'))
    .filter((file) => readFileSync(path.join(build, file), 'utf8').includes('<table'))
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}`.replace(/\/\.$/, '/'))
    .sort();
}

/** The tables a phone scrolls sideways instead of squeezing (src/css/custom.css). */
const TABLES = ':is(.markdown, .mdx-page article) table';

/**
 * Where the table's first two columns are now, over its first three rows (its head and two body
 * rows, so that a striped row is among them), relative to the table's top left.
 */
const cornerOf = (table: Locator) =>
  table.evaluate((el) => {
    const rows = [...el.querySelectorAll('tr')].slice(0, 3);
    const rect = (cell: Element) => cell.getBoundingClientRect();
    const firsts = rows.map((row) => rect(row.children[0]!));
    const seconds = rows.map((row) => rect(row.children[1] ?? row.children[0]!));
    const {left, top} = firsts[0]!;
    return {
      clip: {
        x: left,
        y: top,
        width: Math.max(...seconds.map((cell) => cell.right)) - left,
        height: Math.max(...firsts.map((cell) => cell.bottom)) - top,
      },
      firstWidth: Math.min(...firsts.map((cell) => cell.width)),
      secondX: Math.min(...seconds.map((cell) => cell.left)) - left,
      rows: firsts.map((cell) => ({top: cell.top - top, bottom: cell.bottom - top})),
    };
  });

/** The pixels of a region of the screen, in CSS pixels, with a reader of one pixel's colour. */
async function pixelsOf(page: Page, clip: {x: number; y: number; width: number; height: number}) {
  const png = PNG.sync.read(await page.screenshot({clip, scale: 'css'}));
  return (x: number, y: number) => {
    const i = (Math.round(y) * png.width + Math.round(x)) * 4;
    return [...png.data.subarray(i, i + 3)];
  };
}

/**
 * The same colour to the eye: a translucent tint laid over a colour in two ways (the cell's own
 * layers, the row's over the page) may round a channel apart by a step or two.
 */
const sameColour = (a: number[], b: number[]) =>
  a.every((channel, i) => Math.abs(channel - b[i]!) <= 4);

test.describe('wide tables swiped on a phone', {tag: '@phone'}, () => {
  test('the first column stays opaque, in its row’s colour, in either colour mode', async ({
    page,
  }) => {
    // One page load for every page with a table: more of them every month.
    test.setTimeout(300_000);
    const routes = routesWithTables();
    expect(routes.length, 'pages with a table in the build').toBeGreaterThan(3);
    const swiped: string[] = [];
    for (const route of routes) {
      await page.goto(encodeURI(route));
      // The first column's own text and marks made invisible, so that its cells show only what
      // they paint behind it, and whatever shows through them.
      await page.addStyleTag({
        content: `${TABLES} tr > :first-child, ${TABLES} tr > :first-child * {
          color: transparent !important; text-decoration-color: transparent !important; }
          ${TABLES} tr > :first-child * { background: none !important;
          border-color: transparent !important; box-shadow: none !important; }`,
      });
      for (const table of await page.locator(TABLES).all()) {
        if (!(await table.evaluate((el) => el.scrollWidth > el.clientWidth + 1))) continue;
        // The table's top well below the navbar, its first rows on the screen.
        await table.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 200));
        for (const mode of ['light', 'dark'] as const) {
          const where = `${route}, wide table ${swiped.length + 1} (${mode})`;
          await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), mode);
          await table.evaluate((el) => (el.scrollLeft = 0));
          const corner = await cornerOf(table);
          const before = await pixelsOf(page, corner.clip);
          // Inside each row, away from borders, the first cell shows its row's colour, a striped
          // row's tint included.
          const colours = corner.rows.map(({top}) => before(4, top + 4));
          corner.rows.forEach(({top}, i) => {
            const row = before(corner.secondX + 4, top + 4);
            expect(
              sameColour(colours[i]!, row),
              `${where}: the row at ${top} px is ${row}, its first cell ${colours[i]}`,
            ).toBe(true);
          });
          // Swiped to its end, each row's first cell is still that one colour: nothing of the
          // columns passing under it shows through.
          await table.evaluate((el) => (el.scrollLeft = el.scrollWidth));
          const after = await pixelsOf(page, corner.clip);
          const through: string[] = [];
          corner.rows.forEach(({top, bottom}, i) => {
            for (let y = Math.ceil(top) + 3; y < bottom - 3; y += 1) {
              for (let x = 3; x < corner.firstWidth - 3; x += 1) {
                if (!sameColour(after(x, y), colours[i]!)) through.push(`${x},${y}`);
              }
            }
          });
          expect(
            through.length,
            `${where}: pixels of the first column that show something else`,
          ).toBe(0);
        }
        swiped.push(route);
      }
    }
    // The wiki has wide tables a phone must swipe (the penalty ladder, the Bed Wars modes …).
    expect(swiped.length, 'wide tables swiped').toBeGreaterThan(3);
  });
});

test.describe('the announcement bar in either colour mode', () => {
  /** Relative luminance (0 black to 1 white) of a computed CSS colour. */
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number);
    const linear = (c: number) =>
      c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

  for (const mode of ['light', 'dark'] as const) {
    test(`in the ${mode} theme it is a strip of that theme, its text readable`, async ({page}) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto('/docs/intro');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const bar = page.locator('.theme-announcement-bar');
      const colors = await bar.evaluate((el) => ({
        bar: getComputedStyle(el).backgroundColor,
        text: getComputedStyle(el.querySelector('a') ?? el).color,
        // The first painted background under the content; the theme leaves the light one to
        // the browser's white canvas.
        page:
          [document.body, document.documentElement]
            .map((node) => getComputedStyle(node).backgroundColor)
            .find((color) => color !== 'rgba(0, 0, 0, 0)') ?? 'rgb(255, 255, 255)',
      }));
      const [barLuminance, pageLuminance] = [luminance(colors.bar), luminance(colors.page)];
      // Close to the page's own background: a white strip over the dark theme is far from it.
      expect(Math.abs(barLuminance - pageLuminance), JSON.stringify(colors)).toBeLessThan(0.15);
      expect(
        contrast(luminance(colors.text), barLuminance),
        JSON.stringify(colors),
      ).toBeGreaterThan(4.5);
    });
  }
});
