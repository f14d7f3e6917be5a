import {expect, test, type Page} from '@playwright/test';
import {isQuestion, readTroubleshooting, type Tree} from '../../lib/troubleshooting';
import {axeFindings} from '../support/axe';
import {siteDir} from '../support/content';
import {hydrated} from '../support/site';

// 问题排查: the trees staff wrote in docs/faq/troubleshooting.yml, as a player meets them.
const PAGE = '/docs/faq/troubleshooting';
const {trees} = readTroubleshooting(siteDir);

/** Every path from a tree's start to a solution: the answers chosen and the steps they lead to. */
function solutions(tree: Tree): {answers: string[]; steps: string[]}[] {
  const found: {answers: string[]; steps: string[]}[] = [];
  const walk = (id: string, answers: string[], steps: string[]) => {
    const step = tree.steps[id]!;
    if (!isQuestion(step)) return found.push({answers, steps});
    for (const answer of step.answers)
      walk(answer.next, [...answers, answer.text], [...steps, answer.next]);
  };
  walk(tree.start, [], []);
  return found;
}
const address = (tree: Tree, steps: string[]) => `${PAGE}?p=${[tree.id, ...steps].join('/')}`;
const heading = (page: Page) => page.locator('#troubleshooter');

test('a player answers one question at a time, and the address keeps the path', async ({page}) => {
  await page.goto(PAGE);
  await hydrated(page);
  await expect(heading(page)).toHaveText('你遇到了什么问题？');
  for (const tree of trees) {
    const {answers, steps} = solutions(tree).at(-1)!;
    await page.getByRole('button', {name: tree.title, exact: true}).click();
    for (const [index, answer] of answers.entries()) {
      const step = tree.steps[index === 0 ? tree.start : steps[index - 1]!]!;
      await expect(heading(page)).toHaveText(isQuestion(step) ? step.question : '');
      await expect(heading(page)).toBeFocused();
      await page.getByRole('button', {name: answer, exact: true}).click();
    }
    await expect(page).toHaveURL(
      new RegExp(`\\?p=${[tree.id, ...steps].join('/')}#troubleshooter$`),
    );
    await expect(heading(page)).toHaveText('试试这样做');
    // The trail names every answer chosen; the first entry goes back to all problems.
    await expect(page.getByRole('navigation', {name: '你的选择'})).toContainText(answers.at(-1)!);
    await page
      .getByRole('navigation', {name: '你的选择'})
      .getByRole('button', {name: '全部问题'})
      .click();
    await expect(heading(page)).toHaveText('你遇到了什么问题？');
  }
});

test('a shared address opens where the player got stuck; Back goes one step back', async ({
  page,
}) => {
  const tree = trees[0]!;
  const {answers, steps} = solutions(tree).find(({steps}) => steps.length >= 2)!;
  await page.goto(address(tree, steps));
  await hydrated(page);
  await expect(heading(page)).toHaveText('试试这样做');
  // The copy button offers that address to paste into QQ.
  await expect(page.locator('[class*="share"] code')).toHaveText(
    new URL(address(tree, steps), page.url()).href,
  );
  // One step earlier, the answer chosen, and Back.
  await page.goto(address(tree, steps.slice(0, -1)));
  await hydrated(page);
  const before = tree.steps[steps.at(-2)!]!;
  await page.getByRole('button', {name: answers.at(-1)!, exact: true}).click();
  await expect(heading(page)).toHaveText('试试这样做');
  await page.goBack();
  await expect(heading(page)).toHaveText(isQuestion(before) ? before.question : '');
});

