/**
 * What changed since the player last looked, from the build's manifest (loaded by client.ts from
 * the second visit on): 有更新 on the sidebar's links to pages changed since they were last seen,
 * a note on such a page saying what changed with a link to the diff, and on the home page the
 * pages changed since the last visit. Added to the page as it is, outside React's own elements'
 * content, and written with textContent.
 */
import siteConfig from '@generated/docusaurus.config';
import {formatDate} from '../../src/dates';
import {pageKey, type Seen} from './client';
import {MANIFEST_FILE, type ChangeManifest, type PageChange} from './manifest';

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

/** Whether a page changed after `time`; a stored value that is not a number never says so. */
const changedSince = (change: PageChange | undefined, time: unknown) =>
  change !== undefined && typeof time === 'number' && Date.parse(change.date) > time;

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

/** 有更新 on each sidebar link whose page changed since it was seen; kept on links a category opens later. */
function markSidebar(changes: Map<string, PageChange>, seen: Seen) {
  mark = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(
      '.theme-doc-sidebar-menu a.menu__link',
    )) {
      const path = pageKey(link.pathname);
      if (changedSince(changes.get(path), seen.pages[path])) link.setAttribute('data-updated', '');
      else link.removeAttribute('data-updated');
    }
  };
  mark();
  // The desktop sidebar and the phone's menu, where the same links are.
  for (const sidebar of document.querySelectorAll(
    '.theme-doc-sidebar-container, .navbar-sidebar',
  )) {
    if (observed.has(sidebar)) continue;
    observed.add(sidebar);
    new MutationObserver(() => mark()).observe(sidebar, {childList: true, subtree: true});
  }
}
const observed = new WeakSet<Element>();
/** Marks the links with what the latest page view knows; the observers call it. */
let mark = () => {};

const diffLink = (change: PageChange, text: string) =>
  element('a', {href: `${baseUrl}${change.diff.slice(1)}`}, text);

/** On a page changed since the player last saw it: what changed, and the diff. */
function notePage(changes: Map<string, PageChange>, path: string, before: Seen['pages']) {
  const change = changes.get(path);
  const header = document.querySelector('.theme-doc-markdown > header');
  if (!header || !changedSince(change, before[path])) return;
  header.after(
    element(
      'div',
      {class: 'alert alert--info page-changed', role: 'note'},
      element('strong', {}, '有更新'),
      `：你上次看这一页是 ${formatDate(new Date(before[path]!))}。${formatDate(change!.date)}，${change!.summary}。`,
      diffLink(change!, '看看改了什么'),
    ),
  );
}

/** On the home page: the pages changed since the last visit, newest first. */
function listOnHome(changes: Map<string, PageChange>, previous: number) {
  const main = document.querySelector('main');
  const changed = [...changes]
    .filter(([, change]) => Date.parse(change.date) > previous)
    .sort(([, a], [, b]) => Date.parse(b.date) - Date.parse(a.date));
  if (!main || changed.length === 0) return;
  main.prepend(
    element(
      'section',
      {class: 'container margin-vert--lg page-changed', 'aria-labelledby': 'since-last-visit'},
      element(
        'h2',
        {id: 'since-last-visit'},
        `你上次来（${formatDate(new Date(previous))}）之后更新的页面`,
      ),
      element(
        'ul',
        {},
        ...changed.map(([path, change]) =>
          element(
            'li',
            {},
            element('a', {href: path}, change.title),
            `：${formatDate(change.date)}，${change.summary}。`,
            diffLink(change, '看改动'),
          ),
        ),
      ),
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
    listOnHome(changes, seen.previous);
}
