// @ts-check
/**
 * node write-index.mjs <pages-dir> <output-dir>: indexes the indexed copies of the pages in
 * <pages-dir> with Pagefind's Node API and writes the index to <output-dir>. Its own process,
 * because that API is an ES module and Docusaurus loads plugins with a CommonJS loader (jiti)
 * that cannot import it.
 */
import process from 'node:process';
import * as pagefind from 'pagefind';

const [pagesDir, outputPath] = process.argv.slice(2);
if (!pagesDir || !outputPath)
  throw new Error('usage: node write-index.mjs <pages-dir> <output-dir>');

/** @param {{errors: string[]}} response */
function check({errors}) {
  if (errors.length > 0) throw new Error(`[search] Pagefind: ${errors.join('; ')}`);
}

try {
  // zh-cn makes Pagefind segment Chinese into words.
  const {index, errors} = await pagefind.createIndex({forceLanguage: 'zh-cn'});
  check({errors});
  if (!index) throw new Error('[search] Pagefind made no index');
  check(await index.addDirectory({path: pagesDir}));
  check(await index.writeFiles({outputPath}));
} finally {
  await pagefind.close();
}
