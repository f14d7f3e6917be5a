import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import type {Plugin} from '@docusaurus/types';
import {builtPageFile, replaceFileSync, type BuiltSiteStep} from '../../lib/built-pages';

/**
 * The plugins with a step of the pipeline, in the order their steps run. Route preloads go in
 * before the share tags (both in the head, neither reads the other); the Markdown twins and the
 * search index read the finished pages. `npm run postbuild` then hashes the inline scripts for the CSP.
 */
export const STEP_ORDER = [
  'route-preloads',
  'share-cards',
  'markdown-twins',
  'page-history',
  'search',
];

/** Pages read and rewritten at once: share cards draw on libuv's threads meanwhile. */
const CONCURRENCY = 8;

/**
 * The one post-build pipeline (see README.md): each listed plugin's step, in STEP_ORDER. Docusaurus
 * runs every plugin's own postBuild at the same time, so two plugins rewriting the same pages
 * there, and a third reading them, depended on timing; here each page is read once and written
 * once, and the index reads the finished pages.
 */
export default function builtPagesPlugin(): Plugin {
  return {
    name: 'built-pages',
    async postBuild(props) {
      const stepOf = new Map<string, BuiltSiteStep>();
      for (const plugin of props.plugins) {
        const step = (plugin as {builtSite?: BuiltSiteStep}).builtSite;
        if (!step) continue;
        if (!STEP_ORDER.includes(plugin.name)) {
          throw new Error(
            `[built-pages] The plugin ${plugin.name} has a built-site step but no place in STEP_ORDER (plugins/built-pages/index.ts): add it where its step must run.`,
          );
        }
        stepOf.set(plugin.name, step);
      }
      // Only the plugins listed in the config: a step is on when its plugin is.
      const steps = STEP_ORDER.flatMap((name) => stepOf.get(name) ?? []);
      const rewrites = steps.flatMap(({rewritePage}) => (rewritePage ? [rewritePage] : []));
      const rewrite = async (route: string) => {
        const file = builtPageFile(props.outDir, props.baseUrl, route);
        if (!existsSync(file)) return;
        const html = await readFile(file, 'utf8');
        let result = html;
        for (const step of rewrites) result = await step(result, route, props);
        if (result !== html) replaceFileSync(file, result);
      };
      const routes = props.routesPaths;
      for (let index = 0; index < routes.length; index += CONCURRENCY) {
        await Promise.all(routes.slice(index, index + CONCURRENCY).map(rewrite));
      }
      for (const {afterPages} of steps) await afterPages?.(props);
    },
  };
}
