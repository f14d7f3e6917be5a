import {existsSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {chromium, expect, test, type Page} from '@playwright/test';
import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import {deploy} from '../../scripts/lib/deploy';
import {makeTarget, startNginx, type RunningNginx} from '../../scripts/lib/nginx';
import {launchOptions} from '../../lib/browser';
import {operator} from '../../src/operator';
import {previewOf} from '../../src/preview';
import {collectCspViolations} from '../support/csp';
import {latestRelease, newestPost, siteDir} from '../support/content';
import {collectErrors, hydrated} from '../support/site';

// A pull request's preview as staff open it: build-preview/ (npm run build:preview -- N, made by
// npm test before the browser tests) published with the deploy command to the previews' own
// origin, real nginx with deploy/nginx/previews.conf running as an unprivileged user, beside the
// site on its own nginx. A smoke set of what the site's own specs check, derived from the
// content: links, assets, search, the join QR, not-found; and what a preview, which anyone's pull
// request can fill, must not be able to do to the site.
const previewRelease = path.join(siteDir, 'build-preview', 'release.json');
if (!existsSync(previewRelease)) {
  throw new Error('build-preview/release.json is missing: run npm run build:preview -- 1 first.');
}
const base = (JSON.parse(readFileSync(previewRelease, 'utf8')) as {baseUrl: string}).baseUrl;

let siteTarget: string;
let previewsTarget: string;
let site: RunningNginx;
let nginx: RunningNginx;
const at = (route: string) => `${nginx.origin}${base}${route.replace(/^\//, '')}`;

/** The site's own links of the page (not external ones, not anchors on the same page). */
const internalLinks = (page: Page) =>
  page
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);

