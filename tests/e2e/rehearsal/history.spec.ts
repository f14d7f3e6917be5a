import {expect, test} from '@playwright/test';
import {MANIFEST_FILE, type ChangeManifest} from '../../../plugins/page-history/manifest';
import {formatDate} from '../../../src/dates';
import {axeFindings} from '../../support/axe';
import {rehearsal} from '../../support/rehearsal';
import {hydrated, rememberVisits} from '../../support/site';

// A staff member's change to a rules page, merged today, then three commits that change nothing a
// player reads: the page says so under its title for 30 days with the 修订说明 staff wrote, and
// its history shows who changed what, marked in the diff, never the commit's subject. Run on the
// desktop and on the phone.
const {ruleChange} = rehearsal();

test('the changed rules page shows 最近改动, linking the diff of the change', async ({page}) => {
  await page.goto(ruleChange.permalink);
  const notice = page.locator('article .theme-admonition').first();
  await expect(notice).toContainText('最近改动');
  await expect(notice).toContainText(`${formatDate(new Date())}：${ruleChange.summary}。`);
  // Right under the title: the first block of the page's text after its header (in a wrapper
  // that keeps it out of the search index and the Markdown twin).
  const first = await page.locator('article .markdown').evaluate((body) => {
    const block = [...body.children].find((child) => child.tagName !== 'HEADER');
    return block?.querySelector(':scope > .theme-admonition')?.textContent;
  });
  expect(first).toContain('最近改动');
  await notice.getByRole('link', {name: '查看这次改了什么'}).click();
  await expect(page).toHaveURL(new RegExp(`${ruleChange.permalink}/history/#r-[0-9a-f]{7}$`));
  const revision = page.locator(`section:target`);
  await expect(revision).toBeVisible();
  await expect(revision.locator('h2')).toContainText(`${formatDate(new Date())}`);
  await expect(revision.locator('h2')).toContainText(ruleChange.author);
  await expect(revision.locator('.revision-summary')).toHaveText(ruleChange.summary);
  await expect(revision).toContainText(`改动的小节：${ruleChange.section}`);
  expect(await page.content()).not.toContain(ruleChange.subject);
  await expect(revision.locator('.diff-added ins')).toHaveText(ruleChange.sentence);
  await expect(revision.locator('.diff-removed del')).toHaveCount(0);
  // The three newer commits (front matter, a heading id, a blank line) changed nothing a player
  // reads: each is one folded line, and the rule change is still the newest change, here and in
  // the list of changes behind 有更新.
  const sections = page.locator('section.revision');
  for (const newer of [0, 1, 2]) {
    await expect(sections.nth(newer)).toHaveClass(/revision-formatting/);
    await expect(sections.nth(newer)).toContainText('仅调整格式');
  }
  const id = (await revision.getAttribute('id'))!;
  await expect(sections.nth(3)).toHaveAttribute('id', id);
  const changes = (await (await page.request.get(`/${MANIFEST_FILE}`)).json()) as ChangeManifest;
  expect(changes[ruleChange.permalink]!.changes[0]!.diff).toBe(
    `${ruleChange.permalink}/history/#${id}`,
  );
});

test('a player who saw the rules page before the change gets one note, 有更新, with the summary', async ({
  page,
}) => {
  // Last here (and on this page) a day before the change: a visit that has ended.
  const before = Date.now() - 86_400_000;
  await page.goto('/no-such-page');
  await rememberVisits(page, {last: before, pages: {[ruleChange.permalink]: before}});
  await page.goto(ruleChange.permalink);
  const note = page.getByRole('note').filter({hasText: '有更新'});
  await expect(note).toContainText(`${formatDate(new Date())}，${ruleChange.summary}`);
  // 最近改动 says the same change: it gives way, so the page shows one note, not two.
  await expect(
    page.locator('article .theme-admonition').filter({hasText: '最近改动'}),
  ).toBeHidden();
});

test('a player who left before the last three changes is told all three, in one note', async ({
  page,
}) => {
  const manifest = (await (await page.request.get(`/${MANIFEST_FILE}`)).json()) as ChangeManifest;
  const {changes} = manifest[ruleChange.permalink]!;
  // Last here before the third newest of them, and at least an hour ago: a visit that is over.
  const third = changes[2] ? Date.parse(changes[2].date) - 1 : Infinity;
  const before = Math.min(third, Date.now() - 3_600_000);
  const unseen = changes.filter(({date}) => Date.parse(date) > before);
  expect(unseen.length, 'visible changes of the rules page since').toBeGreaterThan(2);
  await page.goto('/no-such-page');
  await rememberVisits(page, {last: before, pages: {[ruleChange.permalink]: before}});
  await page.goto(ruleChange.permalink);
  const note = page.getByRole('note').filter({hasText: '有更新'});
  await expect(note).toContainText(`之后它改动了 ${unseen.length} 次`);
  for (const {date, summary} of unseen.slice(0, 3))
    await expect(note).toContainText(`${formatDate(date)}，${summary}`);
  await expect(note.getByRole('link', {name: '看看这几次改了什么'})).toHaveAttribute(
    'href',
    changes[0]!.diff,
  );
  await expect(page.locator('.rule-change')).toBeHidden();
});

test('30 days after the change, 最近改动 is gone, though the build still holds it', async ({
  page,
}) => {
  // The server's HTML has the note (built today); the browser's clock is a month on.
  await page.clock.setFixedTime(Date.now() + 31 * 86_400_000);
  await page.goto(ruleChange.permalink);
  expect(await (await page.request.get(ruleChange.permalink)).text()).toContain('rule-change');
  await hydrated(page);
  await expect(page.locator('article h1')).toHaveText(ruleChange.title);
  await expect(page.locator('.rule-change')).toHaveCount(0);
});

test(
  '30 days on, 最近改动 is gone from the page opened inside the app too',
  {tag: '@desktop'},
  async ({page}) => {
    const note = page.locator('.rule-change');
    await page.goto(ruleChange.permalink);
    await hydrated(page);
    await expect(note).toBeVisible();
    // The clock moved on after loading: to a sidebar link and back, both inside the app.
    await page.clock.setFixedTime(Date.now() + 31 * 86_400_000);
    await page
      .locator('.theme-doc-sidebar-menu a.menu__link:not([aria-current]):not(.menu__link--sublist)')
      .first()
      .click();
    await expect(page.locator('article h1')).not.toHaveText(ruleChange.title);
    await page.goBack();
    await expect(page.locator('article h1')).toHaveText(ruleChange.title);
    await expect(note).toHaveCount(0);
  },
);

for (const mode of ['light', 'dark'] as const) {
  test(`the rules page with 最近改动 and its history pass axe in ${mode} mode`, async ({page}) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const found: string[] = [];
    for (const address of [ruleChange.permalink, `${ruleChange.permalink}/history/`]) {
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      found.push(...(await axeFindings(page, address)));
    }
    expect(found).toEqual([]);
  });
}
