import {expect, test, type Page} from '@playwright/test';
import {
  POSTS_PER_PAGE,
  listedPosts,
  loadTags,
  newestPost,
  pageUrl,
  postLists,
} from '../support/content';
import {formatDate} from '../../src/dates';

// What each list must hold is computed from the posts on disk: a new post moves
// the others down the pages and may add a page, and these tests follow.

async function listedPermalinks(page: Page): Promise<string[]> {
  return page
    .locator('main article header h2 a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test.describe('blog', {tag: '@desktop'}, () => {
  test.describe.configure({timeout: 90_000});
  // Desktop only: list contents do not depend on the viewport.

  test('list pages hold 10 posts each, newest first, and the page after the last is not found', async ({
    page,
  }) => {
    const posts = listedPosts();
    const pageCount = Math.ceil(posts.length / POSTS_PER_PAGE);
    const shown: string[][] = [];
    for (let index = 0; index < pageCount; index += 1) {
      const response = await page.goto(pageUrl('/blog', index));
      expect(response?.status(), pageUrl('/blog', index)).toBe(200);
      shown.push(await listedPermalinks(page));
    }
    // Every page but the last is full; together they hold every post once, newest first.
    expect(shown.slice(0, -1).map((p) => p.length)).toEqual(
      shown.slice(0, -1).map(() => POSTS_PER_PAGE),
    );
    expect(shown.flat()).toEqual(posts.map((post) => post.permalink));
    expect((await page.goto(pageUrl('/blog', pageCount)))?.status()).toBe(404);
  });

  test('tag pages list their posts and paginate', async ({page}) => {
    const lists = new Map(postLists().map((list) => [list.base, list.pages]));
    const pageCounts: number[] = [];
    for (const tag of loadTags('blog')) {
      const base = `/blog/tags${tag.permalink}`;
      const pages = lists.get(base) ?? [];
      for (const [index, expected] of pages.entries()) {
        await test.step(pageUrl(base, index), async () => {
          const response = await page.goto(pageUrl(base, index));
          expect(response?.status()).toBe(200);
          await expect(page.locator('main h1')).toContainText(`「${tag.label}」`);
          expect(await listedPermalinks(page)).toEqual(expected.map((post) => post.permalink));
        });
      }
      if (pages.length > 0) {
        expect((await page.goto(pageUrl(base, pages.length)))?.status()).toBe(404);
      }
      pageCounts.push(pages.length);
    }
    // The check above must cover pagination: some tag spans more than one page.
    expect(Math.max(...pageCounts)).toBeGreaterThan(1);
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
    for (const post of listedPosts()) {
      const year = String(post.date.getFullYear());
      expected.set(year, [...(expected.get(year) ?? []), post.permalink]);
    }
    expect(groups).toEqual([...expected].map(([year, links]) => ({year, links})));
  });

  test('a post shows its date, authors and tags and no reading time', async ({page}) => {
    const post = newestPost();
    await page.goto(post.permalink);
    const article = page.locator('main article');
    await expect(article.locator('header h1')).toHaveText(post.title);
    await expect(article.locator('header time')).toHaveAttribute(
      'datetime',
      post.date.toISOString(),
    );
    // Posts are dated in Beijing time; the page shows that day.
    await expect(article.locator('header time')).toHaveText(formatDate(post.date));
    await expect(article.locator('header a[href^="/blog/authors/"]')).toHaveCount(
      post.authors.length,
    );
    const tagHrefs = await article
      .locator('footer a[href^="/blog/tags/"]')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const tagPermalinks = new Map(loadTags('blog').map((tag) => [tag.key, tag.permalink]));
    expect(tagHrefs).toEqual(post.tags.map((tag) => `/blog/tags${tagPermalinks.get(tag)}`));
    await expect(article).not.toContainText('阅读需');
    await expect(page.locator('main')).not.toContainText('分钟阅读');
  });

  test('archive, tags index and authors pages exist', async ({page}) => {
    await page.goto('/blog/archive');
    await expect(page.locator('main a[href^="/blog/"]')).toHaveCount(listedPosts().length);
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
        listedPosts().map((post) => post.permalink),
      );
    });
  }
});
