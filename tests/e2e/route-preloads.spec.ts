import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {devDocs, loadDocs, newestPost, siteDir, wikiDocs} from '../support/content';
import {blogListRoutes, topRoutes} from '../support/routes';
import {hydrated} from '../support/site';

/** A page of every kind: each kind has its own layout routes and chunks. */
const samples = [
  ...topRoutes,
  loadDocs(wikiDocs).find((doc) => !doc.unlisted)!.permalink,
  loadDocs(devDocs)[0]!.permalink,
  newestPost().permalink,
  blogListRoutes[0]!,
  '/docs/tags',
  '/blog/tags',
  '/search',
];

const buildDir = path.join(siteDir, 'build');

/** A preload link as the plugin writes it, with the file it names. */
const PRELOAD_LINK = /<link rel="preload" href="([^"]+)" as="script">/g;

/** The build's script files. */
const scriptFiles = readdirSync(path.join(buildDir, 'assets/js'));

/** The script files a page's HTML preloads, by file name. */
const preloadedFiles = (page: Page) =>
  page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname.split('/').pop()!),
    );

/**
 * Records, from before the page's own scripts run, the file name of every script element added to
 * the document: the bundler's runtime adds one for each chunk it loads, and removes it once run.
 */
const recordAddedScripts = (page: Page) =>
  page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as {addedScripts: string[]}).addedScripts = added;
    new MutationObserver((mutations) => {
      for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes])) {
        if (node instanceof HTMLScriptElement && node.src) {
          added.push(new URL(node.src).pathname.split('/').pop()!);
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });

/** The script files the bundler's runtime loaded, by file name (see recordAddedScripts). */
const loadedScriptFiles = (page: Page) =>
  page.evaluate(() => (window as unknown as {addedScripts: string[]}).addedScripts);

/** The script files a page's HTML loads itself (the bundle's entry); minified, unquoted. */
const SCRIPT_TAG = /<script src="?([^"\s>]+)/g;
const entryFiles = (html: string) =>
  new Set([...html.matchAll(SCRIPT_TAG)].map(([, src]) => src!.split('/').pop()!));

test.describe('route chunks named in the HTML', {tag: '@desktop'}, () => {
  // Desktop only: the chunks do not depend on the viewport.

  for (const route of samples) {
    test(`${route} preloads the chunks its first render runs, and no others`, async ({page}) => {
      await recordAddedScripts(page);
      const response = await page.goto(route);
      const entry = entryFiles(await response!.text());
      expect(entry.size, 'the HTML loads the bundle').toBeGreaterThan(0);
      await hydrated(page);
      const preloaded = await preloadedFiles(page);
      expect(preloaded.length, 'a route has chunks of its own').toBeGreaterThan(0);
      // Right after hydration: later chunks (a search, a zoomed image) load on a player's intent.
      const loaded = (await loadedScriptFiles(page)).filter((file) => !entry.has(file));
      for (const file of preloaded) expect(loaded, `${file} ran`).toContain(file);
      const unnamed = loaded.filter((file) => !preloaded.includes(file));
      expect(unnamed, 'chunks the first render ran that the HTML did not name').toEqual([]);
    });
  }

  test('every built page names only files of the build', () => {
    const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'}).filter((file) =>
      file.endsWith('.html'),
    );
    let named = 0;
    for (const file of pages) {
      const html = readFileSync(path.join(buildDir, file), 'utf8');
      for (const [, href] of html.matchAll(PRELOAD_LINK)) {
        expect(scriptFiles, `${file} names ${href}`).toContain(path.basename(href!));
        named += 1;
      }
    }
    expect(named, 'pages name their chunks').toBeGreaterThan(pages.length);
  });

  test('a page still loads and works when its preloads fail', async ({page, request}) => {
    const route = samples.find((address) => address.startsWith('/docs/'))!;
    const html = await (await request.get(route)).text();
    const preloads = new Set([...html.matchAll(PRELOAD_LINK)].map(([, href]) => href));
    expect(preloads.size).toBeGreaterThan(0);
    // The first request of each preloaded file (the preload itself) fails; the runtime's own
    // request for the chunk, later, succeeds.
    const failed = new Set<string>();
    const retried = new Set<string>();
    await page.route('**/assets/js/**', (intercepted) => {
      const file = new URL(intercepted.request().url()).pathname;
      if (!preloads.has(file)) return intercepted.continue();
      if (!failed.has(file)) {
        failed.add(file);
        return intercepted.abort();
      }
      retried.add(file);
      return intercepted.continue();
    });
    await page.goto(route);
    await hydrated(page);
    expect([...failed].sort()).toEqual([...preloads].sort());
    expect([...retried].sort(), 'the runtime fetched each chunk again').toEqual(
      [...preloads].sort(),
    );
    // Client-side navigation works too: the page's next or previous link renders its page.
    const link = page.locator('.pagination-nav__link').first();
    const target = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(page.locator('main h1')).toBeVisible();
  });
});
