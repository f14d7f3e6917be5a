/**
 * What changed since the player last looked, from the build's manifest (loaded by client.ts from
 * the second visit on): 有更新 on the sidebar's links to pages changed since they were last seen,
 * and on closed categories holding them, a note on such a page saying every change since with one
 * link to them, and on the home page the pages changed since the last visit and not read since.
 * Added to the page as it is, outside React's own elements' content, and written with textContent.
 */
import siteConfig from '@generated/docusaurus.config';
import {formatDate} from '../../src/dates';
import {pageKey, type Seen} from './seen';
import {
  CHANGES_KEPT,
  MANIFEST_FILE,
  type Change,
  type ChangeManifest,
  type PageChange,
} from './manifest';

const {baseUrl} = siteConfig;

let manifest: Promise<Map<string, PageChange>> | undefined;
const load = () =>
  (manifest ??= fetch(`${baseUrl}${MANIFEST_FILE}`)
    .then((response) => (response.ok ? (response.json() as Promise<ChangeManifest>) : {}))
    .catch((): ChangeManifest => ({}))
    .then(
      (pages) =>
        new Map(
          Object.entries(pages).map(
            ([path, change]) => [pageKey(`${baseUrl}${path.slice(1)}`), change] as const,
          ),
        ),
    ));

/**
 * The page's changes after `time`, newest first; none when a stored value is not a number, or
 * when a manifest of another shape (an older build's, still cached) has no list of changes.
 */
const changesSince = (page: PageChange | undefined, time: unknown): Change[] =>
  typeof time === 'number' && Array.isArray(page?.changes)
    ? page.changes.filter((change) => Date.parse(change.date) > time)
    : [];

/** How many changes, said: the manifest keeps CHANGES_KEPT a page, so that many may be more. */
const times = (count: number) => (count >= CHANGES_KEPT ? `至少 ${count} 次` : `${count} 次`);

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * 有更新 on each sidebar link whose page changed since it was seen, kept on links a category opens
 * later, and on each closed category holding such a page.
 */
function markSidebar(changes: Map<string, PageChange>, seen: Seen) {
  const updated = new Set<string>();
  /** The sidebar categories holding an updated page, by their links. */
  const holding = new Set<string>();
  for (const [path, page] of changes) {
    if (changesSince(page, seen.pages[path]).length === 0) continue;
    updated.add(path);
    for (const category of page.categories ?? [])
      holding.add(pageKey(`${baseUrl}${category.slice(1)}`));
  }
  mark = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(
      '.theme-doc-sidebar-menu a.menu__link',
    )) {
      const path = pageKey(link.pathname);
      // A closed category hides its pages' marks: it carries them until it is opened.
      const closed = link
        .closest('.menu__list-item')
        ?.classList.contains('menu__list-item--collapsed');
      if (updated.has(path) || (closed && holding.has(path))) link.setAttribute('data-updated', '');
      else link.removeAttribute('data-updated');
    }
  };
  mark();
  // The desktop sidebar and the phone's menu, where the same links are; a category opening or
  // closing changes its item's class.
  for (const sidebar of document.querySelectorAll(
    '.theme-doc-sidebar-container, .navbar-sidebar',
  )) {
    if (observed.has(sidebar)) continue;
    observed.add(sidebar);
    new MutationObserver(() => mark()).observe(sidebar, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  }
}
const observed = new WeakSet<Element>();
/** Marks the links with what the latest page view knows; the observers call it. */
let mark = () => {};

const diffLink = (change: Change, text: string) =>
  element('a', {href: `${baseUrl}${change.diff.slice(1)}`}, text);

/**
 * On a page changed since the player last saw it: every change since (the three newest said),
 * and one link to the history at the newest, above which nothing is new to them.
 */
