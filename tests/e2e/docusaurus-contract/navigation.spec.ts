import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {newestPost, siteDir} from '../../support/content';
import {hydrated} from '../../support/site';

// Docusaurus behaviour the site relies on, in the built site: route loading and client-side
// navigation, and how the site copes without storage, at a wrong base path or without JavaScript.
// The site configures these but does not implement them; after a Docusaurus upgrade, a failure
// here means Docusaurus changed (see UPGRADING.md).

test.describe('navigation', () => {
  test(
    'when a route chunk fails to load, the page reloads at the new address',
    {tag: '@desktop'},
    async ({page}) => {
      // Desktop only: footer links are the same on both viewports.
      await page.goto('/');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // From now on no new JavaScript chunk can load, as after a redeploy removed old chunks.
      await page.route('**/assets/js/**', (route) => route.abort());
      const reloaded = page.waitForRequest(
        (r) => r.resourceType() === 'document' && r.url().endsWith('/about'),
      );
      await page.locator('footer').getByRole('link', {name: '关于云岛'}).click();
      await reloaded;
      // The reloaded page is the server-rendered about page, readable even without its chunks.
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.locator('main h1')).toHaveText('关于云岛');
    },
  );

  test('the progress bar starts only after 200 ms', {tag: '@desktop'}, async ({page}) => {
    // Desktop only: timing does not depend on the viewport.
    // The page's clock is Playwright's: the test moves it, the machine's speed does not.
    await page.clock.install();
    await page.goto('/docs/intro');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // The next page's chunks are held until the test lets them through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/**', async (route) => {
      await held;
      await route.continue();
    });
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.locator('footer').getByRole('link', {name: '关于云岛'}).click();
    await page.clock.runFor(199);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await page.clock.runFor(2);
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached();
    expect((await bar.boundingBox())?.height, "the theme's stylesheet draws a thin strip").toBe(2);
    release();
    await expect(page.locator('main h1')).toHaveText('关于云岛');
    // Once the page is there, the bar fills and fades away.
    await page.clock.runFor(1000);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('after navigation the page starts at the top', async ({page}) => {
    await page.goto('/docs/faq/penalty');
    await hydrated(page);
    const next = page.locator('nav.pagination-nav a.pagination-nav__link--next');
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await next.click();
    await expect(page).not.toHaveURL(/penalty$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('after navigation to a link with a hash the page scrolls to its target', async ({page}) => {
    await page.goto('/docs/dev/player/');
    await hydrated(page);
    const link = page.locator('article a[href^="/docs/dev/leaderboard/#"]').first();
    const id = decodeURIComponent((await link.getAttribute('href'))!.split('#')[1]!);
    await link.click();
    await expect(page).toHaveURL(/\/docs\/dev\/leaderboard\/#/);
    // The address changes before the new page renders: until its target exists, keep polling.
    await expect
      .poll(() =>
        page.evaluate(
          (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity,
          id,
        ),
      )
      .toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  for (const suffix of ['/index.html', '.html']) {
    test(`a path ending in ${suffix} shows the plain route`, async ({page}) => {
      await page.goto(`/docs/intro${suffix}`);
      await hydrated(page);
      await expect(page.locator('article h1')).toHaveText('欢迎来到云岛 Wiki');
      await expect(page.locator('main')).not.toContainText('找不到页面');
    });
  }

  test('links are prefetched, but not on a 2g connection', {tag: '@desktop'}, async ({page}) => {
    // Desktop only: the connection check does not depend on the viewport.
    const prefetched = () => page.locator('link[rel="prefetch"]').count();
    await page.goto('/');
    await hydrated(page);
    await expect.poll(prefetched).toBeGreaterThan(0);

    const session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1500,
      downloadThroughput: 30_000,
      uploadThroughput: 30_000,
      connectionType: 'cellular2g',
    });
    expect(
      await page.evaluate(
        () =>
          (navigator as unknown as {connection: {effectiveType: string}}).connection.effectiveType,
      ),
    ).toBe('2g');
    const before = await prefetched();
    // The footer's links come into view: on 2g they are not prefetched. Each link's own
    // intersection observer was created before this one, so by the time this one reports the
    // footer, theirs have run (and a prefetch would have added its <link>).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve());
          });
          document.querySelectorAll('footer a').forEach((link) => observer.observe(link));
          document.querySelector('footer')!.scrollIntoView();
        }),
    );
    expect(await prefetched()).toBe(before);
  });
});

test.describe('degraded environments', () => {
  test('with browser storage unavailable a warning is logged and the site still works', async ({
    page,
    baseURL,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // A sandboxed iframe has an opaque origin: localStorage throws, as in strict privacy modes.
    await page.setContent(
      `<iframe sandbox="allow-scripts" src="${baseURL}/docs/intro" style="width:1000px;height:700px"></iframe>`,
    );
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('article h1')).toHaveText('欢迎来到云岛 Wiki');
    await hydrated(frame);
    await expect
      .poll(() => warnings.join('\n'))
      .toContain('Docusaurus browser storage is not available');
  });

  test('served under the wrong base path, the home page shows the red base-URL banner', async ({
    page,
    baseURL,
  }) => {
    const home = readFileSync(path.join(siteDir, 'build/index.html'), 'utf8');
    // The build deployed into /wiki/ while its baseUrl is "/": its assets are not where it expects them.
    await page.route(`${baseURL}/wiki/`, (route) =>
      route.fulfill({body: home, contentType: 'text/html'}),
    );
    await page.route(`${baseURL}/assets/**`, (route) =>
      route.fulfill({status: 404, body: 'not found'}),
    );
    await page.goto('/wiki/');
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('baseUrl');
    await expect(banner).toHaveCSS('background-color', /rgb\(2\d\d, \d+, \d+\)/);
  });
});

test('with JavaScript disabled every kind of page is readable', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  const pages: [string, string][] = [
    ['/', '云岛'],
    ['/docs/tutorial/bedwars', '起床战争新手教程'],
    ['/docs/category/faq', '常见问题'],
    ['/docs/tags/faq', '「常见问题」'],
    ['/dev/', '技术分享'],
    ['/blog', '更新日志'],
    [newestPost().permalink, newestPost().title],
    ['/about', '关于云岛'],
    ['/book/qqgroup', '加入云岛官方群'],
  ];
  for (const [route, text] of pages) {
    await page.goto(route);
    await expect(page.locator('h1'), route).toContainText(text);
    expect((await page.locator('main').innerText()).length, route).toBeGreaterThan(100);
  }
  await context.close();
});
