/**
 * npm run report:search — how well search finds the right page, and what the first search on a
 * phone downloads, on the built site served by the nginx origin. A report, not a test.
 *
 * Quality: every query of tests/support/search-queries.ts through the search page; recall@1,
 * recall@3 and MRR per kind and per half (tuning, held-out), and the queries that miss the top 3.
 * Bytes: for a few queries, every request from focusing the search button until the results show,
 * as nginx sends it (gzip where nginx compresses; Pagefind's index files are compressed already),
 * and the size of the whole index on disk, for comparison.
 */
import {readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {launchOptions} from '../tests/support/browser';
import {rankQueries, scoreTable} from '../tests/support/search-eval';
import {startNginx} from './lib/nginx';

const QUERIES = ['起床战争', 'qczz', '闪退'];
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function indexOnDisk(dir: string): Promise<{files: number; bytes: number}> {
  const names = await readdir(dir, {recursive: true});
  let files = 0;
  let bytes = 0;
  for (const name of names) {
    const info = await stat(path.join(dir, name));
    if (info.isFile()) {
      files += 1;
      bytes += info.size;
    }
  }
  return {files, bytes};
}

async function main() {
  const nginx = await startNginx();
  const browser = await chromium.launch(launchOptions);
  try {
    const quality = await browser.newContext({baseURL: nginx.origin});
    const ranked = await rankQueries(await quality.newPage());
    await quality.close();
    console.log('Quality: recall@1, recall@3 and MRR (first 10 results) per kind and half.\n');
    console.log(scoreTable(ranked));
    const misses = ranked.filter(({rank}) => rank === 0 || rank > 3);
    console.log(`\nNot in the top 3 (${misses.length}):`);
    for (const miss of misses) {
      console.log(
        `  [${miss.half}] ${miss.kind} “${miss.query}” → ${miss.expect.join(' 或 ')}: ${miss.rank || '无'}; got ${miss.top.join(', ') || '无结果'}`,
      );
    }
    console.log('');

    const disk = await indexOnDisk(path.resolve(__dirname, '..', 'build', 'pagefind'));
    console.log(`Index on disk: ${disk.files} files, ${kb(disk.bytes)} KB (build/pagefind).\n`);
    for (const query of QUERIES) {
      const context = await browser.newContext({
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto(`${nginx.origin}/docs/intro`, {waitUntil: 'networkidle'});
      const requests: {url: string; bytes: Promise<number>}[] = [];
      page.on('requestfinished', (request) =>
        requests.push({
          url: new URL(request.url()).pathname,
          bytes: request.sizes().then((sizes) => sizes.responseBodySize),
        }),
      );
      await page.locator('.navbar').getByRole('button', {name: '搜索'}).tap();
      await page.getByRole('combobox').fill(query);
      await page.getByRole('option').first().waitFor();
      await page.waitForLoadState('networkidle');
      const sized = await Promise.all(requests.map(async (r) => ({...r, bytes: await r.bytes})));
      const total = sized.reduce((sum, r) => sum + r.bytes, 0);
      console.log(`“${query}”: ${sized.length} requests, ${kb(total)} KB transferred`);
      for (const r of sized) console.log(`  ${kb(r.bytes).padStart(7)} KB  ${r.url}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await nginx.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
