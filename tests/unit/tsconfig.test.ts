import {strict as assert} from 'node:assert';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {test} from 'node:test';
import ts from 'typescript';

// `npm run typecheck` checks every TypeScript file in the repository: a folder left out of
// tsconfig.json's include would be type-checked only through what imports it, or not at all.
const siteDir = path.resolve(__dirname, '../..');

test('tsconfig.json includes every TypeScript file the repository tracks', () => {
  const {config} = ts.readConfigFile(path.join(siteDir, 'tsconfig.json'), ts.sys.readFile);
  const checked = new Set(
    ts
      .parseJsonConfigFileContent(config, ts.sys, siteDir)
      .fileNames.map((file) => path.relative(siteDir, file)),
  );
  const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.cts'], {
    cwd: siteDir,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  assert.ok(tracked.length > 100, `only ${tracked.length} TypeScript files tracked`);
  assert.deepEqual(
    tracked.filter((file) => !checked.has(file)),
    [],
    'add their folder to "include" in tsconfig.json',
  );
});
