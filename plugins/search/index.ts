import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {indexSite} from './indexer';

/**
 * Offline full-text search for Chinese players: after the build, Pagefind indexes the wiki,
 * the technical-sharing docs, the changelog posts and the two content pages, with a pinyin
 * layer (see README.md). The theme components are the navbar search box and the /search page.
 */
export default function searchPlugin(context: LoadContext): Plugin {
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
    async postBuild({outDir}) {
      const pages = await indexSite(outDir, context.siteConfig.title, context.siteDir);
      console.log(`[search] indexed ${pages} pages`);
    },
  };
}
