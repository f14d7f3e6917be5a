/**
 * 修订记录: every wiki and technical-sharing page's history from git, as a static page beside the
 * page, and 最近改动 on the rules pages for 30 days after a change (see README.md).
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {findOne} from 'domutils';
import type {Element} from 'domhandler';
import {parseDocument} from 'htmlparser2';
import {builtPageFile, isKeptFromSearch, type PluginWithBuiltSiteStep} from '../../lib/built-pages';
import {docPages, type DocPage} from '../../lib/doc-pages';
import {gameTagsIn, readGameData, valueHistories} from '../../lib/game-data';
import {mdxImport, type MdastNode} from '../../lib/mdx-import';
import {formatDate} from '../../src/dates';
import {operator} from '../../src/operator';
import {hideRevisions, readHidden} from './hidden';
import {pageRevisions, requireFullHistory, summaryOf, type Revision} from './history';
import {CHANGES_KEPT, MANIFEST_FILE, type ChangeManifest} from './manifest';
import {renderHistoryPage, revisionAnchor} from './render';

/** The address of a page's history, without the base URL: /docs/faq/rename/history/. */
export const historyPath = (permalink: string) => `${permalink.replace(/\/?$/, '/')}history/`;

/** How long a rules page shows 最近改动 after a change to its wording. */
export const RULE_CHANGE_DAYS = 30;

/** Each file's revisions, read once a build: by 最近改动 when the config loads, by the pages at the end. */
const revisionsByFile = new Map<string, Revision[]>();
/**
 * A page's revisions with the ones staff hid (docs/history-hidden.yml) hidden, read again each
 * time: everything built from revisions comes through here, so none can show hidden text.
 */
function revisionsOf(siteDir: string, {file, permalink}: DocPage): Revision[] {
  const key = path.join(siteDir, file);
  if (!revisionsByFile.has(key)) revisionsByFile.set(key, pageRevisions(siteDir, file));
  return hideRevisions(revisionsByFile.get(key)!, readHidden(siteDir), permalink);
}

export interface RuleChange {
  /** ISO 8601. */
  date: string;
  /** What changed, one sentence without its full stop (summaryOf). */
  summary: string;
  /** The revision on the page's history, without the base URL. */
  href: string;
}

/**
 * The rules pages (`rules: true`) whose newest change to the text players read is at most
 * RULE_CHANGE_DAYS old at `now`, by file. Formatting-only commits (front matter, ids, spacing) and
 * the page's creation are not changes of a rule.
 */
export function ruleChanges(siteDir: string, now = Date.now()): Record<string, RuleChange> {
  requireFullHistory(siteDir);
  const changes: Record<string, RuleChange> = {};
  for (const page of docPages(siteDir).filter(({rules}) => rules)) {
    const change = revisionsOf(siteDir, page).find(({kind}) => kind === 'content');
    if (!change || now - new Date(change.date).getTime() > RULE_CHANGE_DAYS * 86_400_000) continue;
    changes[page.file] = {
      date: change.date,
      summary: summaryOf(change),
      href: `${historyPath(page.permalink)}#${revisionAnchor(change.sha)}`,
    };
  }
  return changes;
}

const COMPONENT = 'RuleChangeNote';
const text = (value: string): MdastNode => ({type: 'text', value});

/**
 * Remark plugin, with its options: a rules page changed in the last RULE_CHANGE_DAYS days shows
 * 最近改动 under its title, with the date, what changed and a link to the diff. As with
 * related-updates, Docusaurus gets only a fingerprint of the changes as the option, so a new change
 * compiles the page again instead of taking it from the bundler's cache.
 */
export function remarkRuleChange(
  siteDir: string,
): [() => (root: MdastNode, file: {path?: string}) => void, {changes: string}] {
  const changes = ruleChanges(siteDir);
  const fingerprint = createHash('sha256').update(JSON.stringify(changes)).digest('hex');
  const attacher = () => (root: MdastNode, file: {path?: string}) => {
    const change =
      file.path && changes[path.relative(siteDir, file.path).split(path.sep).join('/')];
    if (!change) return;
    const children = root.children!;
    // Under the page's own # title if it has one, else first; after the imports.
    let at = children.findIndex((node) => node.type !== 'mdxjsEsm');
    if (children[at]?.type === 'heading' && children[at]!.depth === 1) at++;
    const until = new Date(Date.parse(change.date) + RULE_CHANGE_DAYS * 86_400_000).toISOString();
    children.splice(Math.max(at, 0), 0, {
      type: 'mdxJsxFlowElement',
      name: COMPONENT,
      attributes: [{type: 'mdxJsxAttribute', name: 'until', value: until}],
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'admonition',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'type', value: 'info'},
            {type: 'mdxJsxAttribute', name: 'title', value: '最近改动'},
          ],
          children: [
            {
              type: 'paragraph',
              children: [
                text(`${formatDate(change.date)}：${change.summary}。`),
                // pathname:// makes Docusaurus render a plain <a> (the history is not a route, and the
                // client router would show the not-found page); _self keeps it from opening a new tab.
                {
                  type: 'mdxJsxTextElement',
                  name: 'a',
                  attributes: [
                    {type: 'mdxJsxAttribute', name: 'href', value: `pathname://${change.href}`},
                    {type: 'mdxJsxAttribute', name: 'target', value: '_self'},
                  ],
                  children: [text('查看这次改了什么')],
                },
              ],
            },
          ],
        },
      ],
    });
    children.unshift(mdxImport(COMPONENT, '@site/src/components/RuleChange'));
  };
  return [attacher, {changes: fingerprint}];
}

