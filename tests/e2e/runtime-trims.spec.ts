import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import stripRegistryPaths from '../../plugins/runtime-trims/registry-loader.cjs';
import * as trimmed from '../../plugins/runtime-trims/tslib';
import {siteDir} from '../support/content';

test.describe('runtime trims', {tag: '@desktop'}, () => {
  // Desktop only: a check of the build, not of the viewport.

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
    const exported = new Set(Object.keys(trimmed));
    for (const helper of called) {
      expect(
        exported,
        `${helper} is called: export it from plugins/runtime-trims/tslib.ts`,
      ).toContain(helper);
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
