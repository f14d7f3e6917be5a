/**
 * The search box and the search page as a player uses them, typed into on a desktop and a phone:
 * loading, the keyboard, the results list, the search page's address, analytics. What the
 * engine ranks first for a query is tests/e2e/search-ranking.spec.ts, on the desktop only.
 */
import {expect, test, type Page} from '@playwright/test';
import {PINYIN_MAP_FILE} from '../../plugins/search/shared';
import {LONGEST_QUERY, MESSAGES} from '../../plugins/search/ui/messages';
import {hydrated, isSameDocument, markDocument} from '../support/site';
import {combobox, dialog, options, searchButton, searchPageResults} from '../support/search';

test.describe('search box', () => {
  test('the engine loads on first focus of the search button, not with the page', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) requests.push(new URL(request.url()).pathname);
    });
    // The scripts that hold the engine's code, known by the file only the engine fetches.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.text();
      // A script that arrives after the last look is never read: its body, gone with the page,
      // must not fail the test from outside it.
      body.catch(() => {});
      scripts.push(body);
    });
    const scriptsWithTheEngine = async () =>
      (await Promise.all(scripts)).filter((script) => script.includes(PINYIN_MAP_FILE)).length;
    await page.goto('/docs/intro');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await scriptsWithTheEngine(), 'the engine is in a script every page runs').toBe(0);
    await searchButton(page).focus();
    await expect.poll(() => requests).toContain('/pagefind/pagefind.js');
    await page.waitForLoadState('networkidle');
    // The dialog's chunk and the button's own import share the engine's chunk, not two copies.
    expect(await scriptsWithTheEngine()).toBe(1);
  });

  test('Ctrl K opens it; arrow keys choose, Enter opens the page without a reload', async ({
    page,
  }) => {
    await page.goto('/docs/intro');
    await hydrated(page);
    await markDocument(page);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(combobox(page)).toBeFocused();
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'false');

    await combobox(page).fill('gaiming');
    await expect(options(page).first()).toContainText('改名帮助');
    await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const first = options(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(combobox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id'))!,
    );
    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/faq\/rename$/);
    await expect(page.locator('article h1')).toHaveText('改名帮助');
    await expect(dialog(page)).toBeHidden();
    expect(await isSameDocument(page)).toBe(true);
  });

  test('Escape closes it and gives focus back to the search button', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await searchButton(page).click();
    await expect(combobox(page)).toBeFocused();
    await combobox(page).fill('起床');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('works after client-side navigation, and a clicked result opens client-side', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await markDocument(page);
    await page.locator('main').getByRole('link', {name: '起床战争'}).first().click();
    await expect(page.locator('article h1')).toHaveText('起床战争新手教程');
    await searchButton(page).click();
    await combobox(page).fill('封禁');
    await options(page).filter({hasText: '违规处罚规则'}).first().click();
    await expect(page.locator('article h1')).toHaveText('违规处罚规则');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a result shows title, section and an excerpt with the match marked, never the pinyin layer', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await searchButton(page).click();
    await combobox(page).fill('闪退');
    await expect(options(page).first()).toBeVisible();
    await expect(options(page).locator('mark').first()).toHaveText(/闪|退/);
    for (const query of ['qczz', '排行榜', 'gaiming']) {
      await combobox(page).fill(query);
      await expect(options(page).first()).toBeVisible();
      // The status line is empty (and hidden) once results are shown.
      await expect(dialog(page).locator('[role="status"]')).toHaveText('');
      const texts = await options(page).allTextContents();
      for (const text of texts) expect(text, query).not.toMatch(/[⦃⦄]|qczz|paihang|gaiming/);
    }
    // A match in a section names that section and links to its heading.
    await combobox(page).fill('断线重连');
    await options(page).filter({hasText: '断线'}).first().click();
    await expect(page).toHaveURL(/#.+/);
  });

  test('a query shows the same excerpts every time, and every mark holds a character of it', async ({
    page,
  }) => {
    // A query runs several searches at once (as typed, in pinyin, word by word); the excerpt must
    // come from the query as typed, not from whichever search finished first (a pinyin match lies
    // in the index layer and has no text to show), so a repeat with the index files cached
    // shows what the first search showed. The indexer empties the index layers of Pagefind's
    // stored page text and keeps every word's number; a shifted number would mark the wrong
    // words. (Pagefind marks a whole word around a matched character: 一闪 for 闪退.)
    for (const query of ['闪退', '排行榜', '断线重连']) {
      const shown: string[][] = [];
      for (const visit of ['first', 'repeat']) {
        await page.goto(`/search?q=${encodeURIComponent(query)}`);
        const list = page.getByRole('list', {name: `“${query}”的搜索结果`});
        await expect(list.locator(':scope > li').first()).toBeVisible();
        shown.push(await list.locator(':scope > li').allInnerTexts());
        const marks = await list.locator('mark').allTextContents();
        expect(marks.length, `${query}, ${visit} visit`).toBeGreaterThan(0);
        for (const mark of marks) {
          expect(
            [...mark].some((char) => query.includes(char)),
            `${query}: ${mark}`,
          ).toBe(true);
        }
      }
      expect(shown[1], query).toEqual(shown[0]);
    }
  });

  test('a query without results says so in Chinese and offers where to start reading', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await searchButton(page).click();
    await combobox(page).fill('魑魅魍魉');
    const status = dialog(page).getByRole('status');
    await expect(status).toHaveText(/没有找到与“魑魅魍魉”相关的内容/);
    await expect(options(page)).toHaveCount(0);
    const links = status.getByRole('link');
    await expect(links).toHaveText(MESSAGES.startingPoints.map(({label}) => label));
    for (const [index, {to}] of MESSAGES.startingPoints.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', to);
    }
    // Each link is named by its page's title.
    const titled = (label: string) => new RegExp(`^${label} \\|`);
    const [first, ...others] = MESSAGES.startingPoints;
    await links.first().click();
    await expect(page).toHaveTitle(titled(first!.label));
    await expect(dialog(page)).toBeHidden();
    for (const {label, to} of others) {
      await page.goto(to);
      await expect(page).toHaveTitle(titled(label));
    }
  });

  test('letters and words the site holds nothing of find nothing, not pages by chance', async ({
    page,
  }) => {
    await page.goto('/search?q=xyzqwe');
    await expect(page.getByRole('status')).toHaveText(/没有找到与“xyzqwe”相关的内容/);
    await page.goto('/search?q=%E9%87%8F%E5%AD%90%E5%8A%9B%E5%AD%A6');
    await expect(page.getByRole('status')).toHaveText(/没有找到与“量子力学”相关的内容/);
  });
});

