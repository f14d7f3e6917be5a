import {expect, test} from '@playwright/test';
import {operator} from '../../src/operator';
import {sectionNameOf} from '../../src/sections';
import {hydrated} from '../support/site';
import {
  POSTS_PER_PAGE,
  devDocs,
  gitTrackedFiles,
  listedPosts,
  loadDocs,
  newestPost,
  pageUrl,
  publishedPosts,
  wikiDocs,
} from '../support/content';
import {indexablePaths} from '../support/routes';

test.describe('search engines', {tag: '@desktop'}, () => {
  // Desktop only: head tags do not depend on the viewport.

  test('robots.txt allows crawling and points to the sitemap', async ({request}) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${operator.siteUrl}/sitemap.xml`);
  });

  test('the sitemap lists every listed doc and post, with last-modified dates, and not the unlisted page', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const entries = new Map(
      [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map(
        ([, loc, lastmod]) => [decodeURI(loc!.slice(operator.siteUrl.length)), lastmod],
      ),
    );
    // Last-modified dates come from git: a doc or post not yet committed has none.
    const tracked = gitTrackedFiles();
    const docs = [...loadDocs(wikiDocs), ...loadDocs(devDocs)].filter((doc) => !doc.draft);
    const unlisted = [
      ...docs.filter((doc) => doc.unlisted),
      ...publishedPosts().filter((post) => post.unlisted),
    ];
    for (const {permalink} of unlisted) {
      expect
        .soft(entries.has(permalink), `unlisted ${permalink} is not in the sitemap`)
        .toBe(false);
    }
    for (const {file, permalink} of [...docs.filter((doc) => !doc.unlisted), ...listedPosts()]) {
      expect.soft(entries.has(permalink), `${permalink} is in the sitemap`).toBe(true);
      if (entries.has(permalink) && tracked.has(file)) {
        expect.soft(entries.get(permalink), `${permalink} lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    expect(sitemap).not.toContain('/docs/staff/publishing');
    expect(sitemap).not.toContain(`<loc>${operator.siteUrl}/search</loc>`);
  });

  test('pages carry a description, a canonical URL and Open Graph and Twitter tags', async ({
    page,
  }) => {
    for (const path of [
      '/',
      '/docs/tutorial/bedwars',
      '/docs/category/faq',
      '/blog',
      newestPost().permalink,
      '/about',
      '/book/qqgroup',
    ]) {
      await page.goto(path);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, path).toBeTruthy();
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        'href',
        `${operator.siteUrl}${path}`,
      );
      await expect(page.locator('meta[property="og:image"]'), path).toHaveCount(1);
      await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
        'content',
        'summary_large_image',
      );
    }
  });

  test('every page has a share card of its own, named by the tags QQ and WeChat read', async ({
    page,
    request,
  }) => {
    // As a chat app fetches a shared link: the server's HTML, without scripts.
    const paths = await indexablePaths(request);
    await page.goto('/');
    const heads = await page.evaluate(
      (paths) =>
        Promise.all(
          [...new Set(paths)].map(async (path) => {
            const doc = new DOMParser().parseFromString(
              await (await fetch(path)).text(),
              'text/html',
            );
            const all = (selector: string) =>
              [...doc.querySelectorAll(selector)].map((meta) => meta.getAttribute('content'));
            return {
              path,
              title: doc.title,
              description: all('meta[name="description"]'),
              ogTitle: all('meta[property="og:title"]'),
              ogImage: all('meta[property="og:image"]'),
              alt: all('meta[property="og:image:alt"]'),
              twitterImage: all('meta[name="twitter:image"]'),
              name: all('meta[itemprop="name"]'),
              itempropDescription: all('meta[itemprop="description"]'),
              itempropImage: all('meta[itemprop="image"]'),
            };
          }),
        ),
      paths,
    );
    const homeCard = heads.find((head) => head.path === '/')!.ogImage[0]!;
    const byImage = new Map<string, string>();
    for (const head of heads) {
      const [image] = head.ogImage;
      expect(head.ogImage, `${head.path}: one og:image`).toHaveLength(1);
      expect(head.twitterImage, head.path).toEqual([image]);
      expect(head.itempropImage, head.path).toEqual([image]);
      expect(head.name, head.path).toEqual(head.ogTitle);
      expect(head.itempropDescription, head.path).toEqual(head.description);
      expect(image!.startsWith(`${operator.siteUrl}/img/`), head.path).toBe(true);
      // Its own: no other page shares it (the home page has the site's hand-drawn card).
      expect(byImage.get(image!), `${head.path} shares its card with`).toBeUndefined();
      byImage.set(image!, head.path);
      if (image === homeCard) continue;
      // The card names the page by its title, and the section it is in.
      const pageTitle = head.title.replace(/ \| [^|]+$/, '');
      expect(head.alt[0]!.startsWith(pageTitle), `${head.path}: card of “${pageTitle}”`).toBe(true);
      const section = sectionNameOf(head.path);
      // A section's own front page is titled with the section's name, which the card says once.
      if (section && section !== pageTitle) {
        expect(head.alt[0], head.path).toContain(` · ${section}`);
      }
    }
    // Each card is a 1200×630 PNG of at most 200 KB, served as an image.
    for (const image of byImage.keys()) {
      const response = await request.get(image.slice(operator.siteUrl.length));
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toBe('image/png');
      const png = await response.body();
      expect(png.length, image).toBeLessThanOrEqual(200 * 1024);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
    }
  });

  test('every page has a title and a description of its own, also after client-side navigation', async ({
    page,
    request,
  }) => {
    const paths = await indexablePaths(request);
    expect(paths.length).toBeGreaterThan(100);
    await page.goto('/');
    const heads = await page.evaluate(
      (paths) =>
        Promise.all(
          [...new Set(paths)].map(async (path) => {
            const html = await (await fetch(path)).text();
            const doc = new DOMParser().parseFromString(html, 'text/html');
            const description = doc
              .querySelector('meta[name="description"]')
              ?.getAttribute('content');
            return {path, title: doc.title, description: description ?? ''};
          }),
        ),
      paths,
    );
    for (const key of ['title', 'description'] as const) {
      const byValue = new Map<string, string[]>();
      for (const head of heads) {
        expect(head[key], `${head.path} has a ${key}`).not.toBe('');
        byValue.set(head[key], [...(byValue.get(head[key]) ?? []), head.path]);
      }
      const shared = [...byValue.values()].filter((group) => group.length > 1);
      expect(shared, `pages sharing a ${key}`).toEqual([]);
    }

    // Docusaurus updates the head on client-side navigation; the wrapped list
    // pages must too. The blog has more than one page of posts.
    expect(listedPosts().length).toBeGreaterThan(POSTS_PER_PAGE);
    const secondPage = pageUrl('/blog', 1);
    await page.goto('/blog');
    await hydrated(page);
    await page.getByRole('link', {name: /较旧的博文/}).click();
    await expect(page).toHaveURL(new RegExp(`${secondPage}$`));
    const expected = heads.find((head) => head.path === secondPage)!;
    await expect(page).toHaveTitle(expected.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      expected.description,
    );
  });

  test('posts carry BlogPosting and docs BreadcrumbList structured data', async ({request}) => {
    // Read the server HTML, as a crawler does.
    const types = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>(.*?)<\/script>/gs)]
        .map(([, block]) => JSON.parse(block!))
        .flatMap((data) => [data['@type'], data.blogPost?.['@type']]);
    };
    expect(await types(newestPost().permalink)).toContain('BlogPosting');
    expect(await types('/docs/faq/penalty')).toContain('BreadcrumbList');
  });

  test('search-engine verification tags appear only for tokens the operator set', async ({
    page,
  }) => {
    await page.goto('/');
    for (const [name, token] of Object.entries(operator.searchVerification)) {
      await expect(page.locator(`meta[name="${name}"]`)).toHaveCount(token ? 1 : 0);
    }
  });
});
