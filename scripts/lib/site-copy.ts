import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const siteDir = path.resolve(__dirname, '../..');

/**
 * A copy of the checkout's files (tracked and new, not ignored) in a temporary directory whose
 * name starts with `prefix`, sharing node_modules, committed once so that the build sees a git
 * history. Rehearsals and reports change the copy, never the checkout.
 */
export function copySite(prefix: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {cwd: siteDir, encoding: 'utf8'},
  )
    .split('\0')
    .filter((file) => file && existsSync(path.join(siteDir, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), {recursive: true});
    copyFileSync(path.join(siteDir, file), path.join(copy, file));
  }
  // Link each package, not the folder: the bundler's cache (node_modules/.cache) stays the copy's own.
  const modules = path.join(copy, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(siteDir, 'node_modules'))) {
    if (entry !== '.cache')
      symlinkSync(path.join(siteDir, 'node_modules', entry), path.join(modules, entry));
  }
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=Site copy', '-c', 'user.email=copy@cloudisle.example', ...args],
      {cwd: copy, stdio: 'pipe'},
    );
  git('init', '-q');
  git('add', '--all');
  git('commit', '-q', '--no-gpg-sign', '-m', 'The site as merged');
  return copy;
}
