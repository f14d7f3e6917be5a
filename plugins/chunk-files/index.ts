import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser's lazy chunks by id and content hash, without the chunk's name (see
 * README.md). The webpack runtime in every first visit then holds one table per chunk (id to
 * hash) instead of two (id to name, id to hash): every page of the site is a chunk, so the
 * saving grows with the wiki.
 */
export default function chunkFilesPlugin(): Plugin {
  return {
    name: 'chunk-files',
    // Production browser bundle only: the dev server names chunks its own way (no content
    // hash, which hot reloading cannot use) and the server bundle never reaches a browser.
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production'
        ? {}
        : {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}},
  };
}
