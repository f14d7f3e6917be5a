/**
 * Every doc of the wiki (docs/) and of the technical-sharing section (dev/), with its address, its
 * title and its headings' ids, read from the files as Docusaurus publishes them. Used by the
 * plugins that list or link the pages (page-history, troubleshooter).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {docPermalink, markdownHeadings} from './markdown-links';

/** The docs plugins' folders and the addresses they publish under. */
export const SECTIONS = [
  {dir: 'docs', routeBasePath: '/docs'},
  {dir: 'dev', routeBasePath: '/dev'},
];

export interface DocPage {
  /** The file, relative to the site (docs/faq/rename.md). */
  file: string;
  /** The page's address without the base URL (/docs/faq/rename). */
  permalink: string;
  title: string;
  /** `rules: true` in the front matter: a page of rules that 最近改动 announces changes of. */
  rules: boolean;
  /** The text of each heading with an explicit id (`## 怎么改名 {/* #how *\/}`), by id. */
  headings: Map<string, string>;
}

/**
 * The front matter fields read here and by the page histories, read with gray-matter as
 * Docusaurus reads them. Front matter that is not valid YAML reads as empty: the content check
 * reports it with its file and line, and the docs plugin refuses it.
 */
export function frontMatterOf(source: string): {title?: string; slug?: string; rules?: unknown} {
  try {
    const {data} = matter(source);
    return typeof data === 'object' && data !== null ? data : {};
  } catch {
    return {};
  }
}

export function docPages(siteDir: string): DocPage[] {
  return SECTIONS.flatMap(({dir, routeBasePath}) =>
    readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
      .map((relative) => relative.split(path.sep).join('/'))
      // Files and folders starting with _ are partials, not pages, as Docusaurus reads them.
      .filter((relative) => /\.mdx?$/.test(relative) && !/(^|\/)_/.test(relative))
      .map((relative) => {
        const source = readFileSync(path.join(siteDir, dir, relative), 'utf8');
        const data = frontMatterOf(source);
        const headings = new Map(
          markdownHeadings(source).flatMap(({id, text}) => (id ? [[id, text] as const] : [])),
        );
        return {
          file: `${dir}/${relative}`,
          permalink: docPermalink(routeBasePath, relative, data.slug),
          title: data.title ?? relative,
          rules: data.rules === true,
          headings,
        };
      }),
  );
}
