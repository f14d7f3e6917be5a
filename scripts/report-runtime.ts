/**
 * npm run report:runtime — what a first visit costs a phone's main thread, against a yardstick,
 * and what the runtime candidates would change. Builds the default Docusaurus classic site
 * (`create-docusaurus` at this site's Docusaurus version, in a temporary folder, sharing this
 * checkout's node_modules) and each candidate of scripts/runtime-candidates/ (a copy of this
 * site with one change; see its README), then runs Lighthouse (mobile preset) on five kinds of
 * page of every build, taking turns page by page so that all see the same machine, RUNS times
 * each. Prints the medians of first-visit JavaScript (gzip, as sent), main-thread script time,
 * TBT, LCP and the performance score, and the ratios the runtime work is judged by. Then loads
 * each page RUNS times more outside Lighthouse for a steadier measure of hydration: script time
 * with the CPU slowed 4×, and how many elements React hydrated.
 * CANDIDATES="static article,preact" measures only those (the site and the classic site always).
 * A report, not a test: timings depend on the machine. Needs `npm run build` first.
 */
import {execFileSync} from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {launchOptions} from '../lib/browser';
import {launchChrome, lighthouse, type Result} from './lib/lighthouse';
import {median} from './lib/median';
import {newestListedPost} from '../lib/posts';
import {copySite} from './lib/site-copy';
import {serveStatic, type StaticServer} from '../lib/static-server';

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

/** The temporary folders of the builds, removed when the report ends, also when it fails. */
const temporaryDirs: string[] = [];

/** The default classic site, built in a temporary folder; returns that folder. */
function buildClassicSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cloudisle-classic-'));
  temporaryDirs.push(dir);
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

const candidatesDir = path.join(siteDir, 'scripts/runtime-candidates');

/** Copies a file of scripts/runtime-candidates/ into a copy of the site. */
function place(copy: string, from: string, to: string) {
  mkdirSync(path.dirname(path.join(copy, to)), {recursive: true});
  copyFileSync(path.join(candidatesDir, from), path.join(copy, to));
}

/** Adds a local plugin to the copy's configuration, ahead of the site's own. */
function addPlugin(copy: string, pluginPath: string) {
  const config = path.join(copy, 'docusaurus.config.ts');
  const text = readFileSync(config, 'utf8');
  if (text.split('\n  plugins: [\n').length !== 2) {
    throw new Error(`${config}: no single "plugins: [" line to add ${pluginPath} to`);
  }
  writeFileSync(config, text.replace('\n  plugins: [\n', `\n  plugins: [\n    '${pluginPath}',\n`));
}

/** Keeps a Markdown body without interactive parts as the server's HTML. */
const staticArticle = (copy: string) =>
  place(copy, 'static-article/MDXContent.tsx', 'src/theme/MDXContent/index.tsx');

/** Runs the browser bundle on preact/compat. */
const preact = (copy: string) => {
  place(copy, 'preact/index.ts', 'plugins/runtime-candidate/index.ts');
  addPlugin(copy, './plugins/runtime-candidate/index.ts');
};

/** The candidates: each is this site with one change (see scripts/runtime-candidates/README.md). */
const CANDIDATES: {name: string; apply(copy: string): void}[] = [
  {name: 'static article', apply: staticArticle},
  {name: 'preact', apply: preact},
  {
    name: 'preact+static',
    apply: (copy) => {
      staticArticle(copy);
      preact(copy);
    },
  },
  {
    name: 'no hydration',
    apply: (copy) => {
      place(copy, 'no-hydration/index.ts', 'plugins/runtime-candidate/index.ts');
      place(
        copy,
        'no-hydration/react-dom-client.js',
        'plugins/runtime-candidate/react-dom-client.js',
      );
      addPlugin(copy, './plugins/runtime-candidate/index.ts');
    },
  },
];