test(
  "every solution links the pages staff listed, each named by its target's title",
  {tag: '@desktop'},
  async ({page}) => {
    // One page load for every solution of every tree; the links do not depend on the viewport
    // (the phone runs the questions and the answers in the tests above).
    test.slow();
    for (const tree of trees) {
      for (const {steps} of solutions(tree)) {
        const solution = tree.steps[steps.at(-1)!]!;
        if (isQuestion(solution)) continue;
        await page.goto(address(tree, steps));
        await hydrated(page);
        await expect(page.getByText(solution.answer)).toBeVisible();
        const links = page.locator('[class*="solution"] li a');
        expect(
          await links.evaluateAll((as) =>
            as.map(
              (a) =>
                new URL((a as HTMLAnchorElement).href).pathname +
                new URL((a as HTMLAnchorElement).href).hash,
            ),
          ),
        ).toEqual(solution.links.map((href) => href.replace(/^([^#]*?)\/?(#|$)/, '$1$2')));
      }
    }
    // The names, checked against the pages themselves for one solution of each tree.
    for (const tree of trees) {
      const {steps} = solutions(tree)[0]!;
      await page.goto(address(tree, steps));
      await hydrated(page);
      const link = page.locator('[class*="solution"] li a').first();
      const name = (await link.textContent())!;
      await link.click();
      await expect(page.locator('article h1')).toHaveText(name.split('：')[0]!);
      const anchor = new URL(page.url()).hash;
      if (anchor) await expect(page.locator(`${anchor}`)).toContainText(name.split('：')[1]!);
    }
  },
);

test('an address from outside is read only as far as it follows a tree', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const tree = trees[0]!;
  const first = tree.steps[tree.start]!;
  for (const [query, expected] of [
    ['<script>alert(1)</script>', '你遇到了什么问题？'],
    ['"><img src=x onerror=alert(1)>', '你遇到了什么问题？'],
    ['__proto__/constructor', '你遇到了什么问题？'],
    [`${tree.id}/../../etc/passwd`, isQuestion(first) ? first.question : ''],
    [`${tree.id}/${'x'.repeat(5000)}`, isQuestion(first) ? first.question : ''],
    [`${tree.id}/toString/valueOf`, isQuestion(first) ? first.question : ''],
  ] as const) {
    await page.goto(`${PAGE}?p=${encodeURIComponent(query)}`);
    await hydrated(page);
    await expect(heading(page), query).toHaveText(expected);
  }
  expect(errors).toEqual([]);
});

test('a solution that did not help reaches analytics with its path', async ({page}) => {
  await page.addInitScript(() => {
    (window as {_hmt?: unknown[]})._hmt = [];
  });
  const tree = trees[0]!;
  const {answers, steps} = solutions(tree)[0]!;
  await page.goto(address(tree, steps));
  await hydrated(page);
  await page.locator('#troubleshooter ~ section').getByRole('button', {name: '没帮助'}).click();
  expect(
    await page.evaluate(() =>
      ((window as {_hmt?: unknown[][]})._hmt ?? []).filter((entry) => entry[0] === '_trackEvent'),
    ),
  ).toEqual([
    ['_trackEvent', '页面反馈', '没帮助', `问题排查：${tree.title}：${answers.join(' → ')}`],
  ]);
});

test('the list of problems stays put when the page starts running', async ({page}) => {
  // The server's page and the running one start with the same list, so a slow phone, which shows
  // the server's page for seconds, does not see it jump when its script arrives.
  await page.addInitScript(() => {
    const shifts: number[] = ((window as {shifts?: number[]}).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number})[]) {
        shifts.push(entry.value);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(PAGE);
  await hydrated(page);
  await expect(page.getByRole('button', {name: trees[0]!.title, exact: true})).toBeVisible();
  // Two frames for the observer to report what the swap moved.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const shifts = await page.evaluate(() => (window as {shifts?: number[]}).shifts!);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the list of problems leads to each tree, as nested questions that reach a solution', async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(heading(page)).toHaveText('你遇到了什么问题？');
    for (const tree of trees) {
      const section = page.locator(`section#${tree.id}`);
      // One tree at a time: the one whose link was followed.
      await expect(section).toBeHidden();
      await page.getByRole('link', {name: tree.title, exact: true}).click();
      await expect(section.getByRole('heading', {name: tree.title})).toBeVisible();
      const {answers, steps} = solutions(tree)[0]!;
      let scope = section;
      for (const answer of answers) {
        const details = scope.locator(':scope > ul > li > details', {
          has: page.locator(':scope > summary', {hasText: answer}),
        });
        await details.locator(':scope > summary').first().click();
        scope = details.first();
      }
      const solution = tree.steps[steps.at(-1)!]!;
      if (!isQuestion(solution)) await expect(scope.getByText(solution.answer)).toBeVisible();
    }
  });
});

test('the FAQ, the home page and the not-found page link it', async ({page}) => {
  for (const from of ['/docs/category/faq', '/', '/no-such-page']) {
    await page.goto(from);
    // In the page's own content: not the navbar or the sidebar.
    await expect(
      page.locator(`:is(main, nav[aria-label="可以去这些页面"]) a[href="${PAGE}"]`).first(),
      from,
    ).toBeVisible();
  }
});

test(
  'the answer with the longest address, and its link to share, fit a 390 px phone',
  {tag: '@phone'},
  async ({page}) => {
    const [longest] = trees
      .flatMap((tree) => solutions(tree).map(({steps}) => address(tree, steps)))
      .sort((a, b) => b.length - a.length);
    await page.goto(longest!);
    await hydrated(page);
    await expect(heading(page)).toHaveText('试试这样做');
    await expect(page.getByRole('button', {name: /^复制这一步的链接/})).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      'px wider than the screen',
    ).toBeLessThanOrEqual(0);
  },
);

test("the home page's first screen links it, for a player who is stuck", async ({page}) => {
  await page.goto('/');
  const link = page.locator(`header a[href="${PAGE}"]`);
  await expect(link).toHaveText('问题排查');
  const box = (await link.boundingBox())!;
  expect(box.y + box.height, 'the link’s bottom, in px from the top').toBeLessThanOrEqual(
    page.viewportSize()!.height,
  );
  // It reads as a sentence: the words after the link follow it on its line, or wrap under it as
  // text does, never set apart as if in a row of links.
  const after = await link.evaluate((anchor) => {
    const range = document.createRange();
    range.setStartAfter(anchor);
    range.setEnd(anchor.parentElement!, anchor.parentElement!.childNodes.length);
    const first = range.getClientRects()[0]!;
    return {left: first.left, top: first.top};
  });
  const sameLine = Math.abs(after.top - box.y) < box.height;
  if (sameLine) expect(after.left - (box.x + box.width), 'gap after the link, px').toBeLessThan(4);
});

for (const mode of ['light', 'dark'] as const) {
  test(`passes axe in ${mode} mode: the questions, a solution, and without JavaScript`, async ({
    page,
    browser,
  }) => {
    const found: string[] = [];
    const check = async (target: Page, what: string) =>
      found.push(...(await axeFindings(target, what)));
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const tree = trees[0]!;
    await page.goto(PAGE);
    await hydrated(page);
    await check(page, 'questions');
    await page.goto(address(tree, solutions(tree)[0]!.steps));
    await hydrated(page);
    await check(page, 'solution');
    // The server's HTML as it stays without JavaScript: the site's scripts never run (axe needs
    // the browser's own).
    const context = await browser.newContext({colorScheme: mode});
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    const plain = await context.newPage();
    await plain.goto(PAGE);
    await plain.getByRole('link', {name: tree.title, exact: true}).click();
    await plain.locator('summary').first().click();
    await check(plain, 'no JavaScript');
    await context.close();
    expect(found).toEqual([]);
  });
}
