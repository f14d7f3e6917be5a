/**
 * What the browser runtime (React hydrating the server's HTML, the router, preloading) must keep
 * doing, whichever runtime ships: these are the behaviours a lighter runtime or a partial
 * hydration scheme is most likely to break. Scrolling after a client-side navigation (to the top,
 * or to a heading) is tested with the other router behaviours in docusaurus-contract/.
 */
import {expect, test, type Page} from '@playwright/test';
import {collectErrors, hydrated, isSameDocument, markDocument} from '../support/site';

for (const [kind, selector] of [
  ['a page', 'article .markdown a[href^="/docs/"]:not([href*="#"])'],
  ['a heading of another page', 'article .markdown a[href^="/docs/"][href*="#"]'],
]) {
  test(`a link inside an article to ${kind} loads that page on hover, so a click opens it without the network`, async ({
    page,
  }) => {
    await page.goto('/docs/dev/player/guild');
    await hydrated(page);
    await markDocument(page);
    const guildTitle = (await page.locator('article h1').textContent())!;
    const link = page.locator(selector).first();
    const href = (await link.getAttribute('href'))!;
    // Scripts the page ran from script elements (webpack's chunks): prefetching a page only
    // downloads its chunks, preloading runs them.
    const scriptsRun = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
            .length,
      );
    // Hovering starts all of the page's chunks at once; they are done when none is pending.
    const pending = new Set<string>();
    page.on('request', (request) => pending.add(request.url()));
    page.on('requestfinished', (request) => pending.delete(request.url()));
    page.on('requestfailed', (request) => pending.delete(request.url()));
    const before = await scriptsRun();
    await link.hover();
    // Hovering fetches and runs the linked page's code...
    await expect.poll(scriptsRun).toBeGreaterThan(before);
    await expect.poll(() => pending.size).toBe(0);
    // ...so that with every further script request failing, the click still opens the page
    // client-side (a chunk that fails to load would make the site reload the page instead).
    await page.route('**/*.js', (route) => route.abort());
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator('article h1')).not.toHaveText(guildTitle);
    expect(await isSameDocument(page)).toBe(true);
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
}

test.describe('tabs and code copy buttons inside Markdown', () => {
  test.beforeEach(async ({context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  /** Switches the first tab group to its second tab and copies the code block shown there. */
  const useTabsAndCopy = async (page: Page) => {
    const tablist = page.locator('article [role=tablist]').first();
    const second = tablist.getByRole('tab').nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(tablist.getByRole('tab').first()).toHaveAttribute('aria-selected', 'false');
    const panel = tablist
      .locator('xpath=following-sibling::*[1]')
      .locator('[role=tabpanel]:visible');
    await expect(panel).toHaveCount(1);
    // The code as shown; the clipboard gets its source, whose line breaks may differ.
    const words = (text: string) => text.split(/\s+/).filter(Boolean);
    const code = await panel.locator('pre code').first().innerText();
    await panel.locator('pre').first().hover();
    await panel.getByRole('button', {name: '复制代码到剪贴板'}).first().click();
    await expect(panel.getByRole('button', {name: '复制成功'}).first()).toBeVisible();
    expect(words(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(words(code));
  };

  test('work on a first visit', async ({page}) => {
    await page.goto('/docs/dev/player/');
    await hydrated(page);
    await useTabsAndCopy(page);
  });

  test('work after client-side navigation', async ({page}) => {
    await page.goto('/docs/category/player');
    await hydrated(page);
    await markDocument(page);
    await page.locator('main a[href="/docs/dev/player/"]').first().click();
    await expect(page.locator('article [role=tablist]').first()).toBeVisible();
    await useTabsAndCopy(page);
    expect(await isSameDocument(page)).toBe(true);
  });
});

test(
  'on a phone, the closed menu and its hidden panel cannot take focus',
  {tag: '@phone'},
  async ({page}) => {
    // Phone only: the menu is the navbar on a desktop.
    const focusable = (link: ReturnType<Page['locator']>) =>
      link.evaluate((element: HTMLElement) => {
        element.focus();
        return document.activeElement === element;
      });
    const primaryLink = page.locator('.navbar-sidebar__item').nth(0).locator('a').first();
    const docsLink = page.locator('.navbar-sidebar__item').nth(1).locator('a').first();

    await page.goto('/docs/intro');
    await hydrated(page);
    await expect(primaryLink).toBeAttached();
    expect(await focusable(primaryLink)).toBe(false);
    expect(await focusable(docsLink)).toBe(false);

    // On a doc page the menu opens on the wiki's sidebar; the main menu is the hidden panel.
    await page.getByRole('button', {name: '切换导航栏'}).click();
    await expect(docsLink).toBeVisible();
    expect(await focusable(docsLink)).toBe(true);
    expect(await focusable(primaryLink)).toBe(false);

    await page
      .locator('.navbar-sidebar')
      .getByRole('button', {name: /回到主菜单/})
      .click();
    await expect(primaryLink).toBeVisible();
    expect(await focusable(primaryLink)).toBe(true);
    expect(await focusable(docsLink)).toBe(false);

    await page.getByRole('button', {name: '关闭导航栏'}).click();
    await expect(primaryLink).toBeHidden();
    expect(await focusable(primaryLink)).toBe(false);
  },
);

test(
  'a click-through of the site, back and forth, logs no error and never reloads',
  {tag: '@desktop'},
  async ({page}) => {
    // Desktop only: the phone menu has its own test; one click-through is enough.
    const errors = collectErrors(page);
    const navbar = page.locator('nav.navbar');
    const h1 = page.locator('main h1').first();
    await page.goto('/');
    await hydrated(page);
    await markDocument(page);

    await navbar.locator('a[href="/docs/intro"]').first().click();
    await expect(page).toHaveURL(/\/docs\/intro$/);
    const next = page.locator('.pagination-nav__link--next');
    const nextHref = (await next.getAttribute('href'))!;
    await next.click();
    await expect(page).toHaveURL(nextHref);
    // Read the sidebar's label once the sidebar shows the new page, not the one being left.
    const activeItem = page.locator(`.menu__link--active[href="${nextHref}"]`).last();
    await expect(activeItem).toBeVisible();
    await expect(h1).toHaveText((await activeItem.textContent())!);

    await navbar.getByRole('link', {name: '更新日志'}).click();
    await expect(page).toHaveURL(/\/blog$/);
    const firstPost = page.locator('article h2 a').first();
    const postTitle = (await firstPost.textContent())!;
    await firstPost.click();
    await expect(h1).toHaveText(postTitle);
    await page.locator('article footer a[href^="/blog/tags/"]').first().click();
    await expect(page).toHaveURL(/\/blog\/tags\//);

    await navbar.getByRole('link', {name: '技术分享'}).click();
    await expect(page).toHaveURL(/\/dev\/$/);
    await page.locator('footer').getByRole('link', {name: '关于云岛'}).click();
    await expect(page).toHaveURL(/\/about$/);
    await navbar.getByRole('link', {name: '加入官方群'}).click();
    await expect(page).toHaveURL(/\/book\/qqgroup$/);

    for (const back of [/\/about$/, /\/dev\/$/, /\/blog\/tags\//]) {
      await page.goBack();
      await expect(page).toHaveURL(back);
      await expect(h1).toBeVisible();
    }
    await page.goForward();
    await expect(page).toHaveURL(/\/dev\/$/);
    expect(await isSameDocument(page)).toBe(true);
    expect(errors).toEqual([]);
  },
);
