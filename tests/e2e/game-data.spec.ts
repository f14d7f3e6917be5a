import {expect, test} from '@playwright/test';
import {
  GAMES,
  currentOf,
  formatValue,
  gameTagsIn,
  readGameData,
  resolve,
  valueHistories,
} from '../../lib/game-data';
import {axeFindings} from '../support/axe';
import {docSourcesWithoutCode, siteDir} from '../support/content';

const {data} = readGameData(siteDir);

/**
 * Every number a page takes from the data, with the plain text typed around its tag on the same
 * line (up to six characters each side), which the page must show around the value.
 */
const valuesInPages = docSourcesWithoutCode().flatMap(({permalink, source}) =>
  [...source.matchAll(/<GameValue of="([^"]+)" \/>/g)].map((match) => {
    const before = /[\p{Script=Han}\d ，、（]{0,6}$/u
      .exec(source.slice(0, match.index))![0]
      .trimStart();
    const after = /^[\p{Script=Han}\d ，、）]{0,6}/u
      .exec(source.slice(match.index + match[0].length))![0]
      .trimEnd();
    return {permalink, of: match[1]!, before, after};
  }),
);

test('a game table on a phone shows the rows of the data, in its order @phone', async ({page}) => {
  const tables = Object.entries(GAMES).flatMap(([game, spec]) =>
    Object.entries(spec.tables).flatMap(([table, {columns}]) =>
      columns ? [{of: `${game}.${table}`, columns, rows: data[game]![table]!}] : [],
    ),
  );
  const pages = docSourcesWithoutCode();
  expect(tables.length).toBeGreaterThan(0);
  for (const {of, columns, rows} of tables) {
    const shownOn = pages.filter(({source}) => source.includes(`<GameTable of="${of}" />`));
    expect(shownOn.length, `a page shows ${of}`).toBeGreaterThan(0);
    for (const {permalink} of shownOn) {
      await page.goto(permalink);
      const header = columns.map(({header}) => header);
      const table = page
        .locator('article table')
        .filter({has: page.locator('thead', {hasText: header.join('')})});
      await expect(table.locator('thead th')).toHaveText(header);
      const cells = await table
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
      expect(cells).toEqual(rows.map((row) => columns.map(({cell}) => cell(row))));
    }
  }
});

test("every number a page takes from the data reads as the data's value today @phone", async ({
  page,
}) => {
  expect(valuesInPages.length).toBeGreaterThan(0);
  for (const permalink of new Set(valuesInPages.map((value) => value.permalink))) {
    await page.goto(permalink);
    // The text players read: a guide's `<GameValue />` in code is an example, not a tag left over.
    const text = await page.locator('article').evaluate((article) => {
      const copy = article.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('code').forEach((code) => code.replaceWith('\n'));
      return copy.textContent ?? '';
    });
    expect(text).not.toContain('GameValue');
    for (const {of, before, after} of valuesInPages.filter((v) => v.permalink === permalink)) {
      const found = resolve(data, of);
      if (typeof found === 'string' || !('history' in found)) throw new Error(`${of}: ${found}`);
      const value = formatValue(currentOf(found.history));
      expect(text, `${permalink} shows ${of}`).toContain(`${before}${value}${after}`);
    }
  }
});

test("a page's history lists the changes of the numbers it shows, first, as static HTML @phone", async ({
  page,
}) => {
  const withHistory = docSourcesWithoutCode()
    .map(({permalink, source}) => ({permalink, lines: valueHistories(data, gameTagsIn(source))}))
    .filter(({lines}) => lines.length > 0);
  expect(withHistory.length).toBeGreaterThan(0);
  for (const {permalink, lines} of withHistory) {
    await page.goto(`${permalink.replace(/\/?$/, '/')}history/`);
    await expect(page.locator('#values h2')).toHaveText('数值的历次变化');
    await expect(page.locator('#values li')).toHaveText(lines);
    // Before the first revision: the numbers are what a player opening the history came for.
    expect(
      await page
        .locator('main > *')
        .evaluateAll((nodes) => nodes.findIndex((node) => node.id === 'values')),
    ).toBeLessThan(
      await page
        .locator('main > *')
        .evaluateAll((nodes) => nodes.findIndex((node) => /^r-/.test(node.id))),
    );
    // No JavaScript: the colour-mode script is inline, as on every page.
    expect(await page.locator('script[src]').count()).toBe(0);
    expect(await axeFindings(page, 'history')).toEqual([]);
  }
});
