import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {request} from 'node:http';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, devices, expect, test} from '@playwright/test';
import {CACHE_CONTROL} from '../../deploy/headers';
import {allowedInlineScriptHashes} from '../../deploy/inline-scripts';
import {
  devDocs,
  listedPosts,
  loadDocs,
  publishedPosts,
  siteDir,
  wikiDocs,
} from '../support/content';
import {twinPath} from '../../plugins/markdown-twins/twin-path';
import {deploy} from '../../scripts/lib/deploy';
import {
  WORKER_USER,
  browserLaunchOptions,
  makeTarget,
  startNginx,
  type RunningNginx,
} from '../../scripts/lib/nginx';
import {ANALYTICS_ORIGIN, operator} from '../../src/operator';
import {
  blogListRoutes,
  categoryRoutes,
  devRoutes,
  devTagKeys,
  topRoutes,
  unlistedDocRoute,
  wikiRoutes,
  wikiTagKeys,
} from '../support/routes';
import {collectCspViolations} from '../support/csp';
import {collectErrors, colorModeToggle} from '../support/site';

// The production origin: deploy/nginx/cloudisle.conf serving build/ deployed as a release.
let nginx: RunningNginx;
const siteHost = new URL(operator.siteUrl).host;

/**
 * A page of a browser that asks `server` for the site by its own host name: the policy allows
 * the site's scripts from that host only, as the browsers of its readers ask for it. A desktop's,
 * or with `phone` a 390 px phone's.
 */
async function sitePage(server: RunningNginx, {phone = false} = {}) {
  const browser = await chromium.launch(browserLaunchOptions(server));
  const page = await browser.newPage({
    locale: 'zh-CN',
    ...(phone
      ? {...devices['Pixel 7'], viewport: {width: 390, height: 844}}
      : {viewport: {width: 1280, height: 800}}),
  });
  return {browser, page};
}

