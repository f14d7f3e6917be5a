import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {siteDir} from '../support/content';

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
});