/** The candidates measured: all, or those named in CANDIDATES (comma-separated). */
function chosenCandidates(): typeof CANDIDATES {
  if (!process.env.CANDIDATES) return CANDIDATES;
  const names = process.env.CANDIDATES.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !CANDIDATES.some((candidate) => candidate.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `CANDIDATES: no candidate named ${unknown.map((name) => `"${name}"`).join(', ')}; ` +
        `the candidates are ${CANDIDATES.map(({name}) => `"${name}"`).join(', ')}`,
    );
  }
  return CANDIDATES.filter(({name}) => names.includes(name));
}

/** A candidate built in a copy of this site; returns the copy's folder. */
function buildCandidate(candidate: (typeof CANDIDATES)[number]): string {
  const copy = copySite('cloudisle-runtime-');
  temporaryDirs.push(copy);
  candidate.apply(copy);
  execFileSync('npx', ['docusaurus', 'build'], {cwd: copy, stdio: 'pipe'});
  return copy;
}

interface Measured {
  js: number;
  /** Main-thread time spent compiling and running scripts (Lighthouse's breakdown). */
  script: number;
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
    script: (
      result.audits['mainthread-work-breakdown']!.details as unknown as {
        items: {group: string; duration: number}[];
      }
    ).items
      .filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile')
      .reduce((total, item) => total + item.duration, 0),
    tbt: result.audits['total-blocking-time']!.numericValue ?? 0,
    lcp: result.audits['largest-contentful-paint']!.numericValue ?? 0,
    performance: Math.round((result.categories.performance!.score ?? 0) * 100),
  };
}

const medianOf = (runs: Measured[]): Measured => ({
  js: median(runs.map((r) => r.js)),
  script: median(runs.map((r) => r.script)),
  tbt: median(runs.map((r) => r.tbt)),
  lcp: median(runs.map((r) => r.lcp)),
  performance: median(runs.map((r) => r.performance)),
});

/**
 * What hydration costs one page, measured without Lighthouse: the page loads on a phone-sized
 * window with the CPU slowed 4× (as Lighthouse's mobile preset simulates), and after hydration
 * has settled Chrome reports the page's total script time. Also counts the elements React
 * hydrated (those carrying React's internal fiber key). Steadier than TBT, which counts only
 * the part of each long task over 50 ms.
 */
async function hydrationCost(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: {width: 390, height: 844},
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(url);
    await page.waitForFunction(
      () => document.documentElement.dataset.hasHydrated === 'true',
      null,
      {
        timeout: 60_000,
      },
    );
    // The theme's updates right after hydration (window size, colour mode) are part of it.
    await page.waitForTimeout(2000);
    const {metrics} = await cdp.send('Performance.getMetrics');
    const scriptSeconds = metrics.find(({name}) => name === 'ScriptDuration')!.value;
    const hydratedElements = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')].filter((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        ).length,
    );
    return {script: scriptSeconds * 1000, hydratedElements};
  } finally {
    await context.close();
  }
}

