/**
 * npm run report:scale — does a first visit's JavaScript grow with the wiki? In a temporary copy
 * of this checkout, adds N small wiki pages (docs/scale-test/), builds, and loads a few kinds of
 * page in Chromium, counting the gzip bytes of every script a first visit on a phone runs. Prints
 * one row per N (0, 500 and 1,000 by default; SCALE_PAGES=0,2000 for others), the cost of each
 * added page, and which of the structures Docusaurus generates per route carry it in main.js.
 * A report, not a test: each build of the copy takes a minute or more.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gzipBytes, PHONE} from './lib/measure';
import {chromium, type Browser} from '@playwright/test';
import {launchOptions} from '../lib/browser';
import {newestListedPost} from '../lib/posts';
import {copySite} from './lib/site-copy';
import {serveStatic} from '../lib/static-server';

const COUNTS = (process.env.SCALE_PAGES ?? '0,500,1000').split(',').map(Number);
const SYNTHETIC_DIR = 'docs/scale-test';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The pages a first visit is measured on, by kind; the newest post is read from the copy. */
function pagesToVisit(copy: string): Record<string, string> {
  const newest = newestListedPost(copy);
  return {
    home: '/',
    'wiki page': '/docs/tutorial/bedwars',
    category: '/docs/category/faq',
    blog: '/blog',
    post: `/blog/${newest.slug}`,
  };
}

/** Replaces the synthetic pages of the copy with `count` new ones. */
function writeSyntheticPages(copy: string, count: number) {
  const dir = path.join(copy, SYNTHETIC_DIR);
  rmSync(dir, {recursive: true, force: true});
  if (count === 0) return;
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    path.join(dir, '_category_.json'),
    JSON.stringify({label: '规模测试', position: 99}),
  );
  for (let i = 1; i <= count; i++) {
    writeFileSync(
      path.join(dir, `page-${i}.md`),
      `---\ntitle: 规模测试页 ${i}\ndescription: 第 ${i} 个用来测量网站规模的页面。\ntags: [faq]\n---\n\n` +
        `这是第 ${i} 个测试页，只有一段文字和一个[返回首页](/docs/intro)的链接。\n\n## 小节\n\n第二段文字。\n`,
    );
  }
}

/** Gzip bytes of the scripts a first visit on a phone runs. */
async function firstVisitScripts(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      sizes.push(response.body().then(gzipBytes));
    }
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  const total = (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
  await context.close();
  return total;
}

/** The text of the script of the home page whose name starts with `name` (main, runtime~main). */
function entryScript(buildDir: string, name: string): string {
  const home = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const src = new RegExp(`<script src="?(/assets/js/${name}\\.[0-9a-f]+\\.js)`).exec(home)?.[1];
  if (!src) throw new Error(`${name}.js not found in the home page`);
  return readFileSync(path.join(buildDir, src), 'utf8');
}

/**
 * Where the synthetic pages' bytes sit in main.js: each structure Docusaurus generates for a
 * route, found by the synthetic pages' paths and gzipped on its own (so the parts add up to a
 * little more than their share of main.js, which gzips them together).
 */
function perPageStructures(main: string): Record<string, {bytes: number; found: number}> {
  const page = 'scale-test/page-\\d+';
  const chunkNames = main.match(new RegExp(`"/docs/${page}-[0-9a-f]+":\\{[^}]*\\}`, 'g')) ?? [];
  return Object.fromEntries(
    Object.entries({
      'chunk registry (@generated/registry)': registryEntries(main, chunkNames),
      'route table (@generated/routes)':
        main.match(new RegExp(`\\{path:"/docs/${page}",component:[^}]*\\}`, 'g')) ?? [],
      'docs list (@generated/globalData)':
        main.match(new RegExp(`\\{"id":"${page}","path":"[^"]*"[^}]*\\}`, 'g')) ?? [],
      'route chunk names (@generated/routesChunkNames)': chunkNames,
    }).map(([name, found]) => [name, {bytes: gzipBytes(found.join(',')), found: found.length}]),
  );
}

/**
 * The registry entries of the chunks the given route chunk names use only once (each page's
 * content). An entry names no page (runtime-trims drops its module path), so it is found by its
 * key, which the minifier may write as a string, a name, or a decimal or hexadecimal number.
 */
