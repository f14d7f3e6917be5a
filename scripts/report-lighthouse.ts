/**
 * npm run report:lighthouse — Lighthouse (mobile preset) on five pages of the
 * built site (the post is the newest one), served by the nginx origin with gzip
 * as a CDN would. Prints the median of 3 runs of each category score and of LCP,
 * TBT and CLS. A report, not a test: timings depend on the machine. Needs
 * `npm run build` first.
 */
import path from 'node:path';
import {launchChrome, lighthouse, type Result} from './lib/lighthouse';
import {median} from './lib/median';
import {browserLaunchOptions, startNginx} from './lib/nginx';
import {newestListedPost} from '../lib/posts';

const newestPost = newestListedPost(path.resolve(__dirname, '..'));
const PAGES = [
  '/',
  '/docs/tutorial/bedwars',
  '/docs/category/faq',
  '/blog',
  `/blog/${newestPost.slug}`,
];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function main() {
  const nginx = await startNginx();
  // By the site's own host name: the policy allows the site's scripts from that host only.
  const chrome = await launchChrome(browserLaunchOptions(nginx).args);
  try {
    console.log(`Lighthouse ${RUNS} runs per page, mobile preset, median:\n`);
    console.log(
      ['page'.padEnd(26), 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS'].join('\t'),
    );
    for (const page of PAGES) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await lighthouse(nginx.browserOrigin() + page, chrome.port, CATEGORIES));
      }
      const score = (id: string) =>
        median(runs.map((r) => Math.round((r.categories[id]!.score ?? 0) * 100)));
      const metric = (id: string) => median(runs.map((r) => r.audits[id]!.numericValue ?? 0));
      console.log(
        [
          page.padEnd(26),
          ...CATEGORIES.map(score),
          Math.round(metric('largest-contentful-paint')),
          Math.round(metric('total-blocking-time')),
          metric('cumulative-layout-shift').toFixed(3),
        ].join('\t'),
      );
      // Lighthouse slows the CPU down 4 times whatever the host; its benchmark
      // index says how fast the host was (a Pixel 5 scores about 1000), which
      // is how to read the TBT of this run.
      console.log(
        `  host benchmark index ${median(runs.map((r) => r.environment.benchmarkIndex))}`,
      );
      // Lighthouse notes what cost points; print them so a run explains itself.
      const failing = runs[0]!.categories;
      for (const id of CATEGORIES) {
        const missing = failing[id]!.auditRefs.filter(
          (ref) => ref.weight > 0 && (runs[0]!.audits[ref.id]!.score ?? 1) < 1,
        ).map((ref) => ref.id);
        if (missing.length > 0) console.log(`  ${id}: ${missing.join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
    await nginx.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
