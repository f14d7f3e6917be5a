import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {PluginWithBuiltSiteStep} from '../../lib/built-pages';
import {aliasesByRoute} from '../../lib/search-aliases';
import {readQuestions} from '../../lib/search-questions';
import {indexSite} from './indexer';

/**
 * Offline full-text search for Chinese players: after the build, Pagefind indexes the wiki,
 * the technical-sharing docs, the changelog posts and the two content pages, with a pinyin
 * layer (see README.md). The theme components are the navbar search box and the /search page.
 */
export default function searchPlugin(context: LoadContext): PluginWithBuiltSiteStep {
  return {
    name: 'search',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}search`,
        exact: true,
        component: '@theme/SearchPage',
      });
    },
    // The engine is imported by the dialog, by the search page and, on first intent, by the
    // search button. Left to the defaults, a module this small is copied into each chunk that
    // imports it, and a first search downloaded it twice (the dialog's copy and the button's).
    // One chunk of its own keeps it out of main.js and sends it once. It takes every module the
    // engine imports (its stages, their weights, the messages the plan clips a query with,
    // shared.ts, and the lib/ helpers only search loads in the browser); a module another page
    // imports too (src/sections.ts) must stay out, and the engine must not import it.
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  searchEngine: {
                    test: /[\\/](plugins[\\/]search[\\/](ui[\\/](engine|plan|retrieve|rank|features|held|messages)\.ts|ui[\\/]weights\.json|shared\.ts)|lib[\\/](version-slug|regexp)\.ts)$/,
                    chunks: 'async',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
          },
    // A step of plugins/built-pages: the index reads the pages once every rewrite is done.
    builtSite: {
      async afterPages({outDir}) {
        const {title, noIndex} = context.siteConfig;
        const {siteDir} = context;
        const pages = await indexSite(
          outDir,
          title,
          noIndex,
          aliasesByRoute(siteDir),
          readQuestions(siteDir),
        );
        console.log(`[search] indexed ${pages} pages`);
      },
    },
  };
}
