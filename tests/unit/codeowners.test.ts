import {strict as assert} from 'node:assert';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';

// A writer must not reach production alone: the ruleset on main requires an approval from the
// code owners, so every file that is not content must be the maintainers' in .github/CODEOWNERS.
const siteDir = path.resolve(__dirname, '../..');
const MAINTAINERS = '@cloudisle/maintainers';
const STAFF = '@cloudisle/staff';

/** What reaches production or decides what does: a maintainer approves every change to it. */
const GUARDED = [
  '.github/',
  '.ci/',
  'scripts/',
  'deploy/',
  'plugins/',
  'lib/',
  'static/',
  'src/theme/',
  'src/components/',
  'src/operator.ts',
  'src/preview.ts',
  'src/facts.ts',
  'src/pages/index.tsx',
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'package-lock.json',
  'tests/',
];
/** Content, which any staff member may approve. */
const CONTENT = ['docs/', 'dev/', 'blog/', 'data/game/', 'src/pages/about.mdx'];
/** Files that do not exist yet: whatever is added later is the maintainers' unless it is content. */
const ADDED_LATER = [
  '.github/CODEOWNERS',
  '.github/workflows/new.yml',
  'static/index.html.gz',
  'scripts/new.ts',
  'new-folder/new.config.ts',
  'src/pages/new.tsx',
  'src/pages/new.mdx',
  'docs/faq/new.md',
];

interface Rule {
  line: number;
  pattern: string;
  owners: string[];
}

function parse(text: string): Rule[] {
  const rules: Rule[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const [pattern, ...owners] = line.split(/\s+/);
    assert.ok(owners.length > 0, `CODEOWNERS:${index + 1}: ${pattern} names no owner`);
    for (const owner of owners) {
      assert.match(owner, /^@[\w-]+\/[\w.-]+$/, `CODEOWNERS:${index + 1}: not a team`);
    }
    rules.push({line: index + 1, pattern: pattern!, owners});
  });
  return rules;
}

/**
 * A CODEOWNERS pattern as a regular expression over paths from the repository's root, with the
 * gitignore rules GitHub applies, for the forms used here: a leading / anchors it at the root (so
 * does a / inside it), a trailing / makes it a folder and everything in it, * is any run of
 * characters but /. Any other form fails the test rather than being read differently.
 */
function patternRegExp(pattern: string): RegExp {
  assert.doesNotMatch(pattern, /\*\*|[?[\]!\\]/, `${pattern}: a form this test does not read`);
  const folder = pattern.endsWith('/');
  const body = pattern.replace(/\/$/, '');
  const anchored = body.includes('/');
  const source = body
    .replace(/^\//, '')
    .split('*')
    .map((part) => part.replace(/[.+^${}()|]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`${anchored ? '^' : '(^|/)'}${source}${folder ? '/.+' : '(/.+)?'}$`);
}

/** The owners of a file: those of the last rule that matches it. */
function ownersOf(rules: Rule[], file: string): string[] {
  const rule = rules.findLast(({pattern}) => patternRegExp(pattern).test(file));
  return rule?.owners ?? [];
}

const isContent = (file: string) =>
  CONTENT.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

/** The repository's files, committed or not (ignored ones aside). */
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
  {
    cwd: siteDir,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter(Boolean);

/** Every file whose owners are wrong: content the staff cannot approve, anything else not the maintainers' alone. */
function problems(rules: Rule[]): string[] {
  return [...files, ...ADDED_LATER].flatMap((file) => {
    const owners = ownersOf(rules, file);
    const right = isContent(file)
      ? owners.includes(STAFF) && owners.includes(MAINTAINERS)
      : owners.length === 1 && owners[0] === MAINTAINERS;
    return right ? [] : [`${file}: ${owners.join(' ') || '(no owner)'}`];
  });
}

describe('CODEOWNERS', () => {
  const rules = parse(readFileSync(path.join(siteDir, '.github/CODEOWNERS'), 'utf8'));

  test('every path that reaches production needs a maintainer', () => {
    for (const guarded of GUARDED) {
      const under = files.filter((file) =>
        guarded.endsWith('/') ? file.startsWith(guarded) : file === guarded,
      );
      assert.ok(under.length > 0, `${guarded} is not in the repository`);
      for (const file of [...under, ...(guarded.endsWith('/') ? [`${guarded}added-later`] : [])]) {
        assert.deepEqual(ownersOf(rules, file), [MAINTAINERS], file);
      }
    }
  });

  test('content can be approved by any staff member, and by a maintainer', () => {
    for (const entry of CONTENT) {
      const under = files.filter((file) => isContent(file) && file.startsWith(entry));
      assert.ok(under.length > 0, `${entry} is not in the repository`);
      for (const file of under) {
        assert.deepEqual(ownersOf(rules, file).sort(), [MAINTAINERS, STAFF], file);
      }
    }
  });

  test("every file, and any added later, is content or the maintainers' alone", () => {
    assert.deepEqual(problems(rules), []);
  });

  test('every line matters: without any one of them, some file has the wrong owners', () => {
    assert.ok(rules.length > 1);
    for (const rule of rules) {
      const without = rules.filter((other) => other !== rule);
      assert.notDeepEqual(
        problems(without),
        [],
        `line ${rule.line} (${rule.pattern}) changes nothing`,
      );
    }
  });

  test('the patterns are read as GitHub reads them', () => {
    const cases: [string, string, boolean][] = [
      ['*', '.github/workflows/deploy.yml', true],
      ['/docs/', 'docs/faq/img/a.webp', true],
      ['/docs/', 'docs', false],
      ['/docs/', 'dev/docs/a.md', false],
      ['/src/pages/about.mdx', 'src/pages/about.mdx', true],
      ['/src/pages/about.mdx', 'src/pages/about.mdx.bak', false],
      ['*.ts', 'src/theme/Root.ts', true],
      ['*.ts', 'src/theme/Root.tsx', false],
      ['scripts/', 'scripts/lib/deploy.ts', true],
      ['scripts/', 'tests/scripts/x.ts', true],
      ['/scripts/', 'tests/scripts/x.ts', false],
      ['src/pages/', 'docs/src/pages/a.md', false],
    ];
    for (const [pattern, file, matches] of cases) {
      assert.equal(patternRegExp(pattern).test(file), matches, `${pattern} ${file}`);
    }
  });
});
