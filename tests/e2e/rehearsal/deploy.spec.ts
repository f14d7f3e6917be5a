import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {startNginx, type RunningNginx} from '../../../scripts/lib/nginx';
import {siteDir} from '../../support/content';
import {collectCspViolations} from '../../support/csp';
import {rehearsal} from '../../support/rehearsal';
import {blogListRoutes} from '../../support/routes';
import {collectErrors, hydrated, isSameDocument, markDocument} from '../../support/site';

// A player's week around a deploy, on real nginx with deploy/nginx/cloudisle.conf, through the
// real commands: release A is the checkout's build before the rehearsed posts, release B this
// copy's build with them (so its chunk hashes differ).
const {previousSiteDir, posts} = rehearsal();
const [siteA, siteB] = [previousSiteDir, siteDir];

function npmRun(cwd: string, script: string, ...args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd,
    encoding: 'utf8',
  });
  return {status: result.status, output: `${result.stdout}${result.stderr}`};
}

const timeline = (line: string) => console.log(`  [deploy timeline] ${line}`);

let target: string;
let nginx: RunningNginx;
const live = () => readlinkSync(path.join(target, 'current'));
const history = () => readFileSync(path.join(target, 'history'), 'utf8');
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

/** Opens each route in a new page and returns the CSP violations and failed loads it saw. */
async function visitAll(page: Page, routes: string[]): Promise<string[]> {
  const problems = await collectCspViolations(page);
  for (const route of routes) {
    const response = await page.goto(nginx.origin + encodeURI(route));
    if (response?.status() !== 200) problems.push(`${route}: HTTP ${response?.status()}`);
    await hydrated(page);
  }
  return problems;
}

async function sitemapRoutes(): Promise<string[]> {
  const sitemap = await (await fetch(`${nginx.origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map(([, route]) =>
    decodeURI(route!),
  );
}

test.describe('deploy and rollback', () => {
  test.skip(({isMobile}) => isMobile, 'the origin does not depend on the viewport');
  test.describe.configure({mode: 'serial', timeout: 240_000});

  test.beforeAll(async () => {
    target = mkdtempSync(path.join(tmpdir(), 'cloudisle-target-'));
    const first = npmRun(siteA, 'deploy', target);
    expect(first.status, first.output).toBe(0);
    nginx = await startNginx(target);
  });
  test.afterAll(async () => {
    await nginx?.stop();
    rmSync(target, {recursive: true, force: true});
  });

  test('bad input stops with a clear message and changes nothing', async () => {
    const missing = path.join(target, 'no-such-dir');
    const noTarget = npmRun(siteB, 'deploy', missing);
    expect(noTarget.status).toBe(1);
    expect(noTarget.output).toContain(`目标目录 ${missing} 不存在`);
    expect(existsSync(missing)).toBe(false);

    const before = {live: live(), history: history()};
    const noPrevious = npmRun(siteB, 'rollback', target);
    expect(noPrevious.status).toBe(1);
    expect(noPrevious.output).toContain('没有上一个版本可以回滚');
    expect({live: live(), history: history()}).toEqual(before);
  });

  test('an open tab survives a deploy, a reload gets it, and rollback brings back the release before', async ({
    page,
    browser,
  }) => {
    const mainA = await mainScript();
    const releaseA = live();
    timeline(`A deployed: ${releaseA}, ${mainA}`);

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
    await page.goto(`${nginx.origin}/docs/intro`);
    await hydrated(page);
    await markDocument(page);
    timeline('tab opened on A at /docs/intro');

    // A deploy killed half-way through its upload leaves A serving, untouched.
    const interrupted = spawn('npm', ['run', '--silent', 'deploy', '--', target, '--bwlimit=300'], {
      cwd: siteB,
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
    timeline(`deploy of B killed during the upload (${partial()} left behind)`);
    expect(live()).toBe(releaseA);
    expect(history().trim()).toBe(releaseA.replace('releases/', ''));
    expect(await mainScript()).toBe(mainA);

    // Release B, deployed for real.
    const deployB = npmRun(siteB, 'deploy', target, '--reload', nginx.reloadCommand);
    expect(deployB.status, deployB.output).toBe(0);
    const releaseB = live();
    expect(releaseB).not.toBe(releaseA);
    await expect.poll(async () => [mainA, undefined].includes(await mainScript())).toBe(false);
    const mainB = await mainScript();
    timeline(`B deployed: ${releaseB}, ${mainB}; deploy said:\n${deployB.output.trim()}`);
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
      `the A tab navigated /docs/intro → /blog → “${postTitle}” → /docs/intro → bedwars without reloading, no failed chunk, no error`,
    );

    // A reload gets B.
    await page.goto(`${nginx.origin}/blog`);
    await expect(page.locator('main article header h2 a').first()).toHaveText(posts[0]!.title);
    timeline(`reloaded /blog shows B's newest post “${posts[0]!.title}”`);

    // Every route of B renders under B's headers.
    const routesB = [...new Set([...(await sitemapRoutes()), ...blogListRoutes])];
    const visitB = await browser.newPage();
    expect(await visitAll(visitB, routesB)).toEqual([]);
    await visitB.close();
    timeline(`${routesB.length} routes of B rendered without a CSP violation`);

    // Rollback: A again, with A's headers.
    const back = npmRun(siteB, 'rollback', target, '--reload', nginx.reloadCommand);
    expect(back.status, back.output).toBe(0);
    expect(live()).toBe(releaseA);
    await expect.poll(() => mainScript()).toBe(mainA);
    const routesA = await sitemapRoutes();
    for (const post of posts) expect(routesA).not.toContain(post.permalink);
    const visitA = await browser.newPage();
    expect(await visitAll(visitA, routesA)).toEqual([]);
    await visitA.close();
    timeline(
      `rolled back: ${back.output.trim()}; ${routesA.length} routes of A rendered without a CSP violation`,
    );
  });
});