async function main() {
  const chosen = chosenCandidates();
  console.log('building the default classic site and the candidates…');
  const classicDir = buildClassicSite();
  const copies = chosen.map(buildCandidate);
  const servers: StaticServer[] = [];
  const serve = async (dir: string) => {
    const server = await serveStatic(dir);
    servers.push(server);
    return server.origin;
  };
  // Each build that is compared, with where it is served and which page of each kind it shows.
  const compared = pages();
  const sites: {name: string; origin: string; route(page: (typeof compared)[number]): string}[] = [
    // Every build from the same server, so that bytes and timings compare like for like.
    {name: 'site', origin: await serve(path.join(siteDir, 'build')), route: (page) => page.site},
    ...(await Promise.all(
      chosen.map(async (candidate, i) => ({
        name: candidate.name,
        origin: await serve(path.join(copies[i]!, 'build')),
        route: (page: (typeof compared)[number]) => page.site,
      })),
    )),
    {
      name: 'classic',
      origin: await serve(path.join(classicDir, 'classic/build')),
      route: (page) => page.classic,
    },
  ];
  const runs = new Map<string, Measured[]>();
  const costs = new Map<string, {script: number[]; hydratedElements: number}>();
  try {
    const chrome = await launchChrome();
    try {
      for (let i = 0; i < RUNS; i++) {
        for (const page of compared) {
          for (const site of sites) {
            const key = `${site.name} ${page.kind}`;
            const result = await lighthouse(site.origin + site.route(page), chrome.port, [
              'performance',
            ]);
            runs.set(key, [...(runs.get(key) ?? []), measured(result)]);
          }
        }
        console.log(`run ${i + 1} of ${RUNS} done`);
      }
    } finally {
      chrome.kill();
    }
    const browser = await chromium.launch(launchOptions);
    try {
      for (let i = 0; i < RUNS; i++) {
        for (const page of compared) {
          for (const site of sites) {
            const key = `${site.name} ${page.kind}`;
            const cost = await hydrationCost(browser, site.origin + site.route(page));
            const seen = costs.get(key) ?? {script: [], hydratedElements: cost.hydratedElements};
            costs.set(key, {...seen, script: [...seen.script, cost.script]});
          }
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers) server.close();
  }

  console.log(
    `\nLighthouse mobile preset, median of ${RUNS} runs; JS is gzip KB as sent; script is ` +
      'main-thread ms compiling and running scripts.\n',
  );
  console.log(
    [
      'kind'.padEnd(10),
      'build'.padEnd(15),
      'JS KB',
      'script',
      'TBT ms',
      'LCP ms',
      'perf',
      'page',
    ].join('\t'),
  );
  const result = (site: string, kind: string) => medianOf(runs.get(`${site} ${kind}`)!);
  for (const page of compared) {
    for (const site of sites) {
      const m = result(site.name, page.kind);
      console.log(
        [
          page.kind.padEnd(10),
          site.name.padEnd(15),
          (m.js / 1024).toFixed(1),
          Math.round(m.script),
          Math.round(m.tbt),
          Math.round(m.lcp),
          m.performance,
          site.route(page),
        ].join('\t'),
      );
    }
  }
  const sum = (site: string, kinds: string[], key: keyof Measured) =>
    kinds.reduce((total, kind) => total + result(site, kind)[key], 0);
  const judged = ['home', 'doc', 'post'];
  const classicTbt = sum('classic', judged, 'tbt');
  console.log(`\nSummed TBT of home, doc and post (classic: ${Math.round(classicTbt)} ms):`);
  for (const site of sites.filter(({name}) => name !== 'classic')) {
    const tbt = sum(site.name, judged, 'tbt');
    const js = judged.map((kind) =>
      (result(site.name, kind).js / result('classic', kind).js).toFixed(2),
    );
    console.log(
      `  ${site.name.padEnd(15)} ${Math.round(tbt)} ms, ${(tbt / classicTbt).toFixed(2)}× the default site's; ` +
        `first-visit JS of home, doc, post ${js.join(', ')}× the default site's`,
    );
  }

  console.log(
    `\nHydration on a 390 px window with the CPU slowed 4×, outside Lighthouse: script ms (median of ` +
      `${RUNS} loads, until 2 s after hydration) / elements React hydrated (– on Preact).\n`,
  );
  console.log(['build'.padEnd(15), ...compared.map(({kind}) => kind.padEnd(12))].join('\t'));
  for (const site of sites) {
    const cells = compared.map(({kind}) => {
      const cost = costs.get(`${site.name} ${kind}`)!;
      // Preact keeps no React fiber on the elements: nothing to count there.
      const elements = cost.hydratedElements || '–';
      return `${Math.round(median(cost.script))} / ${elements}`.padEnd(12);
    });
    console.log([site.name.padEnd(15), ...cells].join('\t'));
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const dir of temporaryDirs) rmSync(dir, {recursive: true, force: true});
  });
