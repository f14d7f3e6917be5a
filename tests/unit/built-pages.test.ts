import {strict as assert} from 'node:assert';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import type {Plugin} from '@docusaurus/types';
import builtPagesPlugin, {STEP_ORDER} from '../../plugins/built-pages';
import type {BuiltSiteStep} from '../../lib/built-pages';

const outDir = mkdtempSync(path.join(tmpdir(), 'built-pages-'));
after(() => rmSync(outDir, {recursive: true, force: true}));
const routes = ['/', '/docs/a', '/404.html'];
const file = (route: string) =>
  path.join(outDir, route.endsWith('.html') ? route : path.join(route, 'index.html'));

/** A plugin whose step appends its name to each page and, after the pages, records what it read. */
function recorder(name: string, seen: string[]): {name: string; builtSite: BuiltSiteStep} {
  return {
    name,
    builtSite: {
      rewritePage: (html) => `${html}<${name}>`,
      afterPages: async () => {
        seen.push(`${name}: ${readFileSync(file('/docs/a'), 'utf8')}`);
      },
    },
  };
}

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];
const run = async (plugins: unknown[]) =>
  builtPagesPlugin().postBuild!({
    outDir,
    baseUrl: '/',
    routesPaths: routes,
    plugins,
  } as unknown as PostBuildProps);

test('steps run in the declared order, on every page, whatever order the plugins are listed in', async () => {
  for (const route of routes) {
    mkdirSync(path.dirname(file(route)), {recursive: true});
    writeFileSync(file(route), 'page');
  }
  const seen: string[] = [];
  const [first, last] = [STEP_ORDER[0]!, STEP_ORDER.at(-1)!];
  // Listed in reverse, and without the steps between (a plugin not listed is a step that is off).
  await run([recorder(last, seen), recorder(first, seen)]);
  for (const route of routes) {
    assert.equal(readFileSync(file(route), 'utf8'), `page<${first}><${last}>`, route);
  }
  // Each step's afterPages reads the pages once every rewrite is done.
  assert.deepEqual(seen, [`${first}: page<${first}><${last}>`, `${last}: page<${first}><${last}>`]);
});

test('a plugin with a step but no place in the order fails the build with its name', async () => {
  await assert.rejects(
    run([recorder('image-zoom', [])]),
    /The plugin image-zoom has a built-site step but no place in STEP_ORDER/,
  );
});