function registryEntries(main: string, routeChunkNames: string[]): string[] {
  const uses = new Map<string, number>();
  for (const entry of routeChunkNames) {
    for (const [, name] of entry.matchAll(/:"([\w-]+)"/g)) {
      const key = keyOf(name!);
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  return [...main.matchAll(/(?<=[,{])("[\w-]+"|[\w$]+):\[\(\)=>.*?,(?:0|"[^"]*"),\d+\]/g)]
    .filter(([, key]) => uses.get(keyOf(key!)) === 1)
    .map(([entry]) => entry);
}

/** A registry key as one spelling: without quotes, numbers in decimal. */
function keyOf(key: string): string {
  const name = key.replace(/^"|"$/g, '');
  return /^(?:0x[0-9a-f]+|\d+)$/i.test(name) ? String(Number(name)) : name;
}

async function main() {
  const copy = copySite('cloudisle-scale-');
  const browser = await chromium.launch(launchOptions);
  const rows: {count: number; main: number; runtime: number; pages: Record<string, number>}[] = [];
  let structures: ReturnType<typeof perPageStructures> = {};
  try {
    const visits = pagesToVisit(copy);
    for (const count of COUNTS) {
      writeSyntheticPages(copy, count);
      const started = Date.now();
      // The content check is for staff's pages; the synthetic ones only need to build.
      const build = spawnSync('npx', ['docusaurus', 'build'], {cwd: copy, encoding: 'utf8'});
      if (build.status !== 0) throw new Error(`build with ${count} pages failed:\n${build.stderr}`);
      const buildDir = path.join(copy, 'build');
      const server = await serveStatic(buildDir);
      const pages: Record<string, number> = {};
      for (const [kind, route] of Object.entries(visits)) {
        pages[kind] = await firstVisitScripts(browser, server.origin + route);
      }
      server.close();
      const main = entryScript(buildDir, 'main');
      const runtime = entryScript(buildDir, 'runtime~main');
      rows.push({count, main: gzipBytes(main), runtime: gzipBytes(runtime), pages});
      if (count === Math.max(...COUNTS)) structures = perPageStructures(main);
      console.log(
        `built and measured ${count} extra pages in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
    }
  } finally {
    await browser.close();
    rmSync(copy, {recursive: true, force: true});
  }

  const kinds = Object.keys(rows[0]!.pages);
  console.log('\nFirst-visit JavaScript on a phone, gzip KB (every script the page runs):\n');
  console.log(
    [
      'extra pages'.padEnd(12),
      'main.js'.padStart(9),
      'runtime'.padStart(9),
      ...kinds.map((k) => k.padStart(11)),
    ].join(''),
  );
  for (const row of rows) {
    console.log(
      [
        String(row.count).padEnd(12),
        kb(row.main).padStart(9),
        kb(row.runtime).padStart(9),
        ...kinds.map((kind) => kb(row.pages[kind]!).padStart(11)),
      ].join(''),
    );
  }
  const [first, last] = [rows[0]!, rows.at(-1)!];
  const added = last.count - first.count;
  if (added > 0) {
    console.log(
      `\nEach added page costs every first visit about ${((last.main - first.main) / added).toFixed(0)} bytes of main.js ` +
        `(home page: ${((last.pages.home! - first.pages.home!) / added).toFixed(0)} bytes, ` +
        `wiki page: ${((last.pages['wiki page']! - first.pages['wiki page']!) / added).toFixed(0)} bytes), ` +
        `and ${((last.runtime - first.runtime) / added).toFixed(0)} bytes of the webpack runtime (its chunk-to-file table).`,
    );
    console.log(`\nWhere the ${last.count} pages sit in main.js (each structure gzipped alone):`);
    for (const [name, {bytes, found}] of Object.entries(structures)) {
      // A count other than the number of pages means the minified shape changed: the pattern
      // in perPageStructures needs updating before its bytes mean anything.
      const shape =
        found === last.count ? '' : `  (found ${found} of ${last.count}: update the pattern)`;
      console.log(
        `  ${kb(bytes).padStart(7)} KB  ${(bytes / last.count).toFixed(0).padStart(3)} B/page  ${name}${shape}`,
      );
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
