/** The search box and the search page, as the browser tests find and read them. */
import {expect, type Page} from '@playwright/test';

export const searchButton = (page: Page) =>
  page.locator('.navbar').getByRole('button', {name: '搜索'});
export const dialog = (page: Page) => page.getByRole('dialog', {name: '搜索云岛 Wiki'});
export const combobox = (page: Page) => dialog(page).getByRole('combobox');
export const options = (page: Page) => dialog(page).getByRole('option');

/** Waits for the search page to show the results of the query in its address. */
export async function searchPageResults(page: Page, query: string): Promise<string[]> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  // Each call loads the page cold: Pagefind's scripts, its WebAssembly and the chunks of every
  // word, then the pairs searches of a query with a word on no page. Two browsers sharing two
  // cores have taken longer than the 5 s default; what the status must say does not change.
  await expect(page.getByRole('status')).toHaveText(/找到 \d+ 个页面|没有找到/, {
    timeout: 20_000,
  });
  return page
    .locator('main ol > li > a')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}