test.describe('searches that helped nobody', () => {
  // plugins/analytics sets up Baidu Tongji's queue, window._hmt, when a site id is configured;
  // hm.js reads it. Here the queue is set up the same way, without the third-party script.
  const withAnalytics = (page: Page) =>
    page.addInitScript(() => {
      (window as {_hmt?: unknown[]})._hmt = [];
    });
  const events = (page: Page) =>
    page.evaluate(() =>
      ((window as {_hmt?: unknown[][]})._hmt ?? []).filter((entry) => entry[0] === '_trackEvent'),
    );

  test('go to analytics as the query alone, once the box or page closes unhelped', async ({
    page,
  }) => {
    await withAnalytics(page);
    await page.goto('/');
    await hydrated(page);
    // No result: the last query is sent when the box closes, not each one typed on the way.
    await searchButton(page).click();
    await combobox(page).pressSequentially('魑魅魍魉');
    await expect(dialog(page).getByRole('status')).toHaveText(/没有找到与“魑魅魍魉”相关的内容/);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    // The box reports as it unmounts, a moment after the dialog element closes.
    await expect
      .poll(() => events(page))
      .toEqual([['_trackEvent', '站内搜索', '没有结果', '魑魅魍魉']]);
    // Results, none opened.
    await searchButton(page).click();
    await combobox(page).fill('改名');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect
      .poll(async () => (await events(page)).at(-1))
      .toEqual(['_trackEvent', '站内搜索', '没有打开结果', '改名']);
    // A result opened: nothing more is sent.
    await searchButton(page).click();
    await combobox(page).fill('改名');
    await options(page).first().click();
    await expect(page.locator('article h1')).toHaveText('改名帮助');
    await expect.poll(() => events(page)).toHaveLength(2);
    // The search page too, when the player leaves it without opening a result.
    await page.goto('/search?q=%E9%AD%91%E9%AD%85');
    await expect(page.getByRole('status')).toHaveText(/没有找到/);
    await page.locator('.navbar .navbar__brand').first().click();
    await expect(page.getByTestId('latest-version')).toBeVisible();
    await expect
      .poll(() => events(page))
      .toEqual([['_trackEvent', '站内搜索', '没有结果', '魑魅']]);
  });

  test('without analytics nothing is sent or kept', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await searchButton(page).click();
    await combobox(page).fill('魑魅魍魉');
    await expect(dialog(page).getByRole('status')).toHaveText(/没有找到/);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => '_hmt' in window)).toBe(false);
  });
});

