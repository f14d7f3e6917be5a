import {expect, test} from '@playwright/test';
import {rehearsal} from '../../support/rehearsal';
import {gameTagsIn} from '../../../lib/game-data';
import {docSourcesWithoutCode} from '../../support/content';

// Release day's numbers, changed in data/game as the staff guide says: the version post that
// new:post wrote says what changed, and the history of the page that shows them lists the new
// value from its version on. (game-data.spec.ts, run on the same build, checks every table and
// sentence that shows them.)
const {posts, gameChanges} = rehearsal();
const versionPost = posts.find((post) => post.tag === 'updates')!;
const version = /ver(.+)$/.exec(versionPost.permalink)![1]!;

test("the version post's 数值变化 table lists each changed number, before and after", async ({
  page,
}) => {
  await page.goto(versionPost.permalink);
  const heading = page.getByRole('heading', {name: '数值变化'});
  await expect(heading).toBeVisible();
  const rows = await page
    .locator('article table')
    .filter({has: page.locator('thead', {hasText: '以前'})})
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
  expect(rows).toEqual(gameChanges.map(({what, before, after}) => [what, before, after]));
});

test('the history of the tutorial that shows the prices lists each new value from the version on', async ({
  page,
}) => {
  const shown = docSourcesWithoutCode().filter(({source}) =>
    gameChanges.every(({of}) =>
      gameTagsIn(source).some((tag) => of.startsWith(`${tag}.`) || of === tag),
    ),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const {permalink} of shown) {
    await page.goto(`${permalink.replace(/\/?$/, '/')}history/`);
    const items = await page.locator('#values li').allTextContents();
    for (const {what, before, after} of gameChanges) {
      // 道具商店：末影珍珠的价格 is listed as 末影珍珠的价格（道具商店）：… → 2.6.17 起 5 绿宝石
      const [table, value] = what.split('：') as [string, string];
      expect(items, `${permalink} history lists ${what}`).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${value}（${table}）：.*${before} → ${version.replaceAll('.', '\\.')} 起 ${after}$`,
          ),
        ),
      );
    }
  }
});
