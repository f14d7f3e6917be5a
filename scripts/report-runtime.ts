/**
 * npm run report:runtime — what a first visit costs a phone, against a yardstick, step by step.
 * Builds the default Docusaurus classic site (`create-docusaurus` at this site's Docusaurus
 * version, in a temporary folder, sharing this checkout's node_modules) and, for each runtime step
 * the site ships, a copy of the site built without that step's plugin (STEPS). Runs
 * Lighthouse (mobile preset) on five kinds of page of every build, taking turns page by page so
 * that all see the same machine, RUNS times each, and prints the medians of first-visit JavaScript
 * (gzip, as sent), main-thread script time, TBT, LCP and the performance score, with the ratios
 * the runtime work is judged by. Then loads each page LOADS times more outside Lighthouse, on a
 * slow phone (CPU 4× slower, 150 ms round trips, 1.6 Mbps): the sum of long-task time beyond
 * 50 ms until 2 s after hydration (steadier than TBT) and when hydration finished; and, from a
 * Chromium trace of the same loads, every task's time beyond 50 ms split by what the task ran
 * (evaluating main.js, evaluating the route's chunks, callbacks such as React's hydration slices
 * and effects, rendering), which shows where a step can still save main-thread time.
 * STEPS="route preloads" measures only the steps named (the site and the classic site always).
 * A report, not a test: timings depend on the machine. Needs `npm run build` first.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {launchOptions} from '../lib/browser';
import {launchChrome, lighthouse, type Result} from './lib/lighthouse';
import {PHONE, throttle} from './lib/measure';
import {median} from './lib/median';
import {newestListedPost} from '../lib/posts';
import {copySite} from './lib/site-copy';
import {serveStatic, type StaticServer} from '../lib/static-server';

const RUNS = Number(process.env.RUNS ?? 3);
const LOADS = Number(process.env.LOADS ?? 9);
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

/**
 * The runtime steps the site ships, each a local plugin (its folder under plugins/). A step is on
 * when its plugin is listed in docusaurus.config.ts; each is measured as a copy of the site built
 * with a config that leaves that plugin out.
 */
const STEPS: {name: string; plugin: string}[] = [
  {name: 'route preloads', plugin: 'route-preloads'},
  {name: 'runtime trims', plugin: 'runtime-trims'},
];

/** The steps measured: all, or those named in STEPS (comma-separated). */
function chosenSteps(): typeof STEPS {
  if (!process.env.STEPS) return STEPS;
  const names = process.env.STEPS.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `STEPS: no step named ${unknown.map((name) => `"${name}"`).join(', ')}; ` +
        `the steps are ${STEPS.map(({name}) => `"${name}"`).join(', ')}`,
    );
  }
  return STEPS.filter(({name}) => names.includes(name));
}

/**
 * A copy of this site built without one step's plugin; returns the copy's folder. The copy's
 * config is the site's, imported, with that plugin's entry filtered out of `plugins`: the site's
 * config is never edited, and a plugin that is not listed fails the build with its name.
 */
function buildWithout(step: (typeof STEPS)[number]): string {
  const copy = copySite('cloudisle-runtime-');
  temporaryDirs.push(copy);
  const config = path.join(copy, 'docusaurus.without.config.ts');
  writeFileSync(
    config,
    `import config from './docusaurus.config';
import plugin from './plugins/${step.plugin}';
const listed = (entry: unknown) => (Array.isArray(entry) ? entry[0] : entry) === plugin;
if (config.plugins?.filter(listed).length !== 1) {
  throw new Error('docusaurus.config.ts does not list plugins/${step.plugin} once');
}
export default {...config, plugins: config.plugins.filter((entry) => !listed(entry))};
`,
  );
  execFileSync('npx', ['docusaurus', 'build', '--config', config], {cwd: copy, stdio: 'pipe'});
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

/** What a long task ran, by the trace event that took most of it. */
const TASK_KINDS = ['main.js', 'route chunks', 'callbacks', 'rendering', 'other'] as const;
type TaskKind = (typeof TASK_KINDS)[number];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {data?: {url?: string}};
}

/**
 * Every task of the page's main thread longer than 50 ms, from the page's first HTML until the
 * trace stopped, as ms beyond 50 ms summed by what took most of the task (the trace events inside
 * it, by kind; nested events count twice, which only weighs the choice). Rendering tasks count
 * here, unlike in the Long Tasks API.
 */
