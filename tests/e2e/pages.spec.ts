import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page, type PlaywrightWorkerArgs} from '@playwright/test';
import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import {beijingDay} from '../../src/dates';
import {OPENING_DAY} from '../../lib/posts';
import {operator} from '../../src/operator';
import {launchOptions} from '../../lib/browser';
import {latestAnnouncement, latestRelease, listedPosts, siteDir} from '../support/content';
import {hydrated} from '../support/site';

/** User agents of QQ's and WeChat's built-in browsers on Android (the apps' versions vary). */
const QQ_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240105.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/115.0.5790.168 Mobile Safari/537.36 V1_AND_SQ_9.0.85_6640_YYB_D QQ/9.0.85.17740 NetType/WIFI WebP/0.3.0 AppId/537230561';
const WECHAT_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240105.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MMWEBID/2247 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

test.describe('home page', () => {
  test('the latest-version card and recent posts come from the blog', async ({page}) => {
    const posts = listedPosts();
    // The card shows the highest version number, not the newest-dated version post.
    const release = latestRelease();
    expect(release, 'blog/ has a version post').toBeDefined();
    const latest = release!.post;
    await page.goto('/');
    await hydrated(page);
    const card = page.getByTestId('latest-version');
    await expect(card).toHaveAttribute('href', latest.permalink);
    await expect(card).toContainText(`云岛 ${release!.version}`);
    await expect(card).toContainText('最新版本');
    await expect(card.locator('time')).toHaveAttribute('datetime', latest.date.toISOString());
    const recent = await page
      .locator('main section[aria-labelledby="updates"] ul a')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(recent).toEqual(posts.slice(0, 5).map((post) => post.permalink));
  });

  test('game-mode cards link to their tutorials and the calls to action lead on', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    for (const [name, href] of [
      ['起床战争', '/docs/tutorial/bedwars'],
      ['空岛战争', '/docs/tutorial/skywars'],
      ['游戏系统', '/docs/tutorial/systems'],
    ]) {
      await expect(page.locator(`main a[href="${href}"]`).filter({hasText: name})).toBeVisible();
    }
    await expect(page.getByRole('link', {name: '新手从这里开始'})).toHaveAttribute(
      'href',
      '/docs/intro',
    );
    await expect(page.locator('header').getByRole('link', {name: '加入官方群'})).toHaveAttribute(
      'href',
      '/book/qqgroup',
    );
  });

  test('the server number copy button copies it', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', {name: `复制服务器号 ${operator.serverNumber}`}).click();
    await expect(page.getByRole('status').filter({hasText: '已复制'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(operator.serverNumber);
  });
});

test.describe('join-group page', () => {
  /** The QR code's caption as the player sees it: one line for a computer, another for a phone. */
  const visibleCaption = (page: Page) => page.locator('main figcaption span:visible');
  const copyButton = (page: Page) =>
    page.getByRole('button', {name: `复制群号 ${operator.qqGroup.number}`});

  /**
   * A page of the join-group page served over plain HTTP under a host name that is not localhost,
   * as a player meets it behind a CDN without TLS: browsers then give it no clipboard API, as
   * many in-app browsers do. It has the test project's device, `userAgent` if given, and records
   * what each copy command copied in `window.copied`.
   */
  async function insecurePage(
    playwright: PlaywrightWorkerArgs['playwright'],
    baseURL: string,
    userAgent?: string,
  ) {
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      args: [...launchOptions.args, '--host-resolver-rules=MAP insecure.test 127.0.0.1'],
    });
    const {viewport, isMobile, hasTouch, deviceScaleFactor, ...device} = test.info().project.use;
    const context = await browser.newContext({
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
      locale: 'zh-CN',
      userAgent: userAgent ?? device.userAgent,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      document.addEventListener('copy', () => {
        (window as {copied?: string[]}).copied ??= [];
        (window as {copied?: string[]}).copied!.push(String(window.getSelection()));
      });
    });
    await page.goto(`${baseURL.replace('127.0.0.1', 'insecure.test')}/book/qqgroup`);
    await hydrated(page);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    return {page, close: () => browser.close()};
  }

  test('the copy button copies the group number and confirms', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/book/qqgroup');
    await hydrated(page);
    const button = copyButton(page);
    await button.click();
    await expect(button).toHaveText('已复制');
    await expect(page.getByRole('status').filter({hasText: '群号已复制到剪贴板'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(operator.qqGroup.number);
  });

  test('with clipboard writing denied, the copy command still copies the number', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read']);
    await page.goto('/book/qqgroup');
    await hydrated(page);
    // Playwright can only grant permissions; Chromium's own protocol can deny one, as a player's
    // browser setting would. It applies to the test's browser context, named by the page's target.
    const cdp = await context.newCDPSession(page);
    const {targetInfo} = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: {name: 'clipboard-write'},
      setting: 'denied',
      browserContextId: targetInfo.browserContextId,
    });
    await expect(page.evaluate(() => navigator.clipboard.writeText('x'))).rejects.toThrow();
    await copyButton(page).click();
    await expect(page.getByRole('status').filter({hasText: '群号已复制到剪贴板'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(operator.qqGroup.number);
  });

  test('without a clipboard API (plain HTTP, in-app browsers), the copy command copies the number', async ({
    playwright,
    baseURL,
  }) => {
    const {page, close} = await insecurePage(playwright, baseURL!, WECHAT_AGENT);
    try {
      expect(await page.evaluate(() => 'clipboard' in navigator)).toBe(false);
      await copyButton(page).click();
      await expect(page.getByRole('status').filter({hasText: '群号已复制到剪贴板'})).toBeVisible();
      expect(await page.evaluate(() => (window as {copied?: string[]}).copied)).toEqual([
        operator.qqGroup.number,
      ]);
      // Nothing is left selected once the number is copied.
      expect(await page.evaluate(() => String(window.getSelection()))).toBe('');
    } finally {
      await close();
    }
  });

  test('where nothing can copy, the number is selected with advice for the device in hand', async ({
    playwright,
    baseURL,
    isMobile,
  }) => {
    const {page, close} = await insecurePage(playwright, baseURL!);
    try {
      // Some old WebViews answer the copy command with false and copy nothing.
      await page.evaluate(() => {
        document.execCommand = () => false;
      });
      await copyButton(page).click();
      const status = page.getByRole('status').filter({hasText: '无法自动复制，已为你选中群号'});
      await expect(status).toBeVisible();
      await expect(status).toContainText(isMobile ? '请长按它' : 'Ctrl + C');
      await expect(status).not.toContainText(isMobile ? 'Ctrl' : '长按');
      expect(await page.evaluate(() => String(window.getSelection()))).toBe(
        operator.qqGroup.number,
      );
    } finally {
      await close();
    }
  });

  test('the open-QQ button uses the configured join link', async ({page}) => {
    await page.goto('/book/qqgroup');
    await hydrated(page);
    await expect(page.getByRole('link', {name: '打开 QQ 加群'})).toHaveAttribute(
      'href',
      operator.qqGroup.joinUrl,
    );
  });

  test('the QR code is a PNG image of the join link', async ({page}) => {
    await page.goto('/book/qqgroup');
    await hydrated(page);
    // QQ's and WeChat's 长按识别二维码 reads images, not inline SVG.
    const qr = page.getByRole('img', {name: /加群二维码/});
    expect(await qr.evaluate((node) => node.tagName)).toBe('IMG');
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const response = await page.request.get((await qr.getAttribute('src'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = PNG.sync.read(await response.body());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(operator.qqGroup.joinUrl);
  });

  test(
    'on a computer, the caption says to scan the code with a phone',
    {tag: '@desktop'},
    async ({page}) => {
      await page.goto('/book/qqgroup');
      await hydrated(page);
      await expect(visibleCaption(page)).toHaveText('用手机 QQ“扫一扫”加群');
    },
  );

  test.describe('inside QQ on a phone', {tag: '@phone'}, () => {
    test.use({userAgent: QQ_AGENT});
    test('the caption says to long-press the code, and the open-QQ button stays', async ({
      page,
    }) => {
      await page.goto('/book/qqgroup');
      await hydrated(page);
      await expect(visibleCaption(page)).toHaveText('长按二维码，选“识别图中二维码”加群');
      await expect(page.getByRole('link', {name: '打开 QQ 加群'})).toBeVisible();
      await expect(page.getByText('微信里打不开')).toHaveCount(0);
    });
  });

  test.describe('inside WeChat on a phone', {tag: '@phone'}, () => {
    test.use({userAgent: WECHAT_AGENT});
    test('the page says WeChat blocks QQ links and gives the steps instead of the button', async ({
      page,
    }) => {
      await page.goto('/book/qqgroup');
      await hydrated(page);
      await expect(page.getByRole('link', {name: '打开 QQ 加群'})).toHaveCount(0);
      const note = page.getByRole('note');
      await expect(note).toContainText('微信里打不开 QQ 的加群链接');
      await expect(note).toContainText('复制群号');
      await expect(note).toContainText('在默认浏览器中打开');
      // Recognising the code inside WeChat would open the same blocked link: save it for QQ.
      await expect(visibleCaption(page)).toHaveText(
        '长按二维码保存图片，再在 QQ“扫一扫”里点相册选它',
      );
      await expect(copyButton(page)).toBeVisible();
      // The steps below do not send the player to the button WeChat hides.
      await expect(page.getByText('点上面的“打开 QQ 加群”')).toHaveCount(0);
    });
  });

  test('the rules link to the penalty page', async ({page}) => {
    await page.goto('/book/qqgroup');
    await hydrated(page);
    await expect(page.getByRole('link', {name: '违规处罚规则'})).toHaveAttribute(
      'href',
      '/docs/faq/penalty',
    );
  });
});

test('the about page tells who runs 云岛, its timeline and the disclaimer', async ({page}) => {
  await page.goto('/about');
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('关于云岛');
  // The timeline runs from the opening day to the newest version (staff add a row with each
  // version post, as the publishing guide says).
  const timeline = page.locator('main table').first();
  const [year, month, day] = OPENING_DAY.split('-').map(Number);
  await expect(timeline.locator('tbody tr').first()).toContainText(
    `${year} 年 ${month} 月 ${day} 日`,
  );
  const release = latestRelease();
  if (release) {
    await expect(timeline, `/about's timeline has no row for ${release.version}`).toContainText(
      release.version,
    );
  }
  await expect(page.locator('main')).toContainText('与网易、Mojang Studios 及 Microsoft 无关联');
  await expect(page.locator('main').getByRole('link', {name: '用户中心'}).first()).toHaveAttribute(
    'href',
    operator.userCenterUrl,
  );
});

test('the not-found page explains itself and offers the home page, the wiki and the changelog', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('找不到页面');
  await expect(page.locator('main')).toContainText('云岛 Wiki 上没有这个地址的页面');
  const links = page.getByRole('navigation', {name: '可以去这些页面'});
  await expect(links.getByRole('link', {name: '云岛首页'})).toHaveAttribute('href', '/');
  await expect(links.getByRole('link', {name: 'Wiki 文档'})).toHaveAttribute('href', '/docs/intro');
  await expect(links.getByRole('link', {name: '更新日志'})).toHaveAttribute('href', '/blog');
});

test('with no analytics id, pages make no request outside the site', async ({page, baseURL}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) {
      outside.push(request.url());
    }
  });
  for (const route of ['/', '/docs/intro', '/blog', '/book/qqgroup']) {
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
  }
  expect(operator.analyticsSiteId).toBe('');
  await expect(page.locator('script[src*="hm.baidu.com"]')).toHaveCount(0);
  expect(outside).toEqual([]);
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');
  const announcement = latestAnnouncement();

  test('announces the highest version and links to its post, with an id of that version', async ({
    page,
  }) => {
    const release = latestRelease();
    expect(release, 'blog/ has a version post').toBeDefined();
    const {post, version} = release!;
    // A new version gets a new id, so players who closed the last bar see this one.
    expect(announcement.id).toContain(version.replaceAll('.', '-'));
    await page.goto('/docs/intro');
    await expect(bar(page)).toContainText(`云岛 ${version} 版本`);
    const [, month, day] = beijingDay(post.date).split('-').map(Number);
    await expect(bar(page)).toContainText(`${month} 月 ${day} 日`);
    await expect(bar(page).getByRole('link')).toHaveAttribute('href', post.permalink);
  });
});

test.describe('crash page', () => {
  test('a page that fails to render shows the crash page with a retry button, inside the navbar and footer', async ({
    page,
  }) => {
    // Corrupt the join-group page's data module: the page component then throws while rendering.
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      await route.fulfill({
        response,
        body: body.includes('qq-group-qr.') ? body.replace(/JSON\.parse\('.*'\)/s, 'null') : body,
      });
    });
    await page.goto('/book/qqgroup');
    await expect(page.getByText('此页已崩溃。')).toBeVisible();
    await expect(page.getByRole('button', {name: '重试'})).toBeVisible();
    // The error and its cause are shown too.
    await expect(page.locator('main')).toContainText("doesn't have a default export");
    await expect(page.locator('main')).not.toContainText('This page crashed');
    // The site's layout is still there, so the player can go elsewhere.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toContainText(operator.icpNumber);
    // Chunks still in flight when the test ends must not fail the next test of this worker.
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });

  test('no crash or test route ships in the production build', () => {
    const sitemap = readFileSync(path.join(siteDir, 'build/sitemap.xml'), 'utf8');
    expect(sitemap).not.toMatch(/crash|__test|error-test/i);
  });
});
