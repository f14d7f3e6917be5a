/**
 * What changed since the player last looked, from the build's manifest (loaded by client.ts from
 * the second visit on): 有更新 on the sidebar's links to pages changed since they were last seen,
 * and on closed categories holding them, a note on such a page saying every change since with one
 * link to them, and on the home page the pages changed since the last visit and not read since.
 * Worked out here, in a chunk of its own: the note and the list are handed to the theme wraps in
 * ./theme (since.ts), which React renders; the sidebar's marks are a stylesheet.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import siteConfig from '@generated/docusaurus.config';
import Heading from '@theme/Heading';
import {formatDate} from '../../src/dates';
import {pageKey, type Seen} from './seen';
import {setSinceLastVisit} from './since';
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

/** The look of 有更新 beside a sidebar link. */
const MARK =
  "content:'有更新';margin-left:0.5rem;padding:0 0.35rem;border:1px solid currentColor;" +
  'border-radius:0.25rem;font-size:0.75rem;white-space:nowrap';
const MARKS_ID = 'page-updated-marks';

/**
 * 有更新 on each sidebar link to a page changed since it was seen, and on each closed category
 * holding one (an open one shows its pages' marks), on the desktop sidebar and in the phone's
 * menu alike: a stylesheet naming the links, so the sidebar needs no wrap of its own on every
 * page, and a category the player opens or closes later is marked by CSS alone.
 */
function markSidebar(changes: Map<string, PageChange>, seen: Seen) {
  const links: string[] = [];
  for (const [path, page] of changes) {
    if (changesSince(page, seen.pages[path]).length === 0) continue;
    links.push(`.theme-doc-sidebar-menu .menu__link[href="${CSS.escape(path)}"]::after`);
    for (const category of page.categories ?? []) {
      const href = CSS.escape(pageKey(`${baseUrl}${category.slice(1)}`));
      links.push(
        `.menu__list-item--collapsed>.menu__list-item-collapsible>.menu__link[href="${href}"]::after`,
      );
    }
  }
  let sheet = document.getElementById(MARKS_ID);
  if (!sheet) {
    sheet = Object.assign(document.createElement('style'), {id: MARKS_ID});
    document.head.append(sheet);
  }
  sheet.textContent = links.length > 0 ? `${links.join(',')}{${MARK}}` : '';
}

/** The history is a static page, not a route: pathname:// makes <Link> a plain <a> in this tab. */
const DiffLink = ({change, text}: {change: Change; text: string}) => (
  <Link to={`pathname://${change.diff}`} target="_self">
    {text}
  </Link>
);

/**
 * On a page changed since the player last saw it: every change since (the three newest said),
 * and one link to the history at the newest, above which nothing is new to them.
 */
function note(changes: Map<string, PageChange>, path: string, before: Seen['pages']): ReactNode {
  const unseen = changesSince(changes.get(path), before[path]);
  if (unseen.length === 0) return undefined;
  const said = unseen.slice(0, 3).map((change) => `${formatDate(change.date)}，${change.summary}`);
  const last = `你上次看这一页是 ${formatDate(new Date(before[path]!))}`;
  return (
    <div className="alert alert--info margin-bottom--md page-changed" role="note">
      <strong>有更新</strong>
      {unseen.length === 1
        ? `：${last}。${said[0]}。`
        : `：${last}，之后它改动了 ${times(unseen.length)}：${said.join('；')}${unseen.length > 3 ? `；还有更早的 ${unseen.length - 3} 次` : ''}。`}
      <DiffLink
        change={unseen[0]!}
        text={unseen.length === 1 ? '看看改了什么' : '看看这几次改了什么'}
      />
    </div>
  );
}

/** Entries the home list shows before folding the rest. */
const HOME_ENTRIES = 5;

/**
 * On the home page: the pages changed since the last visit that the player has not seen since,
 * so the list shrinks as they read; pages they have read before first, then newest first. The
 * first HOME_ENTRIES players' pages show; the rest, and the pages for developers, fold.
 */
function homeList(changes: Map<string, PageChange>, seen: Seen, previous: number): ReactNode {
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
  if (pending.length === 0) return undefined;
  const entry = ({path, page, unseen}: (typeof pending)[number]) => (
    <li key={path}>
      <Link to={path.slice(baseUrl.length - 1) || '/'}>{page.title}</Link>
      {unseen.length === 1
        ? `：${formatDate(unseen[0]!.date)}，${unseen[0]!.summary}。`
        : `：改动了 ${times(unseen.length)}，最近一次在 ${formatDate(unseen[0]!.date)}，${unseen[0]!.summary}。`}
      <DiffLink change={unseen[0]!} text="看改动" />
    </li>
  );
  const players = pending.filter(({page}) => !page.developer);
  const shown = players.slice(0, HOME_ENTRIES);
  const folded = pending.filter((item) => !shown.includes(item));
  const title = `你上次来（${formatDate(new Date(previous))}）之后更新的页面`;
  return (
    <section className="container margin-vert--lg page-changed" aria-label={title}>
      <Heading as="h2">{title}</Heading>
      {shown.length > 0 && <ul>{shown.map(entry)}</ul>}
      {folded.length > 0 && (
        <details>
          <summary>
            {folded.some(({page}) => page.developer)
              ? `${shown.length > 0 ? '还有' : '有'} ${folded.length} 个页面，包括给开发者的接口文档和技术分享`
              : `还有 ${folded.length} 个页面`}
          </summary>
          <ul>{folded.map(entry)}</ul>
        </details>
      )}
    </section>
  );
}

/**
 * Works out what changed for the page at `path` (base URL included): `seen` is what is stored
 * now, `before` when each page was seen before this page view.
 */
export async function show(path: string, seen: Seen, before: Seen['pages']): Promise<void> {
  const changes = await load();
  markSidebar(changes, seen);
  setSinceLastVisit({
    page: path,
    note: note(changes, path, before),
    home:
      path === pageKey(baseUrl) && typeof seen.previous === 'number'
        ? homeList(changes, seen, seen.previous)
        : undefined,
  });
}
