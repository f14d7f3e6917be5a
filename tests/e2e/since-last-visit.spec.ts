import {expect, test, type Locator, type Page} from '@playwright/test';
import {
  MANIFEST_FILE,
  type Change,
  type ChangeManifest,
  type PageChange,
} from '../../plugins/page-history/manifest';
import {axeFindings, BLOCKING} from '../support/axe';
import {loadDocs, wikiDocs} from '../support/content';
import {hydrated, rememberVisits} from '../support/site';

// Changed since your last visit, without an account: the build's manifest of each page's visible
// changes, the times the browser keeps in localStorage (pages-seen), and what a returning player
// sees. What to expect is read from the manifest the build served and the wiki on disk.
const DAY = 86_400_000;
const key = (path: string) => path.replace(/\/$/, '');

/** Each page's entry, with its newest change beside it as `date`, `summary` and `diff`. */
async function manifest(page: Page): Promise<[string, PageChange & Change][]> {
  const response = await page.request.get(`/${MANIFEST_FILE}`);
  expect(response.ok()).toBe(true);
  return Object.entries((await response.json()) as ChangeManifest).map(([path, entry]) => [
    key(path),
    {...entry, ...entry.changes[0]!},
  ]);
}

/**
 * Two wiki pages of one sidebar category, so that on either page the other's link is shown (the
 * sidebar renders a collapsed category's links only once it is opened): the one of them changed
 * last, and one changed earlier. The newest such pair, whatever page staff changed last.
 */
async function pair(page: Page) {
  const listed = new Set(
    loadDocs(wikiDocs)
      .filter(
        ({unlisted, draft, permalink}) =>
          !unlisted && !draft && !permalink.startsWith('/docs/dev/'),
      )
      .map(({permalink}) => key(permalink)),
  );
  const changes = (await manifest(page))
    .filter(([path]) => listed.has(path))
    .sort(([, a], [, b]) => Date.parse(b.date) - Date.parse(a.date));
  const category = (path: string) => path.slice(0, path.lastIndexOf('/'));
  for (const changed of changes) {
    const older = changes.find(
      ([path, c]) =>
        category(path) === category(changed[0]) && Date.parse(c.date) < Date.parse(changed[1].date),
    );
    if (older) return {changed, older};
  }
  throw new Error('no sidebar category has two wiki pages changed at different times');
}

/** The mark a sidebar link shows after its label: "有更新", or none. */
const mark = (link: Locator) => link.evaluate((a) => getComputedStyle(a, '::after').content);

/** The links of the page that show 有更新. */
const markedLinks = (page: Page) =>
  page
    .locator('a')
    .evaluateAll((links) =>
      links
        .filter((a) => getComputedStyle(a, '::after').content === '"有更新"')
        .map((a) => a.getAttribute('href')),
    );

/** A sidebar link, shown: on a phone the menu is opened first. */
async function sidebarLink(page: Page, isMobile: boolean, path: string) {
  if (isMobile && !(await page.locator('.navbar-sidebar--show').count()))
    await page.getByRole('button', {name: '切换导航栏'}).click();
  const scope = isMobile ? '.navbar-sidebar' : '.theme-doc-sidebar-container';
  return page.locator(`${scope} .theme-doc-sidebar-menu a[href="${path}"]`).first();
}

test('the manifest names each listed wiki page, with a diff on its history', async ({page}) => {
  const changes = new Map(await manifest(page));
  for (const {permalink, unlisted, draft} of loadDocs(wikiDocs)) {
    if (unlisted || draft) continue;
    const change = changes.get(key(permalink));
    expect(change, permalink).toBeDefined();
    expect(Date.parse(change!.date)).toBeLessThanOrEqual(Date.now());
    const dates = change!.changes.map(({date}) => Date.parse(date));
    expect(dates, `${permalink}: newest first`).toEqual([...dates].sort((a, b) => b - a));
    expect(Boolean(change!.developer), permalink).toBe(permalink.startsWith('/docs/dev/'));
    const history = await (await page.request.get(change!.diff.split('#')[0]!)).text();
    for (const {diff, summary} of change!.changes) {
      expect(diff.startsWith(`${permalink.replace(/\/?$/, '/')}history/#r-`)).toBe(true);
      expect(history).toContain(`id="${diff.split('#')[1]}"`);
      // Formatting-only revisions are not changes a player is told about.
      expect(summary).not.toBe('仅调整格式');
    }
  }
});