function longTasksByKind(events: TraceEvent[]): Record<TaskKind, number> {
  const parses = events.filter((event) => event.name === 'ParseHTML');
  const main = parses[parses.length - 1]!;
  const onMain = events.filter(
    (event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
  );
  const tasks = onMain.filter(
    (event) =>
      (event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask') &&
      event.dur! > 50_000,
  );
  const kindOf = (event: TraceEvent): TaskKind | undefined => {
    if (event.name === 'EvaluateScript') {
      return /\/main\.[0-9a-f]+\.js$/.test(event.args?.data?.url ?? '')
        ? 'main.js'
        : 'route chunks';
    }
    if (
      event.name === 'FunctionCall' ||
      event.name === 'TimerFire' ||
      event.name === 'EventDispatch'
    )
      return 'callbacks';
    if (['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'ParseHTML'].includes(event.name))
      return 'rendering';
    return undefined;
  };
  // Each event's kind, found once rather than once per task.
  const kinded = onMain.flatMap((event) => {
    const kind = kindOf(event);
    return kind ? [{event, kind}] : [];
  });
  const sums = Object.fromEntries(TASK_KINDS.map((kind) => [kind, 0])) as Record<TaskKind, number>;
  for (const task of tasks) {
    const inside = new Map<TaskKind, number>();
    for (const {event, kind} of kinded) {
      if (event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur!) {
        inside.set(kind, (inside.get(kind) ?? 0) + event.dur!);
      }
    }
    const [kind] = [...inside].sort((a, b) => b[1] - a[1])[0] ?? ['other'];
    sums[kind] += task.dur! / 1000 - 50;
  }
  return sums;
}

/**
 * A first visit of one page on a slow phone, outside Lighthouse: a phone-sized window, the CPU
 * slowed 4× and the network of Lighthouse's mobile preset (150 ms round trips, 1.6 Mbps down).
 * Returns when hydration finished (ms after navigation), the sum of every long task's time
 * beyond 50 ms until 2 s after it, which is steadier than TBT on a noisy machine, and the traced
 * long tasks by what they ran.
 */
async function firstVisit(browser: Browser, url: string) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as {longTasks: number; hydratedAt?: number};
      w.longTasks = 0;
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) w.longTasks += task.duration - 50;
      }).observe({type: 'longtask', buffered: true});
      new MutationObserver(() => {
        if (document.documentElement.dataset.hasHydrated) w.hydratedAt ??= performance.now();
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-has-hydrated'],
      });
    });
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    // The two categories with the task and its contents, and little overhead.
    await browser.startTracing(page, {categories: ['toplevel', 'devtools.timeline']});
    await page.goto(url, {timeout: 120_000});
    await page.waitForFunction(
      () => document.documentElement.dataset.hasHydrated === 'true',
      null,
      {
        timeout: 120_000,
      },
    );
    // The theme's updates right after hydration (window size, colour mode) are part of it.
    await page.waitForTimeout(2000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return {
      ...(await page.evaluate(() => {
        const w = window as unknown as {longTasks: number; hydratedAt: number};
        return {longTasks: w.longTasks, hydratedAt: w.hydratedAt};
      })),
      byKind: longTasksByKind(trace.traceEvents),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const steps = chosenSteps();
  console.log('building the default classic site and the site without each step…');
  const classicDir = buildClassicSite();
  const copies = steps.map(buildWithout);
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
      steps.map(async (step, i) => ({
        name: `without ${step.name}`,
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
  // The build column is as wide as the longest build's name.
  const nameWidth = Math.max(...sites.map(({name}) => name.length));
  const runs = new Map<string, Measured[]>();
  const visits = new Map<string, Awaited<ReturnType<typeof firstVisit>>[]>();
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
        console.log(`Lighthouse run ${i + 1} of ${RUNS} done`);
      }
    } finally {
      chrome.kill();
    }
    console.log(
      `\nLighthouse mobile preset, median of ${RUNS} runs; JS is gzip KB as sent; script is ` +
        'main-thread ms compiling and running scripts.\n',
    );
    console.log(
      [
        'kind'.padEnd(10),
        'build'.padEnd(nameWidth),
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
            site.name.padEnd(nameWidth),
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
        `  ${site.name.padEnd(nameWidth)} ${Math.round(tbt)} ms, ${(tbt / classicTbt).toFixed(2)}× the default site's; ` +
          `first-visit JS of home, doc, post ${js.join(', ')}× the default site's`,
      );
    }

    const browser = await chromium.launch(launchOptions);
    try {
      for (let i = 0; i < LOADS; i++) {
        for (const page of compared) {
          for (const site of sites) {
            const key = `${site.name} ${page.kind}`;
            const visit = await firstVisit(browser, site.origin + site.route(page));
            visits.set(key, [...(visits.get(key) ?? []), visit]);
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
    `\nFirst visit on a slow phone (CPU 4×, 150 ms RTT, 1.6 Mbps), median of ${LOADS} loads: ` +
      'long-task ms beyond 50 ms until 2 s after hydration / ms until hydrated.\n',
  );
  console.log(['build'.padEnd(nameWidth), ...compared.map(({kind}) => kind.padEnd(12))].join('\t'));
  for (const site of sites) {
    const cells = compared.map(({kind}) => {
      const seen = visits.get(`${site.name} ${kind}`)!;
      const longTasks = median(seen.map((visit) => visit.longTasks));
      const hydratedAt = median(seen.map((visit) => visit.hydratedAt));
      return `${Math.round(longTasks)} / ${Math.round(hydratedAt)}`.padEnd(12);
    });
    console.log([site.name.padEnd(nameWidth), ...cells].join('\t'));
  }

  console.log(
    '\nThe same loads traced: every task longer than 50 ms, from the HTML until 2 s after ' +
      'hydration, as ms beyond 50 ms by what took most of the task (median of each), ' +
      `${TASK_KINDS.join(' / ')}. Rendering tasks count here, unlike in the Long Tasks API.\n`,
  );
  console.log(['build'.padEnd(nameWidth), ...compared.map(({kind}) => kind.padEnd(24))].join('\t'));
  for (const site of sites) {
    const cells = compared.map(({kind}) => {
      const seen = visits.get(`${site.name} ${kind}`)!;
      const byKind = TASK_KINDS.map((task) =>
        Math.round(median(seen.map((visit) => visit.byKind[task]))),
      );
      return byKind.join(' / ').padEnd(24);
    });
    console.log([site.name.padEnd(nameWidth), ...cells].join('\t'));
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
