import {expect, test, type Page} from '@playwright/test';
import {loadTags, paginate, publishedPosts} from '../support/content';

const POSTS_PER_PAGE = 10;
const pageUrl = (base: string, index: number) => (index === 0 ? base : `${base}/page/${index + 1}`);

async function listedPermalinks(page: Page): Promise<string[]> {
  return page
    .locator('main article header h2 a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test.describe('blog', () => {
  test.describe.configure({timeout: 90_000});
  test.skip(({isMobile}) => isMobile, 'list contents do not depend on the viewport');

  test('the spec fixes 28 posts and ver2.6.16 of 2025-11-03 as the newest', () => {
    const posts = publishedPosts();
    expect(posts).toHaveLength(28);
    expect(posts[0]!.permalink).toBe('/blog/ver2.6.16');
    expect(posts[0]!.date.toISOString()).toBe('2025-11-03T02:00:00.000Z');
  });

  test('list pages hold 10, 10 and 8 posts, newest first', async ({page}) => {
    const pages = paginate(publishedPosts(), POSTS_PER_PAGE);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 8]);
    for (const [index, expected] of pages.entries()) {
      const response = await page.goto(pageUrl('/blog', index));
      expect(response?.status()).toBe(200);
      expect(await listedPermalinks(page)).toEqual(expected.map((post) => post.permalink));
    }
    expect((await page.goto('/blog/page/4'))?.status()).toBe(404);
  });

  test('tag pages list their posts and paginate', async ({page}) => {
    for (const tag of loadTags('blog')) {
      const tagged = publishedPosts().filter((post) => post.tags.includes(tag.key));
      const pages = paginate(tagged, POSTS_PER_PAGE);
      for (const [index, expected] of pages.entries()) {
        await test.step(pageUrl(`/blog/tags${tag.permalink}`, index), async () => {
          const response = await page.goto(pageUrl(`/blog/tags${tag.permalink}`, index));
          expect(response?.status()).toBe(200);
          await expect(page.locator('main h1')).toContainText(`「${tag.label}」`);
          expect(await listedPermalinks(page)).toEqual(expected.map((post) => post.permalink));
        });
      }
    }
    // monthly-update is the tag the specification paginates: /page/2 and /page/3.
    expect(
      paginate(
        publishedPosts().filter((post) => post.tags.includes('monthly-update')),
        POSTS_PER_PAGE,
      ),
    ).toHaveLength(3);
  });

  test('the sidebar is titled 全部更新 and lists every post under its year', async ({page}) => {
    await page.goto('/blog/welcome');
    const sidebar = page.locator('aside nav[aria-label="最近博文导航"]');
    await expect(sidebar.locator('> div').first()).toHaveText('全部更新');
    const groups = await sidebar.locator('[role="group"]').evaluateAll((groups) =>
      groups.map((group) => ({
        year: group.querySelector('h3')?.textContent,
        links: [...group.querySelectorAll('a')].map((a) => new URL(a.href).pathname),
      })),
    );
    const expected = new Map<string, string[]>();
    for (const post of publishedPosts()) {
      const year = String(post.date.getFullYear());
      expected.set(year, [...(expected.get(year) ?? []), post.permalink]);
    }
    expect(groups).toEqual([...expected].map(([year, links]) => ({year, links})));
  });

  test('a post shows its date, authors and tags and no reading time', async ({page}) => {
    const post = publishedPosts()[0]!;
    await page.goto(post.permalink);
    const article = page.locator('main article');
    await expect(article.locator('header h1')).toHaveText(post.title);
    await expect(article.locator('header time')).toHaveAttribute(
      'datetime',
      post.date.toISOString(),
    );
    await expect(article.locator('header time')).toHaveText('2025年11月3日');
    await expect(article.locator('header a[href^="/blog/authors/"]')).toHaveCount(
      post.authors.length,
    );
    const tagHrefs = await article
      .locator('footer a[href^="/blog/tags/"]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(tagHrefs).toEqual(post.tags.map((tag) => `/blog/tags/${tag}`));
    await expect(article).not.toContainText('阅读需');
    await expect(page.locator('main')).not.toContainText('分钟阅读');
  });

  test('archive, tags index and authors pages exist', async ({page}) => {
    await page.goto('/blog/archive');
    await expect(page.locator('main a[href^="/blog/"]')).toHaveCount(publishedPosts().length);
    for (const route of ['/blog/tags', '/blog/authors']) {
      expect((await page.goto(route))?.status(), route).toBe(200);
    }
    await expect(page.locator('main a[href="/blog/authors/yunwu"]').first()).toBeVisible();
  });

  for (const [feed, itemTag] of [
    ['/blog/rss.xml', 'item'],
    ['/blog/atom.xml', 'entry'],
  ] as const) {
    test(`${feed} parses as XML and carries every post`, async ({page, request}) => {
      const response = await request.get(feed);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      await page.goto('/');
      const parsed = await page.evaluate(
        ({xml, itemTag}) => {
          const doc = new DOMParser().parseFromString(xml, 'application/xml');
          const items = [...doc.getElementsByTagName(itemTag)];
          const channel = doc.documentElement;
          const text = (el: Element, name: string) =>
            [...el.children].find((child) => child.localName === name)?.textContent ?? null;
          const root = channel.localName === 'rss' ? channel.firstElementChild! : channel;
          return {
            error: doc.getElementsByTagName('parsererror').length > 0,
            title: text(root, 'title'),
            description: text(root, 'description') ?? text(root, 'subtitle'),
            links: items.map((item) => {
              const link = [...item.children].find((c) => c.localName === 'link');
              return link?.getAttribute('href') ?? link?.textContent ?? '';
            }),
          };
        },
        {xml, itemTag},
      );
      expect(parsed.error).toBe(false);
      expect(parsed.title).toBe('云岛 Wiki 更新日志');
      expect(parsed.description).toBe('云岛服务器的版本更新、月度合并更新和公告。');
      expect(parsed.links.map((link) => new URL(link).pathname)).toEqual(
        publishedPosts().map((post) => post.permalink),
      );
    });
  }
});