// The manifest advertises pages: one kept from search engines (an unlisted page, the staff guide)
// must not reach a returning player's home page through it.
test('the manifest leaves out every page whose built HTML says noindex', async ({page}) => {
  const advertised: string[] = [];
  for (const [path] of await manifest(page)) {
    const html = await (await page.request.get(path)).text();
    const robots = /<meta\b[^>]*\bname=["']?robots\b[^>]*>/.exec(html)?.[0] ?? '';
    if (robots.includes('noindex')) advertised.push(path);
  }
  expect(advertised).toEqual([]);
});

test('a first visit shows nothing and fetches nothing, and remembers the pages seen', async ({
  page,
  isMobile,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const {changed, older} = await pair(page);
  await page.goto(older[0]);
  await hydrated(page);
  await (await sidebarLink(page, isMobile, changed[0])).click();
  await expect(page.locator('article h1')).toHaveText(changed[1].title);
  await expect(page.locator('.page-changed')).toHaveCount(0);
  expect(await markedLinks(page)).toEqual([]);
  expect(fetched.filter((path) => path.endsWith(MANIFEST_FILE))).toEqual([]);
  const seen = await page.evaluate(() => JSON.parse(localStorage.getItem('pages-seen')!));
  expect(Object.keys(seen.pages).sort()).toEqual([changed[0], older[0]].sort());
});

test('a returning player sees 有更新 on changed pages, what changed, and the mark goes once seen', async ({
  page,
  isMobile,
}) => {
  const {changed, older} = await pair(page);
  const before = Date.parse(changed[1].date) - DAY;
  await page.goto('/');
  await rememberVisits(page, {last: before, pages: {[changed[0]]: before, [older[0]]: Date.now()}});
  await page.goto(older[0]);
  await hydrated(page);
  const link = (path: string) => sidebarLink(page, isMobile, path);
  await expect.poll(async () => mark(await link(changed[0]))).toBe('"有更新"');
  expect(await mark(await link(older[0]))).toBe('none');
  // A page seen since its change has no note.
  await expect(page.locator('.page-changed')).toHaveCount(0);
  await (await link(changed[0])).click();
  const note = page.getByRole('note').filter({hasText: '有更新'});
  await expect(note).toContainText(changed[1].summary);
  await expect(note.getByRole('link', {name: /^看看(这几次)?改了什么$/})).toHaveAttribute(
    'href',
    changed[1].diff,
  );
  // Seen now: the mark goes, and the note does not follow to the next page.
  await expect.poll(async () => mark(await link(changed[0]))).toBe('none');
  await (await link(older[0])).click();
  await expect(page.locator('article h1')).toHaveText(older[1].title);
  await expect(page.locator('.page-changed')).toHaveCount(0);
});

test('a closed sidebar category says a page in it changed, until it is opened', async ({
  page,
  isMobile,
}) => {
  // The newest changed page in a category, seen before its change, and a page outside that
  // category, from which the category shows closed.
  const changes = (await manifest(page))
    .filter(([path, c]) => c.categories?.length && path.startsWith('/docs/') && !c.developer)
    .sort(([, a], [, b]) => Date.parse(b.date) - Date.parse(a.date));
  const [changed, entry] = changes[0]!;
  const category = entry.categories![0]!;
  const [elsewhere] = changes.find(([, c]) => !c.categories!.includes(category))!;
  const before = Date.parse(entry.date) - DAY;
  await page.goto('/no-such-page');
  await rememberVisits(page, {last: before, pages: {[changed]: before, [elsewhere]: Date.now()}});
  await page.goto(elsewhere);
  await hydrated(page);
  const categoryLink = await sidebarLink(page, isMobile, category);
  await expect.poll(() => mark(categoryLink)).toBe('"有更新"');
  // Opened, it shows the page's own mark instead.
  await categoryLink.locator('xpath=..').getByRole('button').click();
  await expect.poll(() => mark(categoryLink)).toBe('none');
  const pageLink = await sidebarLink(page, isMobile, changed);
  await expect.poll(() => mark(pageLink)).toBe('"有更新"');
  // Closed again, the category carries the mark again.
  await categoryLink.locator('xpath=..').getByRole('button').click();
  await expect.poll(() => mark(categoryLink)).toBe('"有更新"');
});

test('the home page lists the pages changed since the last visit, read ones first, and shrinks as they are read', async ({
  page,
}) => {
  const changes = await manifest(page);
  const dates = [...new Set(changes.map(([, c]) => Date.parse(c.date)))].sort((a, b) => b - a);
  // Last here just before the second-newest change, having read one of the pages changed since
  // before that visit: it comes first, then the others newest first; pages for developers fold.
  const last = dates[1]! - 1000;
  const since = changes
    .filter(([, c]) => Date.parse(c.date) > last)
    .sort(([, a], [, b]) => Date.parse(b.date) - Date.parse(a.date));
  const players = since.filter(([, c]) => !c.developer);
  expect(players.length, 'pages for players changed since').toBeGreaterThan(1);
  const read = players.at(-1)!;
  const order = [read, ...since.filter((entry) => entry !== read)];
  /** The titles the list shows, then those it folds, for the pages still to read. */
  const lists = (pending: typeof order) => {
    const shown = pending.filter(([, c]) => !c.developer).slice(0, 5);
    return [shown, pending.filter((entry) => !shown.includes(entry))].map((entries) =>
      entries.map(([, c]) => c.title),
    );
  };
  const list = page.getByRole('region', {name: /你上次来/});
  const expectLists = async (pending: typeof order) => {
    const [shown, folded] = lists(pending);
    await expect(list.locator(':scope > ul > li > a:first-child')).toHaveText(shown!);
    await expect(list.locator('details > ul > li > a:first-child')).toHaveText(folded!);
  };
  // The visit before this one ended then; this one has just begun.
  await page.goto('/docs/intro');
  await rememberVisits(page, {last: Date.now(), previous: last, pages: {[read[0]]: last - DAY}});
  await page.goto('/');
  await hydrated(page);
  await expectLists(order);
  await expect(list.locator('details > ul > li').first()).toBeHidden();
  // Read now, by following its entry: back home, it is no longer listed.
  await list.getByRole('link', {name: read[1].title, exact: true}).click();
  await expect(page.locator('article h1')).toHaveText(read[1].title);
  await hydrated(page);
  await page.goto('/');
  await hydrated(page);
  await expectLists(order.filter((entry) => entry !== read));
});

test('a page changed several times since it was seen says each change, in one note', async ({
  page,
}) => {
  // A rules page showing 最近改动 if there is one: 有更新 then stands in for it.
  const candidates = (await manifest(page)).filter(
    ([p, c]) => c.changes.length > 1 && !c.developer && p.startsWith('/docs/'),
  );
  const html = await Promise.all(candidates.map(async ([p]) => (await page.request.get(p)).text()));
  const [path, entry] =
    candidates[
      Math.max(
        0,
        html.findIndex((h) => h.includes('rule-change')),
      )
    ]!;
  const [newest, older] = entry.changes;
  // Seen just before the second-newest change: two changes since.
  const seenAt = Date.parse(older!.date) - 1000;
  const unseen = entry.changes.filter(({date}) => Date.parse(date) > seenAt);
  await page.goto('/no-such-page');
  await rememberVisits(page, {last: seenAt, pages: {[path]: seenAt}});
  await page.goto(path);
  await hydrated(page);
  const notes = page.getByRole('note').filter({hasText: /有更新|最近改动/});
  await expect(notes).toHaveCount(1);
  await expect(page.locator('.rule-change')).toBeHidden();
  await expect(notes).toContainText(`之后它改动了 ${unseen.length} 次`);
  for (const {summary} of unseen.slice(0, 3)) await expect(notes).toContainText(summary);
  await expect(notes.getByRole('link', {name: '看看这几次改了什么'})).toHaveAttribute(
    'href',
    newest!.diff,
  );
});

// Values that are not numbers are not times: nothing is marked, noted or listed from them.
test('stored values this site did not write show nothing and break nothing', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const {changed} = await pair(page);
  for (const value of [
    'not json',
    '{"last":"<img src=x onerror=alert(1)>","pages":{}}',
    JSON.stringify({last: 'y', previous: '<script>alert(1)</script>', pages: {[changed[0]]: 'x'}}),
    JSON.stringify({
      last: 'z',
      previous: 'p',
      pages: {['__proto__']: 0, [changed[0]]: {valueOf: 0}},
    }),
  ]) {
    await page.goto('/no-such-page');
    await page.evaluate((v) => localStorage.setItem('pages-seen', v), value);
    for (const address of [changed[0], '/']) {
      await page.goto(address);
      await hydrated(page);
      await expect(page.locator('.page-changed'), value).toHaveCount(0);
      expect(await markedLinks(page), value).toEqual([]);
    }
  }
  expect(errors).toEqual([]);
});

test('without storage the site works, and the warning is logged once', async ({page, isMobile}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /storage is not available/.test(message.text()))
      warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const {changed, older} = await pair(page);
  await page.goto(older[0]);
  await hydrated(page);
  await (await sidebarLink(page, isMobile, changed[0])).click();
  await expect(page.locator('article h1')).toHaveText(changed[1].title);
  expect(errors).toEqual([]);
  expect(warnings).toHaveLength(1);
});

for (const mode of ['light', 'dark'] as const) {
  // Serious and critical violations, as for every page (accessibility.spec.ts).
  test(`the marks, the note and the home list pass axe in ${mode} mode`, async ({page}) => {
    const {changed} = await pair(page);
    const before = Date.parse(changed[1].date) - DAY;
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const found: string[] = [];
    for (const address of [changed[0], '/']) {
      await page.goto('/no-such-page');
      await rememberVisits(page, {last: before, pages: {[changed[0]]: before}});
      await page.goto(address);
      await hydrated(page);
      await expect(page.locator('.page-changed').first()).toBeVisible();
      found.push(...(await axeFindings(page, address, BLOCKING)));
    }
    expect(found).toEqual([]);
  });
}
