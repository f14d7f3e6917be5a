import {spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium, expect, test, type Browser, type Page} from '@playwright/test';
import {
  browserLaunchOptions,
  makeTarget,
  startNginx,
  type RunningNginx,
} from '../../../scripts/lib/nginx';
import {newestPost, siteDir} from '../../support/content';
import {collectCspViolations} from '../../support/csp';
import {rehearsal} from '../../support/rehearsal';
import {blogListRoutes} from '../../support/routes';
import {collectErrors, hydrated, isSameDocument, markDocument} from '../../support/site';
import {SSH_ALIAS, startSshd, type RunningSshd} from '../../support/sshd';

// A player's week around a deploy, on real nginx (workers as www-data when run as root) with
// deploy/nginx/cloudisle.conf, through the real commands, to a directory on this machine and
// over a real sshd: release A is the checkout's build before the rehearsed posts, release B this
// copy's build with them (so its chunk hashes differ).
const {previousSiteDir, posts} = rehearsal();
const [siteA, siteB] = [previousSiteDir, siteDir];
const asRoot = process.getuid?.() === 0;

const timeline = (line: string) => console.log(`  [deploy timeline] ${line}`);

/** What a finished command printed, and how it exited. */
interface Run {
  status: number | null;
  output: string;
}

for (const transport of ['local', 'ssh'] as const) {
  test.describe(`deploy and rollback (${transport})`, {tag: '@desktop'}, () => {
    // Desktop only: the origin does not depend on the viewport.
    test.describe.configure({mode: 'serial', timeout: 240_000});

    let target: string;
    let nginx: RunningNginx;
    let sshd: RunningSshd | undefined;
    /** A player's browser: it asks for the site by its host name, the only one its policy lets
     * scripts come from. */
    let browser: Browser | undefined;
    /** The TARGET argument: the directory, or the ssh config's Host alias and the directory. */
    const destination = () => (transport === 'ssh' ? `${SSH_ALIAS}:${target}` : target);
    /** The operator's settings, as deploy.yml passes them: environment variables. */
    const env = () => ({
      ...process.env,
      DEPLOY_RELOAD: nginx?.reloadCommand ?? '',
      DEPLOY_ORIGIN_URL: nginx?.origin ?? '',
      DEPLOY_SSH: sshd?.sshCommand ?? 'ssh',
    });
    const npmArgs = (script: string, args: string[]) => [
      'run',
      '--silent',
      script,
      '--',
      destination(),
      ...args,
    ];
    const npmRun = (cwd: string, script: string, ...args: string[]): Run => {
      const result = spawnSync('npm', npmArgs(script, args), {cwd, encoding: 'utf8', env: env()});
      return {status: result.status, output: `${result.stdout}${result.stderr}`};
    };
    /** Starts a command without waiting for it. */
    const npmStart = (cwd: string, script: string, ...args: string[]): Promise<Run> =>
      new Promise((resolve) => {
        const child = spawn('npm', npmArgs(script, args), {cwd, env: env()});
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.once('close', (status) => resolve({status, output}));
      });

    const live = () => path.basename(readlinkSync(path.join(target, 'current')));
    const history = () => readFileSync(path.join(target, 'history'), 'utf8');
    /** Whether anyone holds the lock. The probe takes it for an instant when it is free. */
    const lockHeld = () =>
      spawnSync('flock', ['-n', path.join(target, 'deploy.lock'), 'true']).status !== 0;
    /**
     * Who holds the lock, as the holder wrote into deploy.lock after taking it; read without
     * taking the lock, so it cannot refuse a run that starts meanwhile, as `lockHeld` could.
     */
    const lockHolder = (): string | undefined => {
      const lockFile = path.join(target, 'deploy.lock');
      if (!existsSync(lockFile)) return undefined;
      const [who, , pid = ''] = readFileSync(lockFile, 'utf8').split('\n');
      if (!/^\d+$/.test(pid)) return undefined;
      try {
        process.kill(Number(pid), 0);
      } catch (error) {
        // EPERM: the holder runs as another user, and is alive.
        if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
      }
      return who;
    };
    /** The main bundle a fresh visit to `route` would load: it differs between A and B. */
    async function mainScript(route = '/'): Promise<string | undefined> {
      try {
        const html = await (await fetch(nginx.origin + route)).text();
        return /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)?.[0];
      } catch {
        // A reload closes idle keep-alive connections; the next poll opens a new one.
        return undefined;
      }
    }
    /** What must hold after any run, finished or refused: nothing live or loaded is missing. */
    function expectConsistent() {
      const kept = history().trim().split('\n');
      const loaded = readFileSync(path.join(target, 'loaded'), 'utf8').trim();
      for (const release of [live(), loaded, ...kept]) {
        expect(
          existsSync(path.join(target, 'releases', release, 'build/index.html')),
          release,
        ).toBe(true);
      }
      expect(kept.at(-1)).toBe(live());
      expect(lockHeld(), 'the lock is free once every run has ended').toBe(false);
    }

    test.beforeAll(async () => {
      // A hook does not take the group's timeout: two full uploads over ssh on a busy 2-core
      // machine took longer than Playwright's default 30 s.
      test.setTimeout(240_000);
      target = makeTarget();
      if (transport === 'ssh') sshd = await startSshd();
      const first = npmRun(siteA, 'deploy');
      expect(first.status, first.output).toBe(0);
      nginx = await startNginx(target);
      const again = npmRun(siteA, 'deploy');
      expect(again.status, again.output).toBe(0);
      expect(again.output).toContain('源站已在服务这个版本');
      browser = await chromium.launch(browserLaunchOptions(nginx));
    });
    test.afterAll(async () => {
      await browser?.close();
      await nginx?.stop();
      await sshd?.stop();
      rmSync(target, {recursive: true, force: true});
    });

    test('bad input stops with a clear message and changes nothing', async () => {
      const before = {live: live(), history: history()};
      const missing = path.join(target, 'no-such-dir');
      const noTarget = spawnSync(
        'npm',
        [
          'run',
          '--silent',
          'deploy',
          '--',
          transport === 'ssh' ? `${SSH_ALIAS}:${missing}` : missing,
        ],
        {cwd: siteB, encoding: 'utf8', env: env()},
      );
      expect(noTarget.status).toBe(1);
      expect(`${noTarget.stdout}${noTarget.stderr}`).toContain(`目标目录 ${missing} 不存在`);
      expect(existsSync(missing)).toBe(false);

      const dollar = spawnSync('npm', ['run', '--silent', 'deploy', '--', `${target}/$x`], {
        cwd: siteB,
        encoding: 'utf8',
        env: env(),
      });
      expect(dollar.status).toBe(1);
      expect(`${dollar.stdout}${dollar.stderr}`).toContain('含有 $、引号、反斜杠或换行');

      const noPrevious = npmRun(siteB, 'rollback');
      expect(noPrevious.status).toBe(1);
      expect(noPrevious.output).toContain('没有上一个版本可以回滚');

      // A build that is not what npm run build writes (an artifact someone else made): its
      // release.json names a folder inside the live release, and the build holds nginx files of
      // its own. Refused before anything reaches the origin, which goes on serving A.
      const forged = mkdtempSync(path.join(tmpdir(), 'cloudisle-forged-'));
      try {
        cpSync(path.join(siteB, 'build'), forged, {recursive: true});
        mkdirSync(path.join(forged, 'evil/nginx'), {recursive: true});
        writeFileSync(path.join(forged, 'evil/nginx/root.conf'), 'root /etc;\n');
        const release = JSON.parse(readFileSync(path.join(forged, 'release.json'), 'utf8'));
        writeFileSync(
          path.join(forged, 'release.json'),
          JSON.stringify({...release, commit: `${before.live}/build/evil`}),
        );
        const takeover = npmRun(siteB, 'deploy', '--build', forged);
        expect(takeover.status).toBe(1);
        expect(takeover.output).toContain('release.json 不是 npm run build 写出的样子');
        expect(takeover.output).toContain('commit 应是 40 位十六进制的提交号');
      } finally {
        rmSync(forged, {recursive: true, force: true});
      }
      expect(readdirSync(path.join(target, 'releases')).sort()).not.toContain('evil');
      const served = (await (await fetch(`${nginx.origin}/release.json`)).json()) as {
        commit: string;
      };
      expect(before.live.startsWith(served.commit)).toBe(true);
      expect({live: live(), history: history()}).toEqual(before);
    });

    test('an open tab survives a deploy, a reload gets it, and rollback brings back the release before', async () => {
      const newPage = () =>
        browser!.newPage({locale: 'zh-CN', viewport: {width: 1280, height: 800}});
      const page = await newPage();
      const mainA = await mainScript();
      const releaseA = live();
      const sitemapA = await sitemapRoutes(nginx);
      timeline(`${transport}: A deployed: ${releaseA}, ${mainA}`);

      // A player opens a page of release A.
      const errors = collectErrors(page);
      const failedAssets: string[] = [];
      let loads = 0;
      page.on('response', (response) => {
        if (response.url().includes('/assets/') && response.status() >= 400) {
          failedAssets.push(`${response.status()} ${response.url()}`);
        }
      });
      page.on('load', () => loads++);
      await page.goto(`${nginx.browserOrigin()}/docs/intro`);
      await hydrated(page);
      await markDocument(page);
      timeline(`${transport}: tab opened on A at /docs/intro`);

      // A deploy killed half-way through its upload leaves A serving, untouched.
      const interrupted = spawn('npm', npmArgs('deploy', ['--bwlimit=300']), {
        cwd: siteB,
        env: env(),
        detached: true,
        stdio: 'ignore',
      });
      const releases = path.join(target, 'releases');
      const partial = () => readdirSync(releases).find((name) => name.endsWith('.partial'));
      await expect
        .poll(
          () => {
            const dir = partial();
            return dir ? readdirSync(path.join(releases, dir), {recursive: true}).length : 0;
          },
          {timeout: 30_000, intervals: [20]},
        )
        .toBeGreaterThan(5);
      process.kill(-interrupted.pid!, 'SIGKILL');
      timeline(`${transport}: deploy of B killed during the upload (${partial()} left behind)`);
      expect(live()).toBe(releaseA);
      expect(history().trim()).toBe(releaseA);
      expect(await mainScript()).toBe(mainA);
      // The killed run's lock goes with its process (over ssh, once sshd sees the connection close).
      await expect.poll(lockHeld, {timeout: 15_000}).toBe(false);

      // Release B, deployed for real.
      const deployB = npmRun(siteB, 'deploy');
      expect(deployB.status, deployB.output).toBe(0);
      expect(deployB.output).toContain('源站已在服务这个版本');
      const releaseB = live();
      expect(releaseB).not.toBe(releaseA);
      // A reload closes idle connections, so the first requests after it may fail.
      await expect.poll(async () => [mainA, undefined].includes(await mainScript())).toBe(false);
      const mainB = await mainScript();
      timeline(
        `${transport}: B deployed: ${releaseB}, ${mainB}; deploy said:\n${deployB.output.trim()}`,
      );
      expect(existsSync(path.join(target, 'releases', partial() ?? 'none'))).toBe(false);

      // The open tab keeps navigating client-side with A's chunks, which the pool still serves.
      await page.locator('.navbar').getByRole('link', {name: '更新日志'}).first().click();
      await expect(page).toHaveURL(/\/blog$/);
      const postLink = page.locator('main article header h2 a').first();
      const postTitle = await postLink.textContent();
      await postLink.click();
      await expect(page.locator('article header h1')).toHaveText(postTitle!);
      await page.locator('.navbar a[href="/docs/intro"]').first().click();
      await expect(page).toHaveURL(/\/docs\/intro$/);
      await page.locator('article a[href="/docs/tutorial/bedwars"]').first().click();
      await expect(page.locator('article h1')).toHaveText('起床战争新手教程');
      expect(await isSameDocument(page), 'the tab opened on A is still that document').toBe(true);
      expect(loads, 'page loads in the open tab').toBe(1);
      await expect(page.getByText('页面已崩溃')).toHaveCount(0);
      await expect(page.getByRole('button', {name: '重试'})).toHaveCount(0);
      expect(failedAssets).toEqual([]);
      expect(errors).toEqual([]);
      timeline(
        `${transport}: the A tab navigated /docs/intro → /blog → “${postTitle}” → /docs/intro → bedwars without reloading, no failed chunk, no error`,
      );

      // A reload gets B: its newest post opens the blog.
      await page.goto(`${nginx.browserOrigin()}/blog`);
      await expect(page.locator('main article header h2 a').first()).toHaveText(newestPost().title);
      timeline(`${transport}: reloaded /blog shows B's newest post “${newestPost().title}”`);

      if (transport === 'local') {
        // B's own routes (its new posts and whatever they added) and one route of each part of
        // the site render under B's headers (the transport does not change them). nginx.spec.ts
        // renders every route of a build under the same server configuration.
        const sitemapB = await sitemapRoutes(nginx);
        const routesB = [
          ...new Set([
            ...sitemapB.filter((route) => !sitemapA.includes(route)),
            ...onePerSection(sitemapB),
            ...blogListRoutes,
          ]),
        ];
        for (const post of posts) expect(routesB).toContain(post.permalink);
        const visitB = await newPage();
        expect(await visitAll(visitB, nginx, routesB)).toEqual([]);
        await visitB.close();
        timeline(`${routesB.length} routes of B rendered without a CSP violation`);
      }

      // Rollback: A again, with A's headers.
      const back = npmRun(siteB, 'rollback');
      expect(back.status, back.output).toBe(0);
      expect(live()).toBe(releaseA);
      await expect.poll(() => mainScript()).toBe(mainA);
      const routesA = await sitemapRoutes(nginx);
      for (const post of posts) expect(routesA).not.toContain(post.permalink);
      if (transport === 'local') {
        // A route of each part of the site shows that the rollback brought A's headers back.
        const visitA = await newPage();
        expect(await visitAll(visitA, nginx, onePerSection(routesA))).toEqual([]);
        await visitA.close();
      }
      timeline(`${transport}: rolled back: ${back.output.trim()}`);
      expectConsistent();
    });

    test('one deploy at a time: a second run is refused, naming the first, and changes nothing', async () => {
      // The first deploy holds the lock through a reload that waits until a deploy and a rollback
      // have tried meanwhile (the test then creates the file the reload waits for).
      const go = path.join(target, 'reload-now');
      const slow = npmStart(
        siteB,
        'deploy',
        '--reload',
        `while [ ! -e ${go} ]; do sleep 0.1; done; rm -f ${go}; ${nginx.reloadCommand}`,
      );
      let finished: Run | undefined;
      void slow.then((run) => (finished = run));
      const holdsLock = () => lockHolder()?.endsWith(`的发布（${readReleaseCommit(siteB)}）`);
      await expect
        .poll(() => (finished ? `ended: ${finished.output}` : holdsLock() ? 'held' : 'waiting'), {
          timeout: 60_000,
          intervals: [50],
        })
        .toBe('held');
      const [second, rollingBack] = await Promise.all([
        npmStart(siteA, 'deploy'),
        npmStart(siteA, 'rollback'),
      ]);
      writeFileSync(go, '');
      for (const refused of [second, rollingBack]) {
        expect(refused.status, refused.output).toBe(1);
        expect(refused.output).toMatch(
          /另一个发布或回滚正在进行：.+ 的发布（[0-9a-f]+），开始于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}（源站上的进程 \d+）/,
        );
      }
      timeline(`${transport}: refused while a deploy ran:\n${second.output.trim()}`);
      const first = await slow;
      expect(first.status, first.output).toBe(0);
      expect(live()).toBe(readReleaseCommit(siteB));
      expectConsistent();
    });

    test('deploys and rollbacks started at the same instant never leave the origin without its release', async () => {
      for (let trial = 0; trial < 6; trial++) {
        const runs = await Promise.all([
          npmStart(siteA, 'deploy'),
          trial % 2 ? npmStart(siteB, 'deploy') : npmStart(siteB, 'rollback'),
        ]);
        // Each run finishes, or is refused whole: by the lock, or (a rollback) for want of a release before.
        for (const run of runs.filter(({status}) => status !== 0)) {
          expect(run.output).toMatch(/另一个发布或回滚正在进行|没有上一个版本可以回滚/);
        }
        expectConsistent();
        await expect.poll(async () => (await mainScript()) !== undefined).toBe(true);
      }
    });

    test('an origin that cannot read the release gets the previous one back', async () => {
      test.skip(!asRoot, "nginx's workers run as another user only when the tests run as root");
      const before = {live: live(), history: history()};
      const other = before.live === readReleaseCommit(siteA) ? siteB : siteA;
      // An operator's slip: the target folder made private to the deploy user.
      chmodSync(target, 0o700);
      try {
        const refused = npmRun(other, 'deploy');
        expect(refused.status, refused.output).toBe(1);
        expect(refused.output).toContain('源站没有返回这个版本的 release.json');
        expect(refused.output).toContain('HTTP 403');
        timeline(`${transport}: unreadable origin:\n${refused.output.trim()}`);
      } finally {
        chmodSync(target, 0o755);
      }
      expect({live: live(), history: history()}).toEqual(before);
      await expect.poll(async () => (await mainScript()) !== undefined).toBe(true);
      expectConsistent();
    });
  });
}

function readReleaseCommit(site: string): string {
  return JSON.parse(readFileSync(path.join(site, 'build/release.json'), 'utf8')).commit;
}

/** Opens each route in a new page and returns the CSP violations and failed loads it saw. */
async function visitAll(page: Page, nginx: RunningNginx, routes: string[]): Promise<string[]> {
  const problems = await collectCspViolations(page);
  for (const route of routes) {
    const response = await page.goto(nginx.browserOrigin() + encodeURI(route));
    if (response?.status() !== 200) problems.push(`${route}: HTTP ${response?.status()}`);
    await hydrated(page);
  }
  return problems;
}

/** The first route of each part of the site (/, /docs, /dev, /blog, /about …). */
function onePerSection(routes: string[]): string[] {
  const first = new Map<string, string>();
  for (const route of routes) {
    const section = route.split('/')[1] ?? '';
    if (!first.has(section)) first.set(section, route);
  }
  return [...first.values()];
}

async function sitemapRoutes(nginx: RunningNginx): Promise<string[]> {
  const sitemap = await (await fetch(`${nginx.origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map(([, route]) =>
    decodeURI(route!),
  );
}
