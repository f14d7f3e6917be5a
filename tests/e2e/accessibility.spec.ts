import {expect, test} from '@playwright/test';
import {axeFindings, BLOCKING} from '../support/axe';
import {latestRelease, newestPost, pageUrl, postLists} from '../support/content';
import {blogListRoutes} from '../support/routes';
import {hydrated} from '../support/site';

// One page of every kind, in light and dark: no serious or critical axe violation.
const pages = [
  '/',
  '/docs/tutorial/bedwars',
  '/docs/dev/leaderboard/',
  '/docs/category/faq',
  '/docs/tags/faq',
  '/blog',
  newestPost().permalink,
  '/about',
  '/book/qqgroup',
  '/search?q=%E8%B5%B7%E5%BA%8A',
  '/no-such-page',
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.describe.configure({timeout: 120_000});
    test.use({colorScheme: mode});

    test('every kind of page passes axe', async ({page}) => {
      await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const found: string[] = [];
      for (const route of pages) {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await hydrated(page);
        found.push(...(await axeFindings(page, route, BLOCKING)));
      }
      // The search dialog, open with results and one of them chosen.
      await page.locator('.navbar').getByRole('button', {name: '搜索'}).click();
      await page.getByRole('combobox').fill('排行榜');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      found.push(...(await axeFindings(page, 'search dialog', BLOCKING)));
      expect(found).toEqual([]);
    });
  });
}

test.describe('the blog lists’ headings', {tag: '@desktop'}, () => {
  // Desktop only: the headings do not depend on the viewport.

  test('every page of the blog lists has one h1; the blog’s own pages are named by their title', async ({
    page,
  }) => {
    // Every page of every list (the blog, each tag, each author), the archive and the indexes,
    // from the posts on disk.
    const blog = postLists().find((list) => list.base === '/blog')!;
    const blogPages = new Set(blog.pages.map((_, index) => pageUrl(blog.base, index)));
    expect(blogPages.size).toBeGreaterThan(1);
    for (const route of blogListRoutes) {
      await page.goto(encodeURI(route));
      await hydrated(page);
      await expect(page.locator('h1'), route).toHaveCount(1);
      await expect(page.locator('h1'), route).toBeVisible();
      if (blogPages.has(route)) {
        // Above the posts, with the page's title without the site's name: 更新日志,
        // 更新日志（第 2 页）…
        const title = (await page.title()).replace(/ \| [^|]*$/, '');
        await expect(page.locator('main h1'), route).toHaveText(title);
      }
    }
  });
});

test('the home page has one banner, the announcement bar; the hero is in main', async ({page}) => {
  await page.goto('/');
  await hydrated(page);
  const bar = page.getByRole('banner');
  await expect(bar).toHaveCount(1);
  await expect(bar).toContainText(latestRelease()!.version);
  await expect(page.getByRole('main').getByRole('heading', {level: 1})).toHaveText('云岛');
  // The landmark rules, which the axe test above leaves out: their impact is moderate.
  const findings = await axeFindings(page, '/');
  expect(findings.filter((finding) => /^\/ (landmark-|region )/.test(finding))).toEqual([]);
});
