/**
 * The pages that have a 修订记录: every doc of the wiki (docs/) and of the technical-sharing
 * section (dev/), with its address and the front matter this plugin reads.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {docPermalink} from '../../lib/markdown-links';

/** The docs plugins' folders and the addresses they publish under. */
export const SECTIONS = [
  {dir: 'docs', routeBasePath: '/docs'},
  {dir: 'dev', routeBasePath: '/dev'},
];

export interface HistoryPageSource {
  /** The file, relative to the site (docs/faq/rename.md). */
  file: string;
  /** The page's address without the base URL (/docs/faq/rename). */
  permalink: string;
  title: string;
  /** `rules: true` in the front matter: a page of rules that 本次改动 announces changes of. */
  rules: boolean;
}

/** The address of a page's history, without the base URL: /docs/faq/rename/history/. */
export const historyPath = (permalink: string) => `${permalink.replace(/\/?$/, '/')}history/`;

export function historyPageSources(siteDir: string): HistoryPageSource[] {
  return SECTIONS.flatMap(({dir, routeBasePath}) =>
    readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
      .map((relative) => relative.split(path.sep).join('/'))
      // Files and folders starting with _ are partials, not pages, as Docusaurus reads them.
      .filter((relative) => /\.mdx?$/.test(relative) && !/(^|\/)_/.test(relative))
      .map((relative) => {
        const source = readFileSync(path.join(siteDir, dir, relative), 'utf8');
        const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
        const data = (frontMatter ? yaml.load(frontMatter) : {}) as {
          title?: string;
          slug?: string;
          rules?: unknown;
        };
        return {
          file: `${dir}/${relative}`,
          permalink: docPermalink(routeBasePath, relative, data.slug),
          title: data.title ?? relative,
          rules: data.rules === true,
        };
      }),
  );
}
