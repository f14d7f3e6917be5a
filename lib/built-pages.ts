import {renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin, Props} from '@docusaurus/types';

/** The HTML file Docusaurus wrote for a route (`/docs/intro` → docs/intro/index.html). */
export function builtPageFile(outDir: string, baseUrl: string, route: string): string {
  const relative = route.slice(baseUrl.length);
  return path.join(
    outDir,
    relative.endsWith('.html') ? relative : path.join(relative, 'index.html'),
  );
}

let writes = 0;

/**
 * Replaces a file at once (a rename from a temporary file unique to this write), so that a
 * reader never sees half of it: another plugin's postBuild reading the pages meanwhile, another
 * build writing the same cached file.
 */
export function replaceFileSync(file: string, content: string | Buffer): void {
  writes += 1;
  const temporary = `${file}.${process.pid}.${writes}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/**
 * What a plugin does to the built site. plugins/built-pages runs these in the order it declares:
 * every page is read once, each step's rewrite applied in turn, and written once; then each
 * step's `afterPages`, which see the pages as they are served (the search index reads them).
 */
export interface BuiltSiteStep {
  /** A page's HTML as the previous steps left it, rewritten; `route` includes the base URL. */
  rewritePage?(html: string, route: string, props: Props): string | Promise<string>;
  /** Runs once every page is rewritten. */
  afterPages?(props: Props): Promise<void>;
}

/** A plugin with a step of the built-site pipeline. */
export type PluginWithBuiltSiteStep = Plugin & {builtSite: BuiltSiteStep};

/**
 * Whether a built page is kept from search engines, and so from the site's search and the
 * Markdown versions too. In a build that is kept from them as a whole (a pull request's preview),
 * every page says noindex: the unlisted ones are those that show Docusaurus's unlisted banner.
 */
export function isKeptFromSearch(
  wholeSiteNoindex: boolean,
  page: {robots: string; hasUnlistedBanner: boolean},
): boolean {
  return wholeSiteNoindex ? page.hasUnlistedBanner : /noindex/.test(page.robots);
}
