import {strict as assert} from 'node:assert';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

// The theme's class names that the site's code types by hand: the build-time plugins read the
// built HTML in Node, which cannot import @docusaurus/theme-common (its index needs the client's
// aliases), and CSS cannot import at all. Each must be one of ThemeClassNames, the names the
// theme promises to keep; a name the theme drops or renames fails here, not in a quiet selector.

const siteDir = path.resolve(__dirname, '../..');
const UPSTREAM = '@docusaurus/theme-common/lib/utils/ThemeClassNames.js';

/** Every class name ThemeClassNames lists, read from the installed theme's file. */
function themeClassNames(): Set<string> {
  const file = path.join(siteDir, 'node_modules', UPSTREAM);
  const source = readFileSync(file, 'utf8');
  const names = new Set([...source.matchAll(/'([a-z][a-z-]*)'/g)].map(([, name]) => name!));
  assert.ok(names.has('theme-doc-markdown'), `${UPSTREAM} no longer lists the theme's names`);
  return names;
}

/** Names of Docusaurus's theme packages and aliases, in module paths, comments and the CSS
 * layer `docusaurus.theme-classic`: not class names. */
const PACKAGE_NAMES = new Set(['theme-classic', 'theme-common', 'theme-init', 'theme-original']);

/** `theme-…` class names in the code and styles under `dir`, by file. */
function typedNames(dir: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})) {
    if (!/\.(ts|tsx|css|cjs|mjs)$/.test(file)) continue;
    const text = readFileSync(path.join(siteDir, dir, file), 'utf8');
    const names = [...text.matchAll(/(?<![\w-])theme-[a-z][a-z-]*[a-z]/g)]
      .map(([name]) => name)
      .filter((name) => !PACKAGE_NAMES.has(name));
    if (names.length > 0) found.set(path.join(dir, file), names);
  }
  return found;
}

test('every theme class name the site types by hand is one ThemeClassNames keeps', () => {
  const known = themeClassNames();
  const typed = [...typedNames('src'), ...typedNames('plugins')];
  assert.ok(typed.length > 0, 'no theme class name found: is the pattern still right?');
  const unknown = typed.flatMap(([file, names]) =>
    names.filter((name) => !known.has(name)).map((name) => `${file}: ${name}`),
  );
  assert.deepEqual(unknown, []);
});
