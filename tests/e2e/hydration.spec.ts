/**
 * Hydration mismatches, caught by React's development build: the production runtime repairs most
 * of them silently (and misses attribute differences altogether), at the cost of throwing away
 * and re-rendering the server's HTML. `npm run build:debug` builds the site with that runtime into
 * build-debug/; this spec serves it and opens one page of every kind.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {serveStatic, type StaticServer} from '../../lib/static-server';
import {loadTags, newestPost, siteDir} from '../support/content';
import {blogListRoutes, categoryRoutes, devRoutes, topRoutes} from '../support/routes';
import {collectErrors, hydrated} from '../support/site';

const debugBuild = path.join(siteDir, 'build-debug');

/** The tags indexes, whose order must not depend on the language of the browser or the build. */
const tagsIndexes = ['/docs/tags', '/dev/tags', '/blog/tags'];
const notFound = '/no-such-page';

/** One page of each kind the site has. */
function pageOfEachKind(): string[] {
  const newest = newestPost();
  return [
    ...topRoutes,
    '/docs/intro',
    '/docs/tutorial/bedwars',
    '/docs/dev/player/', // tabs and code blocks
    categoryRoutes[0]!,
    ...tagsIndexes,
    `/docs/tags${loadTags('docs')[0]!.permalink}`,
    devRoutes[0]!,
    ...blogListRoutes.filter((route) => /^\/blog(\/page\/2)?$/.test(route)),
    newest.permalink,
    `/blog/tags${loadTags('blog').find((tag) => newest.tags.includes(tag.key))!.permalink}`,
    '/blog/archive',
    '/blog/authors',
    '/search?q=床',
    notFound,
  ];
}

test.describe('the development build of the runtime', () => {
  // Some twenty pages of React's development build, whose scripts weigh megabytes: the default
  // 30 s ran out once on a two-core machine busy with another build.
  test.describe.configure({timeout: 120_000});
  let server: StaticServer;

  test.beforeAll(async () => {
    if (!existsSync(debugBuild)) {
      throw new Error(`${debugBuild} is missing: run \`npm run build:debug\` (npm test does)`);
    }
    server = await serveStatic(debugBuild);
  });
  test.afterAll(() => server?.close());

  /** Opens `routes` and returns every error logged or thrown on the way. */
  async function errorsOpening(page: Page, routes: string[]): Promise<string[]> {
    // Two failed loads are expected: the not-found page's own 404 status, and the development
    // runtime's prefetch of the site config module that Docusaurus lists for every JSX page (the
    // home page): it lives in main.js, and only the production runtime knows to skip it.
    const errors = collectErrors(page, (message) => {
      const url = message.location().url;
      return url === server.origin + notFound || /^[^?#]*\/config---[\w-]+\.js$/.test(url);
    });
    for (const route of routes) {
      await page.goto(server.origin + route);
      await hydrated(page);
    }
    return errors;
  }

  test('hydrates every kind of page without a mismatch or any other error', async ({page}) => {
    expect(await errorsOpening(page, pageOfEachKind())).toEqual([]);
  });

  test.describe('in a browser set to English', () => {
    test.use({locale: 'en-US'});

    test('hydrates the tags indexes without a mismatch', async ({page}) => {
      expect(await errorsOpening(page, tagsIndexes)).toEqual([]);
    });
  });
});
