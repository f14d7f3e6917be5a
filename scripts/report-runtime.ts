/**
 * npm run report:runtime — what a first visit costs a phone's main thread, against a yardstick.
 * Builds the default Docusaurus classic site (`create-docusaurus` at this site's Docusaurus
 * version, in a temporary folder, sharing this checkout's node_modules) and runs Lighthouse
 * (mobile preset) on five kinds of page of both sites, taking turns page by page so that both
 * see the same machine, RUNS times each. Prints the medians of first-visit JavaScript (gzip, as
 * sent), TBT, LCP and the performance score, and the ratios the runtime work is judged by.
 * A report, not a test: timings depend on the machine. Needs `npm run build` first.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {launchChrome, lighthouse, median, type Result} from './lib/lighthouse';
import {startNginx} from './lib/nginx';
import {newestListedPost} from './lib/posts';
import {serveStatic} from './lib/static-server';

const RUNS = Number(process.env.RUNS ?? 3);
const siteDir = path.resolve(__dirname, '..');

/** The kinds of page compared, with this site's page and the default site's page of each kind. */
function pages(): {kind: string; site: string; classic: string}[] {
  const newest = newestListedPost(siteDir);
  return [
    {kind: 'home', site: '/', classic: '/'},
    {kind: 'doc', site: '/docs/tutorial/bedwars', classic: '/docs/intro'},
    {kind: 'category', site: '/docs/category/faq', classic: '/docs/category/tutorial---basics'},
    {kind: 'blog', site: '/blog', classic: '/blog'},
    {kind: 'post', site: `/blog/${newest.slug}`, classic: '/blog/welcome'},
  ];
}

/** The default classic site, built in a temporary folder; returns that folder. */
function buildClassicSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cloudisle-classic-'));
  const version = JSON.parse(
    readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
  ).version as string;
  const run = (command: string, args: string[], cwd: string) =>
    execFileSync(command, args, {cwd, stdio: 'pipe', encoding: 'utf8'});
  run(
    'npx',
    ['--yes', `create-docusaurus@${version}`, 'classic', 'classic', '--javascript', '-s'],
    dir,
  );
  const site = path.join(dir, 'classic');
  // Same Docusaurus, React and preset as this site: the comparison is of the sites, not of
  // package versions.
  symlinkSync(path.join(siteDir, 'node_modules'), path.join(site, 'node_modules'));
  run('npx', ['docusaurus', 'build'], site);
  return dir;
}

interface Measured {
  js: number;
  tbt: number;
  lcp: number;
  performance: number;
}

function measured(result: Result): Measured {
  const summary = result.audits['resource-summary']!.details as unknown as {
    items: {resourceType: string; transferSize: number}[];
  };
  return {
    js: summary.items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    tbt: result.audits['total-blocking-time']!.numericValue ?? 0,
    lcp: result.audits['largest-contentful-paint']!.numericValue ?? 0,
    performance: Math.round((result.categories.performance!.score ?? 0) * 100),
  };
}

const medianOf = (runs: Measured[]): Measured => ({
  js: median(runs.map((r) => r.js)),
  tbt: median(runs.map((r) => r.tbt)),
  lcp: median(runs.map((r) => r.lcp)),
  performance: median(runs.map((r) => r.performance)),
});

async function main() {
  console.log('building the default classic site…');
  const classicDir = buildClassicSite();
  const nginx = await startNginx();
  const classic = await serveStatic(path.join(classicDir, 'classic/build'));
  const chrome = await launchChrome();
  const compared = pages();
  const runs = new Map<string, Measured[]>();
  const record = (key: string, result: Result) =>
    runs.set(key, [...(runs.get(key) ?? []), measured(result)]);
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const page of compared) {
        record(
          `site ${page.kind}`,
          await lighthouse(nginx.origin + page.site, chrome.port, ['performance']),
        );
        record(
          `classic ${page.kind}`,
          await lighthouse(classic.origin + page.classic, chrome.port, ['performance']),
        );
      }
      console.log(`run ${i + 1} of ${RUNS} done`);
    }
  } finally {
    chrome.kill();
    classic.close();
    await nginx.stop();
    rmSync(classicDir, {recursive: true, force: true});
  }

  console.log(`\nLighthouse mobile preset, median of ${RUNS} runs; JS is gzip KB as sent.\n`);
  console.log(
    ['kind'.padEnd(10), 'site'.padEnd(8), 'JS KB', 'TBT ms', 'LCP ms', 'perf', 'page'].join('\t'),
  );
  const result = (site: string, kind: string) => medianOf(runs.get(`${site} ${kind}`)!);
  for (const page of compared) {
    for (const [site, route] of [
      ['site', page.site],
      ['classic', page.classic],
    ] as const) {
      const m = result(site, page.kind);
      console.log(
        [
          page.kind.padEnd(10),
          site.padEnd(8),
          (m.js / 1024).toFixed(1),
          Math.round(m.tbt),
          Math.round(m.lcp),
          m.performance,
          route,
        ].join('\t'),
      );
    }
  }
  const sum = (site: string, kinds: string[], key: keyof Measured) =>
    kinds.reduce((total, kind) => total + result(site, kind)[key], 0);
  const judged = ['home', 'doc', 'post'];
  console.log(
    `\nSummed TBT of home, doc and post: ${Math.round(sum('site', judged, 'tbt'))} ms against ` +
      `${Math.round(sum('classic', judged, 'tbt'))} ms, ` +
      `${(sum('site', judged, 'tbt') / sum('classic', judged, 'tbt')).toFixed(2)}×.`,
  );
  for (const kind of judged) {
    console.log(
      `First-visit JS of ${kind}: ${(result('site', kind).js / result('classic', kind).js).toFixed(2)}× the default site's.`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