test.describe('a pull request preview', () => {
  test.skip(({isMobile}) => isMobile, 'the origin does not depend on the viewport');
  test.describe.configure({mode: 'serial', timeout: 180_000});

  test.beforeAll(async () => {
    siteTarget = makeTarget();
    await deploy(siteDir, siteTarget, {requireFresh: false, log: () => {}});
    site = await startNginx(siteTarget);
    previewsTarget = makeTarget();
    nginx = await startNginx(previewsTarget, 'previews');
    await deploy(siteDir, path.join(previewsTarget, `pr-${previewOf(base)}`), {
      build: 'build-preview',
      commit: 'f'.repeat(40),
      reload: nginx.reloadCommand,
      originUrl: nginx.origin,
      log: () => {},
    });
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await site?.stop();
    for (const dir of [siteTarget, previewsTarget]) {
      if (dir) rmSync(dir, {recursive: true, force: true});
    }
  });

  test('every page says noindex, in its head and its response, and names itself inside the preview', async ({
    page,
  }) => {
    for (const route of ['/', '/docs/intro', newestPost().permalink, '/book/qqgroup']) {
      const response = await page.goto(at(route));
      expect(response?.status(), route).toBe(200);
      expect(response?.headers()['x-robots-tag'], route).toBe('noindex, nofollow');
      await expect(page.locator('meta[name="robots"]'), route).toHaveAttribute(
        'content',
        /noindex/,
      );
      await expect(page.locator('link[rel="canonical"]'), route).toHaveAttribute(
        'href',
        `${operator.previewUrl}${base}${route.replace(/^\//, '')}`,
      );
    }
    // The site itself is indexed as before, and serves no preview.
    expect((await fetch(`${site.origin}/docs/intro`)).headers.get('x-robots-tag')).toBeNull();
    expect((await fetch(`${site.origin}${base}`)).status).toBe(404);
    // The previews' origin serves nothing but previews.
    const other = await fetch(`${nginx.origin}/docs/intro`);
    expect(other.status).toBe(404);
    expect(other.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  test('its pages load their assets, hydrate without errors, and every link stays inside the preview', async ({
    page,
  }) => {
    const violations = await collectCspViolations(page);
    const errors = collectErrors(page);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    const checked = new Set<string>();
    for (const route of ['/', '/docs/intro', newestPost().permalink]) {
      await page.goto(at(route));
      await hydrated(page);
      for (const href of await internalLinks(page)) {
        expect(href, `a link on ${route}`).toMatch(new RegExp(`^${base}`));
        const address = href.replace(/#.*$/, '');
        if (checked.has(address)) continue;
        checked.add(address);
        expect((await fetch(nginx.origin + encodeURI(decodeURI(address)))).status, href).toBe(200);
      }
    }
    expect(checked.size).toBeGreaterThan(20);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('the announcement bar and the home card link to the newest release inside the preview', async ({
    page,
  }) => {
    const release = latestRelease()!;
    await page.goto(at('/'));
    await hydrated(page);
    const permalink = `${base}${release.post.permalink.replace(/^\//, '')}`;
    await expect(page.locator('.theme-announcement-bar a')).toHaveAttribute('href', permalink);
    await expect(page.getByTestId('latest-version')).toHaveAttribute('href', permalink);
  });

  test('search finds a page and opens it inside the preview', async ({page}) => {
    await page.goto(at('/docs/intro'));
    await hydrated(page);
    await page.locator('.navbar').getByRole('button', {name: '搜索'}).click();
    await page.getByRole('combobox').fill('改名');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('改名帮助');
    await first.click();
    // The result may open at the heading that matched.
    await expect(page).toHaveURL((url) => url.pathname === `${base}docs/faq/rename`);
    await expect(page.locator('article h1')).toHaveText('改名帮助');
  });

  test('the join page’s QR code decodes to the join link', async ({page}) => {
    await page.goto(at('/book/qqgroup'));
    await hydrated(page);
    const qr = page.getByRole('img', {name: /加群二维码/});
    const png = PNG.sync.read(await qr.screenshot());
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(
      operator.qqGroup.joinUrl,
    );
  });

  test('an unknown path shows the preview’s not-found page, whose links stay inside it', async ({
    page,
  }) => {
    const response = await page.goto(at('/no/such/page'));
    expect(response?.status()).toBe(404);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('main h1')).toHaveText('找不到页面');
    for (const href of await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect(href).toMatch(new RegExp(`^${base}`));
    }
    // Without its slash, the preview's address redirects to it, relative to the host.
    const bare = await fetch(nginx.origin + base.replace(/\/$/, ''), {redirect: 'manual'});
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(base);
  });

  test('a preview cannot set a cookie for the site, read or write its storage, or take over its window', async () => {
    // The browser resolves both public host names to this machine, as DNS would to the origins.
    const siteHost = new URL(operator.siteUrl).hostname;
    const previewHost = new URL(operator.previewUrl).hostname;
    const browser = await chromium.launch({
      ...launchOptions,
      args: [
        ...launchOptions.args,
        `--host-resolver-rules=MAP ${siteHost} 127.0.0.1, MAP ${previewHost} 127.0.0.1`,
      ],
    });
    try {
      const page = await browser.newPage();
      const siteAddress = `http://${siteHost}:${new URL(site.origin).port}`;
      const previewAddress = `http://${previewHost}:${new URL(nginx.origin).port}${base}`;
      await page.goto(`${siteAddress}/docs/intro`);
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));

      await page.goto(previewAddress);
      await expect(page.locator('main')).toBeVisible();
      const replaced = await page.evaluate(
        ({siteAddress, siteDomain}) => {
          // A year-long cookie for the site's whole domain would make every later request to it
          // fail; one without a domain stays on the preview's own host.
          document.cookie = `evil=1; domain=${siteDomain}; path=/; max-age=31536000`;
          document.cookie = 'own=1; path=/; max-age=31536000';
          localStorage.setItem('theme', 'light');
          try {
            history.replaceState(null, '', `${siteAddress}/docs/intro`);
            return 'allowed';
          } catch (error) {
            return (error as Error).name;
          }
        },
        {siteAddress, siteDomain: siteHost.split('.').slice(1).join('.')},
      );
      expect(replaced).toBe('SecurityError');

      // A site window the preview opened, once the site is in it: out of the preview's reach.
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.evaluate((address) => {
          (window as {opened?: Window | null}).opened = window.open(address);
        }, `${siteAddress}/docs/intro`),
      ]);
      await hydrated(popup);
      const rewritten = await page.evaluate(() => {
        try {
          (window as {opened?: Window | null}).opened!.document.body.textContent = 'DEFACED';
          return 'allowed';
        } catch (error) {
          return (error as Error).name;
        }
      });
      expect(rewritten).not.toBe('allowed');
      await expect(popup.locator('article h1')).toBeVisible();

      const sent: string[] = [];
      page.on('request', (request) => {
        const cookie = request.headers()['cookie'];
        if (cookie) sent.push(`${request.url()}: ${cookie}`);
      });
      await page.goto(`${siteAddress}/docs/intro`);
      expect(await page.evaluate(() => document.cookie)).toBe('');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      expect(sent).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
