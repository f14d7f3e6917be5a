import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import stripRegistryPaths from '../../plugins/runtime-trims/registry-loader.cjs';
import {siteDir} from '../support/content';
import {indexablePaths} from '../support/routes';
import {hydrated} from '../support/site';

/**
 * The head of the page open in the browser, or (given a path) of that page's HTML as the server
 * wrote it: the title, the `<html>` attributes the pages set, and every tag Helmet manages
 * (marked `data-rh`), each as one line of its attributes and text, sorted.
 */
const headOf = (page: Page, path?: string) =>
  page.evaluate(async (path) => {
    let doc = document;
    if (path) {
      const response = await fetch(path);
      let written = await response.text();
      // The not-found page is written once, as /404.html, and its links name that address.
      if (response.status === 404) written = written.replaceAll('/404.html', path);
      doc = new DOMParser().parseFromString(written, 'text/html');
    }
    const managed = doc.head.querySelectorAll(
      'meta[data-rh], link[data-rh], script[data-rh], noscript[data-rh], style[data-rh]',
    );
    // The minifier reorders the keys of structured data in the HTML; the data is the same.
    const sortedKeys = (_key: string, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
        : value;
    const line = (element: Element) =>
      [
        element.localName,
        ...[...element.attributes]
          .filter(({name}) => name !== 'data-rh')
          .map(({name, value}) => `${name}=${value}`)
          .sort(),
        element.getAttribute('type') === 'application/ld+json'
          ? JSON.stringify(JSON.parse(element.textContent!), sortedKeys)
          : element.textContent,
      ].join(' ');
    const html = doc.documentElement;
    // Docusaurus writes the base-URL banner's script into the HTML only: it is for a browser in
    // which the site's JavaScript never ran.
    const serverOnly = (element: Element) =>
      element.textContent!.includes('__docusaurus-base-url-issue-banner');
    return {
      title: doc.title,
      html: ['lang', 'dir', 'class'].map((name) => `${name}=${html.getAttribute(name)}`),
      tags: [...managed]
        .filter((element) => !serverOnly(element))
        .map(line)
        .sort(),
    };
  }, path);

/** The list with its two ends interleaved (first, last, second, …): neighbours of different kinds. */
const interleaved = <T>(list: T[]): T[] =>
  list.map((_, index) => list[index % 2 ? list.length - 1 - (index >> 1) : index >> 1]!);

test.describe('runtime trims', () => {
  test.skip(({isMobile}) => isMobile, 'a check of the build, not of the viewport');

  test('the browser bundle calls only the tslib helpers plugins/runtime-trims/tslib.ts exports', () => {
    // The development build keeps TypeScript's helper calls readable (tslib_1.__importDefault).
    const debugBuild = path.join(siteDir, 'build-debug');
    const called = new Set<string>();
    for (const file of readdirSync(debugBuild, {recursive: true, encoding: 'utf8'})) {
      if (!file.endsWith('.js')) continue;
      const code = readFileSync(path.join(debugBuild, file), 'utf8');
      for (const [, helper] of code.matchAll(/\btslib_\d+\.(__\w+)/g)) called.add(helper!);
    }
    expect(called.size, 'the bundle uses tslib (else drop the trim)').toBeGreaterThan(0);
    const trimmed = readFileSync(path.join(siteDir, 'plugins/runtime-trims/tslib.ts'), 'utf8');
    const exported = new Set(
      [...trimmed.matchAll(/export \{([^}]*)\}/g)].flatMap(([, names]) =>
        names!.split(',').map((name) => name.trim()),
      ),
    );
    for (const helper of called) {
      expect(
        exported,
        `${helper} is called: export it from plugins/runtime-trims/tslib.ts`,
      ).toContain(helper);
    }
  });

  test('the head after hydration and after each client-side navigation is the one the server wrote', async ({
    page,
    request,
  }) => {
    // The server renders heads with react-helmet-async and the browser keeps them with
    // plugins/runtime-trims/helmet.tsx: every page's, reached from a page of another kind, must
    // match, so a Docusaurus upgrade that uses Helmet otherwise fails here.
    const paths = interleaved(await indexablePaths(request));
    // A navigation takes well under a second; the site grows every month.
    test.setTimeout(30_000 + paths.length * 1_000);
    const [first, ...rest] = paths;
    await page.goto(first!);
    await hydrated(page);
    await expect.poll(() => headOf(page), {message: first}).toEqual(await headOf(page, first));
    expect(await page.locator('html').getAttribute('data-has-hydrated')).toBe('true');
    for (const path of rest) {
      const expected = await headOf(page, path);
      await page.evaluate((path) => {
        // What a link click does through React Router, without needing a link to the page.
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect.poll(() => headOf(page), {message: path}).toEqual(expected);
    }
  });

  test('the theme calls only the nprogress functions plugins/runtime-trims/nprogress.ts provides', () => {
    const theme = readFileSync(
      path.join(siteDir, 'node_modules/@docusaurus/theme-classic/lib/nprogress.js'),
      'utf8',
    );
    const called = new Set([...theme.matchAll(/\bnprogress\.(\w+)\(/g)].map(([, name]) => name!));
    expect(called.size, 'the theme uses nprogress (else drop the trim)').toBeGreaterThan(0);
    const trimmed = readFileSync(path.join(siteDir, 'plugins/runtime-trims/nprogress.ts'), 'utf8');
    const provided = /export default \{([^}]*)\}/
      .exec(trimmed)![1]!
      .split(',')
      .map((name) => name.trim());
    for (const name of called) {
      expect(provided, `the theme calls nprogress.${name}: add it to nprogress.ts`).toContain(name);
    }
  });

  test('the browser bundle carries no module path of the chunk registry', () => {
    const scripts = path.join(siteDir, 'build/assets/js');
    const main = readdirSync(scripts).find((file) => /^main\.\w+\.js$/.test(file))!;
    const code = readFileSync(path.join(scripts, main), 'utf8');
    expect(code, 'main.js still names modules by path').not.toMatch(/"@(?:site|generated)\//);
  });

  test('a chunk registry in another shape fails the build, naming the file', () => {
    const file = path.join(siteDir, '.docusaurus/registry.js');
    const strip = (source: string) =>
      (stripRegistryPaths as (this: {resourcePath: string}, source: string) => string).call(
        {resourcePath: file},
        source,
      );
    const registry = readFileSync(file, 'utf8');
    expect(strip(registry)).not.toMatch(/\), "/);
    // One entry whose last element is written otherwise, as a new Docusaurus might.
    const reshaped = registry.replace('require.resolveWeak(', 'require.resolve(');
    expect(() => strip(reshaped)).toThrow(`${file} has`);
  });
});