test.describe('search page', () => {
  test('lists all results of /search?q=, survives a reload, and follows typing in its address', async ({
    page,
  }) => {
    await searchPageResults(page, '排行榜');
    const total = Number(
      /找到 (\d+) 个页面/.exec((await page.getByRole('status').textContent())!)?.[1],
    );
    expect(total).toBeGreaterThan(20);
    await expect(page.locator('main ol > li')).toHaveCount(10);
    await page.getByRole('button', {name: `显示更多结果（还有 ${total - 10} 个）`}).click();
    await expect(page.locator('main ol > li')).toHaveCount(20);
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(/找到 \d+ 个页面/);
    await expect(page.getByRole('searchbox')).toHaveValue('排行榜');
    await page.getByRole('searchbox').fill('起床战争');
    await expect(page).toHaveURL(/\?q=%E8%B5%B7%E5%BA%8A%E6%88%98%E4%BA%89$/);
    await expect(page.locator('main ol > li').first()).toContainText('起床战争');
    // The address follows the field without trimming it, so a space can be typed between words.
    await page.getByRole('searchbox').pressSequentially(' 商店');
    await expect(page.getByRole('searchbox')).toHaveValue('起床战争 商店');
    await expect(page).toHaveURL(/\?q=%E8%B5%B7%E5%BA%8A%E6%88%98%E4%BA%89%20%E5%95%86%E5%BA%97$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('an address with a hostile or endless query searches its start, shown as text', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Anyone can share a /search address: markup in it stays text, and of a query longer than
    // the field takes only the start is shown and searched.
    for (const attack of [
      '"><img src=x onerror="window.pwned=1">',
      `<img src=x onerror="window.pwned=1">${'起床战争怎么买剑公会改名卡星光计划资源包闪退排行榜申诉期限末影珍珠'.repeat(10)}`,
    ]) {
      await searchPageResults(page, attack);
      const field = page.getByRole('searchbox');
      const shown = await field.inputValue();
      expect(attack.startsWith(shown)).toBe(true);
      expect([...shown].length).toBeLessThanOrEqual(LONGEST_QUERY);
      await expect(field).toHaveAttribute('maxlength', String(LONGEST_QUERY));
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
    }
    await expect(page.getByRole('status')).toHaveText(/找到 \d+ 个页面/);
    expect(errors).toEqual([]);
  });

  test('the search box links to the page with all results', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    await searchButton(page).click();
    await combobox(page).fill('起床');
    await dialog(page)
      .getByRole('link', {name: /查看全部 \d+ 个结果/})
      .click();
    await expect(page).toHaveURL(/\/search\?q=%E8%B5%B7%E5%BA%8A$/);
    await expect(page.getByRole('searchbox')).toHaveValue('起床');
  });
});

test.describe('search on a phone', {tag: '@phone'}, () => {
  // Phone only: the phone layout.

  test('the button sits in the navbar and the dialog fills the screen', async ({page}) => {
    await page.goto('/docs/intro');
    await hydrated(page);
    const button = searchButton(page);
    await expect(button).toBeInViewport();
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(36);
    await button.tap();
    const viewport = page.viewportSize()!;
    const shown = (await dialog(page).boundingBox())!;
    expect(shown.width).toBe(viewport.width);
    expect(shown.height).toBe(viewport.height);
  });
});
