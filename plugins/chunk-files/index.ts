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
    configureWebpack: (_config, isServer) =>
      isServer ? {} : {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}},
  };
}