/** The built page's stylesheets, icon and colour-mode script, for a history page to look like it. */
function headOf(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(/<link\b[^>]*\brel=["']?(?:stylesheet|icon)\b[^>]*>/g) ?? [];
  const colourMode = /<script>[^<]*data-theme[^<]*<\/script>/.exec(html)?.[0] ?? '';
  return [...links, colourMode].join('\n');
}

/**
 * The sidebar categories a built page is in, outermost first, by their links without the base
 * URL: on a returning player's other pages, a collapsed category shows that a page in it changed.
 * The built page renders its own categories open, around its active link.
 */
export function sidebarCategoriesOf(html: string, baseUrl: string): string[] {
  const classes = (element: Element) => (element.attribs.class ?? '').split(/\s+/);
  const active = findOne(
    (e) =>
      e.name === 'a' && e.attribs['aria-current'] === 'page' && classes(e).includes('menu__link'),
    parseDocument(html).children,
  );
  const categories: string[] = [];
  for (let node = active?.parent; node; node = node.parent) {
    const element = node as Element;
    if (element.name !== 'li' || !classes(element).includes('theme-doc-sidebar-item-category'))
      continue;
    const link = findOne((e) => classes(e).includes('menu__link--sublist'), element.children);
    const href = link?.attribs.href;
    if (href?.startsWith(baseUrl)) categories.unshift(`/${href.slice(baseUrl.length)}`);
  }
  return categories;
}

/** Whether a built page is kept from search engines: the rule of the site's search and Markdown versions. */
export function keptFromSearch(html: string, wholeSiteNoindex: boolean): boolean {
  const {children} = parseDocument(html);
  const robots = findOne((e) => e.name === 'meta' && e.attribs.name === 'robots', children);
  const banner = findOne(
    (e) => (e.attribs.class ?? '').split(/\s+/).includes('theme-unlisted-banner'),
    children,
  );
  return isKeptFromSearch(wholeSiteNoindex, {
    robots: robots?.attribs.content ?? '',
    hasUnlistedBanner: banner !== null,
  });
}

/** The data-API reference and the technical-sharing section: for community developers. */
const isForDevelopers = (permalink: string) => /^\/(docs\/dev|dev)(\/|$)/.test(permalink);

/**
 * Writes each page's history beside it (`<page>/history/index.html`) once the pages are final: a
 * step of plugins/built-pages, before the search index, which skips them (noindex). They are not
 * routes of the site, so they are in neither its sitemap nor its JavaScript.
 */
export default function pageHistoryPlugin(context: LoadContext): PluginWithBuiltSiteStep {
  const {siteDir, siteConfig} = context;
  const {baseUrl} = siteConfig;
  return {
    name: 'page-history',
    getClientModules: () => [path.join(__dirname, 'client.ts')],
    getThemePath: () => path.join(__dirname, 'theme'),
    builtSite: {
      async afterPages({outDir, routesPaths}) {
        requireFullHistory(siteDir);
        const routes = new Set(routesPaths);
        let written = 0;
        const manifest: ChangeManifest = {};
        const game = readGameData(siteDir).data;
        for (const page of docPages(siteDir)) {
          const route = `${baseUrl}${page.permalink.slice(1)}`;
          const file = builtPageFile(outDir, baseUrl, route);
          if (!routes.has(route) || !existsSync(file)) continue;
          const built = await readFile(file, 'utf8');
          const source = await readFile(path.join(siteDir, page.file), 'utf8');
          const html = renderHistoryPage({
            siteTitle: siteConfig.title,
            home: baseUrl,
            pageTitle: page.title,
            pageUrl: route,
            pullsUrl: `${operator.repository.url}/pull/`,
            head: headOf(built),
            revisions: revisionsOf(siteDir, page),
            values: valueHistories(game, gameTagsIn(source)),
          });
          const target = path.join(outDir, historyPath(page.permalink), 'index.html');
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, html);
          written++;
          // The list of changes advertises pages: it leaves out those kept from search engines
          // (unlisted ones, the staff guide), as the site's search and the Markdown versions do.
          // Their own history stays, linked only from them.
          if (keptFromSearch(built, siteConfig.noIndex)) continue;
          const changes = revisionsOf(siteDir, page)
            .filter(({kind}) => kind !== 'formatting')
            .slice(0, CHANGES_KEPT)
            .map((change) => ({
              date: change.date,
              summary: summaryOf(change),
              diff: `${historyPath(page.permalink)}#${revisionAnchor(change.sha)}`,
            }));
          if (changes.length > 0) {
            const categories = sidebarCategoriesOf(built, baseUrl);
            manifest[page.permalink] = {
              title: page.title,
              ...(categories.length > 0 && {categories}),
              ...(isForDevelopers(page.permalink) && {developer: true as const}),
              changes,
            };
          }
        }
        await writeFile(path.join(outDir, MANIFEST_FILE), JSON.stringify(manifest));
        console.log(`[page-history] ${written} 修订记录 pages, ${MANIFEST_FILE}`);
      },
    },
  };
}