test.describe('nginx origin', {tag: '@desktop'}, () => {
  // Desktop only: the origin does not depend on the viewport.
  test.describe.configure({mode: 'serial', timeout: 240_000});
  test.beforeAll(async () => {
    nginx = await startNginx();
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(nginx.origin + path, {headers, redirect: 'manual'});

  test('status codes: clean URLs with and without a slash, Chinese paths, unknown paths', async () => {
    for (const path of [
      '/',
      '/docs/intro',
      '/docs/intro/',
      '/docs/dev/leaderboard/',
      '/docs/dev/leaderboard',
      '/blog/ver2.6.16',
      '/blog/rss.xml',
      '/sitemap.xml',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
    const chinese = await get(encodeURI('/docs/tags/主播'));
    expect(chinese.status).toBe(200);
    expect(await chinese.text()).toContain('「主播」');
    const missing = await get('/docs/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('找不到页面');
    expect((await get('/assets/js/no-such-chunk.js')).status).toBe(404);
  });

  test('caching: hashed assets immutable for a year, pages revalidated', async () => {
    const html = await (await get('/')).text();
    const asset = /src="?(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
    expect(asset).toBeDefined();
    expect((await get(asset!)).headers.get('cache-control')).toBe(CACHE_CONTROL.assets);
    for (const path of ['/', '/docs/intro', '/img/logo.svg', '/no-such-page']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe(CACHE_CONTROL.other);
    }
  });

  test('gzip and UTF-8', async () => {
    const page = await get('/docs/intro', {'accept-encoding': 'gzip'});
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('vary')).toContain('Accept-Encoding');
  });

  test('a .gz planted beside a page is never sent in its place', async () => {
    // npm run deploy refuses a build holding one (tests/unit/deploy.test.ts); here one reached
    // the live release by other means, and nginx must still compress the page itself.
    const target = makeTarget();
    let planted: RunningNginx | undefined;
    try {
      await deploy(siteDir, target, {requireFresh: false, log: () => {}});
      const defaced = gzipSync('<!doctype html><title>defaced</title>');
      const pages = {'/': 'index.html', '/docs/intro': 'docs/intro/index.html'};
      for (const file of Object.values(pages)) {
        writeFileSync(path.join(target, 'current/build', `${file}.gz`), defaced);
      }
      planted = await startNginx(target);
      for (const [route, file] of Object.entries(pages)) {
        const page = await fetch(planted.origin + route, {headers: {'accept-encoding': 'gzip'}});
        expect(page.headers.get('content-encoding'), route).toBe('gzip');
        const html = await page.text();
        expect(html, route).not.toContain('<title>defaced</title>');
        // The whole page, compared without printing it.
        const real = readFileSync(path.join(target, 'current/build', file), 'utf8');
        expect(html === real, `${route} sends ${file}`).toBe(true);
      }
    } finally {
      await planted?.stop();
      rmSync(target, {recursive: true, force: true});
    }
  });

  test('llms.txt lists a Markdown version of every doc, post and /about, each declared by its page', async () => {
    const list = await get('/llms.txt');
    expect(list.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await list.text();
    const listed = [...text.matchAll(/\]\((https?:\/\/[^)\s]+\.md)\)/g)].map(([, url]) =>
      decodeURI(new URL(url!).pathname),
    );
    const docs = [...loadDocs(wikiDocs), ...loadDocs(devDocs)].filter(
      ({draft, unlisted}) => !draft && !unlisted,
    );
    const pages = [
      ...docs.map(({permalink, title}) => ({permalink, title, dated: '最后更新'})),
      ...listedPosts().map(({permalink, title}) => ({permalink, title, dated: '发布于'})),
      {permalink: '/about', title: '关于云岛', dated: undefined},
    ];
    expect([...listed].sort()).toEqual(pages.map(({permalink}) => twinPath(permalink)).sort());
    // What has no Markdown version is listed by its own address.
    for (const file of ['/api/openapi.yaml', '/book/qqgroup']) {
      expect(text).toContain(`](${new URL(file, operator.siteUrl).href})`);
    }
    // The changelog newest first, as the blog lists it.
    const posts = listed.filter((twin) => twin.startsWith('/blog/'));
    expect(posts).toEqual(listedPosts().map(({permalink}) => twinPath(permalink)));
    for (const {permalink, title, dated} of pages) {
      const twin = await get(encodeURI(twinPath(permalink)), {'accept-encoding': 'gzip'});
      expect(twin.status, permalink).toBe(200);
      expect(twin.headers.get('content-type'), permalink).toBe('text/markdown; charset=utf-8');
      expect(twin.headers.get('content-encoding'), permalink).toBe('gzip');
      const markdown = await twin.text();
      // The page's own text under its title, address and date: none of the navbar or the
      // footer, none of what is about the page rather than of it, no HTML.
      expect(
        markdown.startsWith(`# ${title}\n\n> 网址：${new URL(permalink, operator.siteUrl).href}\n`),
        permalink,
      ).toBe(true);
      if (dated) expect(markdown, permalink).toMatch(new RegExp(`^> ${dated}：\\d{4} 年`, 'm'));
      // (最近改动's link text: for-tools, which describes the twins, names the box itself.)
      for (const leak of ['跳到主要内容', '<div', '<!--', '查看这次改了什么']) {
        expect(markdown, `${permalink} holds ${leak}`).not.toContain(leak);
      }
      // The page tells tools where its Markdown version is.
      const html = await (await get(encodeURI(permalink))).text();
      expect(html, permalink).toContain(
        `<link rel="alternate" type="text/markdown" href="${twinPath(permalink)}">`,
      );
    }
    // For tools, not for search engines or the site's search.
    expect(await (await get('/sitemap.xml')).text()).not.toContain('.md<');
  });

  test("the data API's OpenAPI description is sent as UTF-8 YAML", async () => {
    const description = await get('/api/openapi.yaml', {'accept-encoding': 'gzip'});
    expect(description.status).toBe(200);
    expect(description.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(description.headers.get('content-encoding')).toBe('gzip');
    expect(await description.text()).toMatch(/^openapi: 3\.1\.\d+$/m);
  });

  test('security headers on pages, assets and the not-found page', async () => {
    for (const path of ['/', '/assets/js/no-such-chunk.js', '/no-such-page']) {
      const headers = (await get(path)).headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      // Scripts from the site's bundles and Pagefind's script only, not from anywhere on the
      // host: a .js file that reaches another path of the build never runs. Then exactly the
      // reviewed inline scripts of deploy/inline-scripts.ts, whatever the build holds.
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
      expect(scriptSrc, path).toEqual([
        `${siteHost}/assets/js/`,
        `${siteHost}/pagefind/pagefind.js`,
        "'wasm-unsafe-eval'",
        ...allowedInlineScriptHashes().map((hash) => `'sha256-${hash}'`),
        ...(operator.analyticsSiteId === '' ? [] : [ANALYTICS_ORIGIN]),
      ]);
      expect(csp, path).not.toContain("'unsafe-eval'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(headers.get('x-permitted-cross-domain-policies'), path).toBe('none');
      // Also over plain HTTP: behind a CDN that ends TLS, the origin never sees HTTPS.
      expect(headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
      // No version number for scanners to match against known holes.
      expect(headers.get('server'), path).toBe('nginx');
    }
  });

  test('a request for another host name gets no answer', async () => {
    const answer = (host: string) =>
      new Promise<number | string>((resolve) => {
        const {hostname, port} = new URL(nginx.origin);
        request({hostname, port, path: '/', headers: {host}}, (response) => {
          response.resume();
          resolve(response.statusCode!);
        })
          .once('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message))
          .end();
      });
    expect(await answer(new URL(nginx.origin).host)).toBe(200);
    for (const host of ['other.example', 'localhost', 'wiki.cloudisle.example.attacker.example']) {
      expect(await answer(host), host).toBe('ECONNRESET');
    }
  });

  test("the site's server block answers to the host name of the site's address", () => {
    const conf = readFileSync(path.join(siteDir, 'deploy/nginx/cloudisle.conf'), 'utf8');
    const names = [...conf.matchAll(/server_name (\S+);/g)].map(([, name]) => name);
    expect(names).toEqual(['_', new URL(operator.siteUrl).hostname]);
  });

  test("the workers run as Debian's unprivileged nginx user", () => {
    test.skip(process.getuid?.() !== 0, 'only a master started as root can switch users');
    const workers = execFileSync('ps', ['-o', 'user=', '--ppid', String(nginx.pid)], {
      encoding: 'utf8',
    });
    expect(
      workers
        .trim()
        .split('\n')
        .map((user) => user.trim()),
    ).toEqual([WORKER_USER, WORKER_USER]);
  });

  test('every route renders through nginx on a 390 px phone: no CSP violation, no error, nothing wider than the screen', async () => {
    // The sweep is the site's one visit of every route, so it is made as most players make it:
    // on a phone, where a page wider than the screen scrolls sideways.
    test.setTimeout(480_000);
    const {browser, page} = await sitePage(nginx, {phone: true});
    const violations = await collectCspViolations(page);
    const errors = collectErrors(page);
    const origin = nginx.browserOrigin();
    const sitemap = await (await get('/sitemap.xml')).text();
    const listed = [
      ...topRoutes,
      ...wikiRoutes,
      ...categoryRoutes,
      '/docs/tags',
      ...wikiTagKeys.map((key) => `/docs/tags/${key}`),
      ...devRoutes,
      '/dev/tags',
      ...devTagKeys.map((key) => `/dev/tags/${key}`),
      ...blogListRoutes,
      ...publishedPosts().map((post) => post.permalink),
      unlistedDocRoute,
      ...[...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map(([, route]) =>
        decodeURI(route!),
      ),
    ];
    // An index page's address ends in a slash; players type it without (/dev for /dev/).
    const routes = [
      ...new Set([
        ...listed,
        ...listed
          .filter((route) => route.length > 1 && route.endsWith('/'))
          .map((route) => route.slice(0, -1)),
      ]),
    ];
    const tooWide: string[] = [];
    try {
      for (const route of routes) {
        const response = await page.goto(origin + encodeURI(route));
        expect.soft(response?.status(), route).toBe(200);
        // Hydration ran: the colour-mode toggle is enabled only after the client loaded.
        await expect.soft(colorModeToggle(page)).toBeEnabled();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        if (overflow > 0) tooWide.push(`${route}: ${overflow} px wider than the screen`);
      }
      expect.soft(tooWide).toEqual([]);
      expect.soft(errors).toEqual([]);
      // A client-side navigation loads route chunks under the same policy.
      await page.goto(origin + '/');
      await page.locator('main').getByRole('link', {name: '起床战争'}).first().click();
      await expect(page.locator('article h1')).toHaveText('起床战争新手教程');
      // Search loads Pagefind's script, WebAssembly and index files under the same policy.
      await page.locator('.navbar').getByRole('button', {name: '搜索'}).click();
      await page.getByRole('combobox').fill('改名');
      await expect(page.getByRole('option').first()).toContainText('改名帮助');
      expect(violations).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('an inline script planted in a page is refused at publishing and never runs on the origin', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'cloudisle-planted-'));
    const target = makeTarget();
    let planted: RunningNginx | undefined;
    let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
    try {
      // What a content change could make the build carry: a script in a doc and a page of its own.
      const script = "<script>document.documentElement.dataset.pwned = 'yes'</script>";
      const files: [string, (html: string) => string][] = [
        ['docs/faq/rename/index.html', (html) => html.replace('</head>', `${script}</head>`)],
        ['x/evil.html', () => `<!doctype html><html><head><title>x</title>${script}</head></html>`],
      ];
      const plant = (build: string) => {
        for (const [file, edit] of files) {
          const full = path.join(build, file);
          mkdirSync(path.dirname(full), {recursive: true});
          writeFileSync(full, edit(file.startsWith('x/') ? '' : readFileSync(full, 'utf8')));
        }
      };
      const build = path.join(scratch, 'build');
      cpSync(path.join(siteDir, 'build'), build, {recursive: true});
      plant(build);
      const quiet = {requireFresh: false, log: () => {}};
      await expect(deploy(siteDir, target, {...quiet, build})).rejects.toThrow(
        /docs\/faq\/rename\/index\.html[、：].*document\.documentElement\.dataset\.pwned/s,
      );

      // Planted in the live release by other means: the policy still allows only the listed scripts.
      await deploy(siteDir, target, quiet);
      plant(path.join(target, 'current/build'));
      planted = await startNginx(target);
      const site = await sitePage(planted);
      browser = site.browser;
      const page = site.page;
      const violations = await collectCspViolations(page);
      for (const route of ['/docs/faq/rename', '/x/evil.html']) {
        await page.goto(planted.browserOrigin() + route);
        await expect(page.locator('title')).toHaveCount(1);
        expect(await page.evaluate(() => document.documentElement.dataset.pwned), route).toBe(
          undefined,
        );
      }
      await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
      expect(violations.join('\n')).toMatch(/script-src/);
    } finally {
      await browser?.close();
      await planted?.stop();
      rmSync(scratch, {recursive: true, force: true});
      rmSync(target, {recursive: true, force: true});
    }
  });
  test("a script file planted outside the site's script paths never runs on the origin", async () => {
    const target = makeTarget();
    let planted: RunningNginx | undefined;
    let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
    try {
      // What reaches the live release by other means (a file in static/, a folder beside the
      // search index): script files on the site's own host, and pages that load them.
      await deploy(siteDir, target, {requireFresh: false, log: () => {}});
      const build = path.join(target, 'current/build');
      const scripts = {'/x/evil.js': 'x', '/pagefind/evil.js': 'pagefind'};
      const tags = Object.keys(scripts)
        .map((src) => `<script src="${src}"></script>`)
        .join('');
      for (const [src, flag] of Object.entries(scripts)) {
        mkdirSync(path.dirname(path.join(build, src)), {recursive: true});
        writeFileSync(path.join(build, src), `document.documentElement.dataset.${flag} = 'pwned';`);
      }
      const doc = path.join(build, 'docs/faq/rename/index.html');
      writeFileSync(doc, readFileSync(doc, 'utf8').replace('</head>', `${tags}</head>`));
      writeFileSync(
        path.join(build, 'x/evil.html'),
        `<!doctype html><html><head><title>x</title>${tags}</head></html>`,
      );
      planted = await startNginx(target);
      for (const src of Object.keys(scripts)) {
        // Served as a script: only the policy keeps it from running.
        const response = await fetch(planted.origin + src);
        expect(response.status, src).toBe(200);
        expect(response.headers.get('content-type'), src).toMatch(/^application\/javascript/);
      }
      const site = await sitePage(planted);
      browser = site.browser;
      const page = site.page;
      const violations = await collectCspViolations(page);
      for (const route of ['/docs/faq/rename', '/x/evil.html']) {
        await page.goto(planted.browserOrigin() + route);
        await expect(page.locator('title')).toHaveCount(1);
        if (route.startsWith('/docs/')) {
          // The site's own bundles still run on the same page: it hydrates.
          await expect(colorModeToggle(page)).toBeEnabled();
        }
        const flags = await page.evaluate(() => ({...document.documentElement.dataset}));
        for (const flag of Object.values(scripts)) expect(flags[flag], route).toBeUndefined();
      }
      await expect.poll(() => violations.length).toBeGreaterThanOrEqual(4);
      for (const src of Object.keys(scripts)) {
        expect(violations.join('\n')).toContain(`script-src-elem ${planted.browserOrigin()}${src}`);
      }
    } finally {
      await browser?.close();
      await planted?.stop();
      rmSync(target, {recursive: true, force: true});
    }
  });
});
