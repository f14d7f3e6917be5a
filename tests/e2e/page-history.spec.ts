import {execFileSync} from 'node:child_process';
import {expect, test} from '@playwright/test';
import type {Element} from 'domhandler';
import {findAll, textContent} from 'domutils';
import matter from 'gray-matter';
import {parseDocument} from 'htmlparser2';
import {parseMdx} from '../../lib/markdown-links';
import {axeFindings} from '../support/axe';
import {devDocs, loadDocs, siteDir, wikiDocs} from '../support/content';
import {hydrated} from '../support/site';

// Every wiki and technical-sharing page has a 修订记录 beside it: one section per commit that
// touched its file (renames followed), newest first, linked from the last-updated line, kept
// from search engines and the sitemap. (The rehearsal checks a staff change's diff and 最近改动.)
const pages = [...loadDocs(wikiDocs), ...loadDocs(devDocs)].filter(({draft}) => !draft);
const commits = (file: string) =>
  execFileSync('git', ['log', '--follow', '--format=%H', '--', file], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
const historyOf = (permalink: string) => `${permalink.replace(/\/?$/, '/')}history/`;
const git = (args: string[]) =>
  execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});

/** Each commit of a file (renames followed): its subject, its 修订说明 and the file's text then. */
function versions(file: string) {
  return git(['log', '--follow', '--format=%x1e%H%x1f%s%x1f%b%x1f', '--name-only', '--', file])
    .split('\x1e')
    .filter(Boolean)
    .map((entry) => {
      const [sha, subject, body, names] = entry.split('\x1f') as [string, string, string, string];
      const at = names.trim().split('\n')[0]!;
      return {
        subject: subject.replace(/ \(#\d+\)$/, ''),
        note: [...body.matchAll(/^修订说明\s*[:：]\s*(.*?)\s*$/gm)].at(-1)?.[1],
        text: git(['show', `${sha}:${at}`]),
      };
    });
}

/** The text of the code (spans and blocks) of a page's versions: where MDX syntax may be shown. */
function codeOf(texts: string[]): string[] {
  const code = new Set<string>();
  for (const text of texts) {
    const walk = (node: {type: string; value?: unknown; children?: unknown[]}) => {
      if (node.type === 'inlineCode') code.add(String(node.value));
      if (node.type === 'code') for (const line of String(node.value).split('\n')) code.add(line);
      for (const child of node.children ?? []) walk(child as typeof node);
    };
    walk(parseMdx(text));
  }
  return [...code].filter(Boolean).sort((a, b) => b.length - a.length);
}

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

test(
  'histories say what changed in Chinese and diff the text players read',
  {tag: '@desktop'},
  async ({request}) => {
    test.setTimeout(120_000);
    for (const {file, permalink} of pages) {
      const html = await (await request.get(historyOf(permalink))).text();
      const document = parseDocument(html);
      const all = versions(file);
      // No commit subject anywhere but in the diffs, which are the page's own text; a subject that
      // staff repeated as the 修订说明 is what players are meant to read.
      const outsideDiffs = textContent(
        parseDocument(html.replace(/<ol class="diff"[\s\S]*?<\/ol>/g, '')).children,
      );
      for (const {subject, note} of all) {
        if (subject !== note) expect(outsideDiffs, `${file}: ${subject}`).not.toContain(subject);
      }
      // Each revision says what it did: a summary, or 仅调整格式, or that staff hid it.
      const count = (className: string) => html.split(`class="${className}"`).length - 1;
      expect(
        count('revision-summary') +
          count('revision revision-formatting') +
          count('revision-kind revision-hidden'),
        file,
      ).toBe(all.length);
      // Diff lines: MDX syntax only where the page shows it as code.
      const code = codeOf(all.map(({text}) => text));
      const keys = new Set(all.flatMap(({text}) => Object.keys(matter(text).data)));
      const syntax = [
        /\{\/\*/,
        /:::/,
        /\]\(/,
        /<\/?[A-Z]/,
        /^import\s/,
        /^-{3,}$/,
        ...(keys.size > 0 ? [new RegExp(`^(${[...keys].join('|')}):`)] : []),
      ];
      const lines = findAll(
        (element: Element) =>
          element.name === 'li' && /^diff-(same|removed|added)\b/.test(element.attribs.class ?? ''),
        document.children,
      );
      const withSyntax: string[] = [];
      for (const line of lines) {
        let text = line.children
          .filter(
            (child) =>
              !(
                child.type === 'tag' && /diff-sign|visually-hidden/.test(child.attribs.class ?? '')
              ),
          )
          .map((child) => textContent(child))
          .join('');
        for (const shown of code) text = text.split(shown).join('');
        // Checked here and asserted once per page: an assertion per line and pattern made this
        // test take minutes (each records a step with its source location).
        if (syntax.some((pattern) => pattern.test(text))) withSyntax.push(text);
      }
      expect(withSyntax, `${file}: diff lines with MDX syntax`).toEqual([]);
    }
  },
);
