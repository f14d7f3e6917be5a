import {expect, test, type Page} from '@playwright/test';
import {operator} from '../../../src/operator';
import {rehearsal} from '../../support/rehearsal';

// The posts the rehearsal wrote the way the staff guide says reach every place a post appears,
// with no other edit. (blog.spec.ts and seo.spec.ts run on the same build and check the rules.)
const {posts} = rehearsal();
/** The rehearsed version post and its version, e.g. 2.6.17 for /blog/ver2.6.17. */
const versionPost = posts.find((post) => post.tag === 'updates')!;
const version = /ver(.+)$/.exec(versionPost.permalink)![1]!;

const listed = (page: Page) =>
  page
    .locator('main article header h2 a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

test('the new posts come first on /blog and each first on its tag page', async ({page}) => {
  await page.goto('/blog');
  expect((await listed(page)).slice(0, posts.length)).toEqual(posts.map((post) => post.permalink));
  for (const post of posts) {
    await page.goto(`/blog/tags/${post.tag}`);
    expect((await listed(page))[0], post.tag).toBe(post.permalink);
  }
});

test('the feeds start with the new posts', async ({request}) => {
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    const xml = await (await request.get(feed)).text();
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>|<link href="([^"]+)"/g)]
      .map(([, rss, atom]) => rss ?? atom!)
      .filter((link) => link.includes('/blog/') && !link.endsWith('/blog'));
    expect(links.slice(0, posts.length), feed).toEqual(
      posts.map((post) => `${operator.siteUrl}${post.permalink}`),
    );
  }
});

test('the home page shows the new version in its latest-version card', async ({page}) => {
  await page.goto('/');
  const card = page.getByTestId('latest-version');
  await expect(card).toHaveAttribute('href', versionPost.permalink);
  await expect(card).toContainText(`云岛 ${version}`);
});

test('the announcement bar announces the new version and links to its post', async ({page}) => {
  await page.goto('/docs/intro');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText(`云岛 ${version} 版本`);
  await expect(bar.getByRole('link')).toHaveAttribute('href', versionPost.permalink);
});

test('the sitemap lists the new posts', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const post of posts) {
    expect(sitemap).toContain(`<loc>${operator.siteUrl}${post.permalink}</loc>`);
  }
});

test('search finds each new post by a word of its body and by that word in pinyin', async ({
  page,
}) => {
  for (const post of posts) {
    for (const query of [post.word, post.pinyin]) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('status')).toHaveText(/找到 \d+ 个页面|没有找到/);
      const found = await page
        .locator('main ol > li > a')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(found.slice(0, 3), `“${query}”`).toContain(post.permalink);
    }
  }
});
