import {readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {markdownLinks} from '../../../lib/markdown-links';
import {beijingDay} from '../../../src/dates';
import {operator} from '../../../src/operator';
import {rehearsal} from '../../support/rehearsal';
import {listedPosts, pageUrl, pagesShowingCurrentVersion, postLists} from '../../support/content';

// The posts the rehearsal wrote the way the staff guide says reach every place a post appears,
// with no other edit. (blog.spec.ts and seo.spec.ts run on the same build and check the rules.)
const {posts, releaseDayPost} = rehearsal();
/** The rehearsed version post and its version, e.g. 2.6.17 for /blog/ver2.6.17. */
const versionPost = posts.find((post) => post.tag === 'updates')!;
const version = /ver(.+)$/.exec(versionPost.permalink)![1]!;

const listed = (page: Page) =>
  page
    .locator('main article header h2 a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

test('each new post is on /blog and on its tag page where its date puts it', async ({page}) => {
  // blog.spec.ts checks every list against the posts on disk; this checks that the rehearsed
  // posts are among them, at the place their dates give, on whichever page that is.
  for (const {base, pages} of postLists()) {
    for (const post of posts) {
      const index = pages.findIndex((list) => list.some((p) => p.permalink === post.permalink));
      if (index < 0) continue;
      await page.goto(pageUrl(base, index));
      expect(await listed(page), `${post.permalink} on ${pageUrl(base, index)}`).toEqual(
        pages[index]!.map((p) => p.permalink),
      );
    }
  }
  for (const post of posts) {
    const blog = postLists()[0]!;
    expect(blog.pages.flat().map((p) => p.permalink)).toContain(post.permalink);
    const tagList = postLists().find(({base}) => base === `/blog/tags/${post.tag}`);
    expect(
      tagList?.pages.flat().map((p) => p.permalink),
      post.tag,
    ).toContain(post.permalink);
  }
});

test('the feeds carry the new posts where their dates put them', async ({request}) => {
  const expected = listedPosts().map((post) => `${operator.siteUrl}${post.permalink}`);
  for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
    const xml = await (await request.get(feed)).text();
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>|<link href="([^"]+)"/g)]
      .map(([, rss, atom]) => rss ?? atom!)
      .filter((link) => link.includes('/blog/') && !link.endsWith('/blog'));
    expect(links, feed).toEqual(expected.slice(0, links.length));
    for (const post of posts) {
      expect(links, feed).toContain(`${operator.siteUrl}${post.permalink}`);
    }
  }
});

test('the home page shows the new version in its latest-version card', async ({page}) => {
  await page.goto('/');
  const card = page.getByTestId('latest-version');
  await expect(card).toHaveAttribute('href', versionPost.permalink);
  await expect(card).toContainText(`云岛 ${version}`);
});

test('every page that names the current version names the new one and links to its post', async ({
  page,
}) => {
  const pages = pagesShowingCurrentVersion();
  expect(pages.length, 'no page uses <CurrentVersion />').toBeGreaterThan(0);
  for (const route of pages) {
    await page.goto(encodeURI(route));
    const link = page.locator('main').getByRole('link', {name: `云岛 ${version}`, exact: true});
    await expect(link.first(), route).toHaveAttribute('href', versionPost.permalink);
  }
});

test('the announcement bar announces the new version and links to its post', async ({page}) => {
  await page.goto('/docs/intro');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText(`云岛 ${version} 版本`);
  await expect(bar.getByRole('link')).toHaveAttribute('href', versionPost.permalink);
});

/** The wiki pages a rehearsed post's text links to. */
const linkedDocs = (post: (typeof posts)[number]) =>
  new Set(
    markdownLinks(readFileSync(post.file, 'utf8'), post.file)
      .map(({href}) => href.split('#')[0]!)
      .filter((href) => href.startsWith('/docs/')),
  );

test('each wiki page a new post links to lists the post first under 本页相关更新', async ({
  page,
}) => {
  const linked = posts.map((post) => ({post, docs: linkedDocs(post)}));
  const targets = new Set(linked.flatMap(({docs}) => [...docs]));
  expect(targets.size, 'no rehearsed post links to a wiki page').toBeGreaterThan(0);
  for (const target of targets) {
    await page.goto(encodeURI(target));
    // The rehearsed posts are the newest of all: the newest of them that links here comes first.
    const newest = linked.find(({docs}) => docs.has(target))!.post;
    await expect(
      page.getByTestId('related-updates').locator(':scope > ul > li > a').first(),
      target,
    ).toHaveAttribute('href', newest.permalink);
  }
});

test('a wiki page a post links to never outranks the post for its month or its title', async ({
  page,
}) => {
  // The post merged on release day (dated today) and the rehearsed ones: each links wiki pages,
  // whose 本页相关更新 then lists the post with its date. That list is not the page's own text.
  for (const post of [releaseDayPost, ...posts]) {
    const docs = [...linkedDocs(post)];
    expect(docs.length, `${post.file} links no wiki page`).toBeGreaterThan(0);
    const [year, month] = beijingDay(new Date(post.date)).split('-').map(Number);
    for (const query of [`${year}年${month}月更新`, `${month}月更新`, post.title]) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('status')).toHaveText(/找到 \d+ 个页面/);
      const found = await page
        .locator('main ol > li > a')
        .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const rank = (path: string) => (found.includes(path) ? found.indexOf(path) : Infinity);
      expect(rank(post.permalink), `“${query}”: ${found.join(' ')}`).toBeLessThan(Infinity);
      for (const doc of docs) {
        expect(rank(doc), `“${query}” ranks ${doc} above ${post.permalink}`).toBeGreaterThan(
          rank(post.permalink),
        );
      }
    }
  }
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
