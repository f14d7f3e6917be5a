import {expect, test} from '@playwright/test';
import {axeFindings, BLOCKING} from '../support/axe';
import {newestPost} from '../support/content';
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
