import {execFileSync} from 'node:child_process';
import {expect, test} from '@playwright/test';
import {axeFindings} from '../support/axe';
import {devDocs, loadDocs, siteDir, wikiDocs} from '../support/content';
import {hydrated} from '../support/site';

// Every wiki and technical-sharing page has a 修订记录 beside it: one section per commit that
// touched its file (renames followed), newest first, linked from the last-updated line, kept
// from search engines and the sitemap. (The rehearsal checks a staff change's diff and 本次改动.)
const pages = [...loadDocs(wikiDocs), ...loadDocs(devDocs)].filter(({draft}) => !draft);
const commits = (file: string) =>
  execFileSync('git', ['log', '--follow', '--format=%H', '--', file], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
const historyOf = (permalink: string) => `${permalink.replace(/\/?$/, '/')}history/`;

test('each page has a history with one revision per commit, newest first', async ({request}) => {
  for (const {file, permalink, title} of pages) {
    const response = await request.get(historyOf(permalink));
    expect(response.status(), historyOf(permalink)).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<h1>修订记录：${title}</h1>`);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow">/);
    const anchors = [...html.matchAll(/<section id="r-([0-9a-f]{7})"/g)].map(([, sha]) => sha);
    expect(anchors, file).toEqual(commits(file).map((sha) => sha.slice(0, 7)));
  }
});

test('the last-updated line links the history, which links back and has no script', async ({
  page,
}) => {
  // The page with the most revisions.
  const {permalink, title} = pages
    .map((doc) => ({...doc, count: commits(doc.file).length}))
    .sort((a, b) => b.count - a.count)[0]!;
  await page.goto(permalink);
  await hydrated(page);
  await page.locator('.theme-last-updated + a', {hasText: '修订记录'}).click();
  await expect(page).toHaveURL(historyOf(permalink));
  await expect(page.locator('h1')).toHaveText(`修订记录：${title}`);
  expect(await page.locator('script[src]').count()).toBe(0);
  // A revision's changes: removed and added lines say so in words, not in colour alone.
  const changed = page.locator('.diff-added, .diff-removed').first();
  await expect(changed.locator('.visually-hidden')).toHaveText(/^(新增|删除)：$/);
  await page.getByRole('link', {name: `返回“${title}”`}).click();
  await expect(page).toHaveURL(permalink);
});

test('the sitemap leaves the histories out', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/docs/');
  expect(sitemap).not.toContain('/history/');
});

for (const mode of ['light', 'dark'] as const) {
  test(`a history page passes axe in ${mode} mode`, async ({page}) => {
    await page.addInitScript((m) => localStorage.setItem('theme', m), mode);
    await page.goto(historyOf(pages.find(({file}) => commits(file).length > 1)!.permalink));
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    expect(await axeFindings(page, 'history')).toEqual([]);
  });
}
