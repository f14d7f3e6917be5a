import {expect, test} from '@playwright/test';
import {operator} from '../../src/operator';
import {publishedPosts} from '../support/content';

test.describe('search engines', () => {
  test.skip(({isMobile}) => isMobile, 'head tags do not depend on the viewport');

  test('robots.txt allows crawling and points to the sitemap', async ({request}) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${operator.siteUrl}/sitemap.xml`);
  });

  test('the sitemap lists docs and posts with last-modified dates, and not the unlisted page', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/docs/intro', '/dev/creative', publishedPosts()[0]!.permalink]) {
      expect(sitemap).toMatch(
        new RegExp(`<loc>${operator.siteUrl}${path}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
      );
    }
    expect(sitemap).not.toContain('/docs/staff/publishing');
    expect(sitemap).not.toContain(`<loc>${operator.siteUrl}/search</loc>`);
  });

  test('pages carry a description, a canonical URL, Open Graph and Twitter tags with the social image', async ({
    page,
    request,
  }) => {
    const descriptions = new Set<string>();
    for (const path of [
      '/',
      '/docs/tutorial/bedwars',
      '/docs/category/faq',
      '/blog',
      '/blog/ver2.6.16',
      '/about',
      '/book/qqgroup',
    ]) {
      await page.goto(path);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, path).toBeTruthy();
      descriptions.add(description!);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        'href',
        `${operator.siteUrl}${path}`,
      );
      await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute(
        'content',
        `${operator.siteUrl}/img/social-card.png`,
      );
      await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute(
        'content',
        'summary_large_image',
      );
    }
    expect(descriptions.size, 'every page describes itself').toBe(7);
    expect((await request.get('/img/social-card.png')).headers()['content-type']).toBe('image/png');
  });

  test('posts carry BlogPosting and docs BreadcrumbList structured data', async ({request}) => {
    // Read the server HTML, as a crawler does.
    const types = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>(.*?)<\/script>/gs)]
        .map(([, block]) => JSON.parse(block!))
        .flatMap((data) => [data['@type'], data.blogPost?.['@type']]);
    };
    expect(await types('/blog/ver2.6.16')).toContain('BlogPosting');
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
