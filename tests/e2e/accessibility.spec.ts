import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {hydrated} from '../support/site';

// One page of every kind, in light and dark: no serious or critical axe violation.
const pages = [
  '/',
  '/docs/tutorial/bedwars',
  '/docs/dev/leaderboard/',
  '/docs/category/faq',
  '/docs/tags/faq',
  '/blog',
  '/blog/ver2.6.16',
  '/about',
  '/book/qqgroup',
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
        const {violations} = await new AxeBuilder({page}).analyze();
        for (const v of violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        )) {
          found.push(
            `${route} ${v.id} (${v.impact}): ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          );
        }
      }
      expect(found).toEqual([]);
    });
  });
}