function notePage(changes: Map<string, PageChange>, path: string, before: Seen['pages']) {
  const unseen = changesSince(changes.get(path), before[path]);
  const header = document.querySelector('.theme-doc-markdown > header');
  if (!header || unseen.length === 0) return;
  const said = unseen.slice(0, 3).map((change) => `${formatDate(change.date)}，${change.summary}`);
  const last = `你上次看这一页是 ${formatDate(new Date(before[path]!))}`;
  header.after(
    element(
      'div',
      {class: 'alert alert--info margin-bottom--md page-changed', role: 'note'},
      element('strong', {}, '有更新'),
      unseen.length === 1
        ? `：${last}。${said[0]}。`
        : `：${last}，之后它改动了 ${times(unseen.length)}：${said.join('；')}${unseen.length > 3 ? `；还有更早的 ${unseen.length - 3} 次` : ''}。`,
      diffLink(unseen[0]!, unseen.length === 1 ? '看看改了什么' : '看看这几次改了什么'),
    ),
  );
}

/** Entries the home list shows before folding the rest. */
const HOME_ENTRIES = 5;

/**
 * On the home page: the pages changed since the last visit that the player has not seen since,
 * so the list shrinks as they read; pages they have read before first, then newest first. The
 * first HOME_ENTRIES players' pages show; the rest, and the pages for developers, fold.
 */
function listOnHome(changes: Map<string, PageChange>, seen: Seen, previous: number) {
  const main = document.querySelector('main');
  const pending = [...changes]
    .map(([path, page]) => {
      const read = typeof seen.pages[path] === 'number';
      const unseen = changesSince(page, read ? Math.max(previous, seen.pages[path]!) : previous);
      return {path, page, unseen, read};
    })
    .filter(({unseen}) => unseen.length > 0)
    .sort(
      (a, b) =>
        Number(b.read) - Number(a.read) ||
        Date.parse(b.unseen[0]!.date) - Date.parse(a.unseen[0]!.date),
    );
  if (!main || pending.length === 0) return;
  const entry = ({path, page, unseen}: (typeof pending)[number]) =>
    element(
      'li',
      {},
      element('a', {href: path}, page.title),
      unseen.length === 1
        ? `：${formatDate(unseen[0]!.date)}，${unseen[0]!.summary}。`
        : `：改动了 ${times(unseen.length)}，最近一次在 ${formatDate(unseen[0]!.date)}，${unseen[0]!.summary}。`,
      diffLink(unseen[0]!, '看改动'),
    );
  const players = pending.filter(({page}) => !page.developer);
  const shown = players.slice(0, HOME_ENTRIES);
  const folded = pending.filter((item) => !shown.includes(item));
  main.prepend(
    element(
      'section',
      {class: 'container margin-vert--lg page-changed', 'aria-labelledby': 'since-last-visit'},
      element(
        'h2',
        {id: 'since-last-visit'},
        `你上次来（${formatDate(new Date(previous))}）之后更新的页面`,
      ),
      ...(shown.length > 0 ? [element('ul', {}, ...shown.map(entry))] : []),
      ...(folded.length > 0
        ? [
            element(
              'details',
              {},
              element(
                'summary',
                {},
                folded.some(({page}) => page.developer)
                  ? `${shown.length > 0 ? '还有' : '有'} ${folded.length} 个页面，包括给开发者的接口文档和技术分享`
                  : `还有 ${folded.length} 个页面`,
              ),
              element('ul', {}, ...folded.map(entry)),
            ),
          ]
        : []),
    ),
  );
}

/**
 * Marks what changed for the page at `path` (base URL included): `seen` is what is stored now,
 * `before` when each page was seen before this page view.
 */
export async function show(path: string, seen: Seen, before: Seen['pages']): Promise<void> {
  const changes = await load();
  // What an earlier page view added; React may have kept the element it was in.
  for (const old of document.querySelectorAll('.page-changed')) old.remove();
  markSidebar(changes, seen);
  notePage(changes, path, before);
  if (path === pageKey(baseUrl) && typeof seen.previous === 'number')
    listOnHome(changes, seen, seen.previous);
}
