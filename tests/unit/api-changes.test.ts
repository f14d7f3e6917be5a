import {strict as assert} from 'node:assert';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import yaml from 'js-yaml';
import {DESCRIPTION_FILE, readDescription} from '../../lib/api-description';
import {
  apiChangeReport,
  apiChanges,
  apiSurface,
  formatApiChanges,
} from '../../scripts/lib/check-content/api-changes';
import {git} from '../../scripts/lib/release';
import {UTC_OFFSET} from '../../src/dates';

const siteDir = path.resolve(__dirname, '../..');

interface Description {
  components: {schemas: Record<string, {properties?: Record<string, {type?: unknown}>}>};
}

/** A version post far after every real one, published `date`. */
function writeRelease(dir: string, version: string, date: string, body = '维护已经结束。') {
  const file = `blog/${date}-ver${version}.mdx`;
  writeFileSync(
    path.join(dir, file),
    [
      '---',
      `slug: ver${version}`,
      `title: 云岛 ${version} 版本更新`,
      `description: ${version} 的更新内容。`,
      'authors: [yunwu]',
      'tags: [updates]',
      `date: ${date}T10:00:00${UTC_OFFSET}`,
      '---',
      '',
      body,
      '',
    ].join('\n'),
  );
  return file;
}

describe('the data API since the last release', () => {
  let dir: string;
  let description: Description;
  /** The first field of a named schema: what a change removes or retypes. */
  let schema: string;
  let field: string;
  const edit = (change: (d: Description) => void) => {
    const copy = structuredClone(description);
    change(copy);
    writeFileSync(path.join(dir, DESCRIPTION_FILE), yaml.dump(copy));
  };

  before(() => {
    // A clone of the repository with its whole history, and a release after the description.
    dir = mkdtempSync(path.join(tmpdir(), 'api-changes-'));
    git(siteDir, ['clone', '--quiet', '--no-hardlinks', siteDir, dir]);
    git(dir, ['config', 'user.email', 'test@example.invalid']);
    git(dir, ['config', 'user.name', 'test']);
    description = yaml.load(readFileSync(path.join(dir, DESCRIPTION_FILE), 'utf8')) as Description;
    [schema, field] = Object.entries(description.components.schemas)
      .filter(([, s]) => s.properties)
      .map(([name, s]) => [name, Object.keys(s.properties!)[0]!])[0]!;
    git(dir, ['add', writeRelease(dir, '99.0.0', '2099-01-04')]);
    git(dir, ['commit', '--quiet', '-m', 'Release 99.0.0']);
  });
  after(() => rmSync(dir, {recursive: true, force: true}));

  test('the surface lists operations, parameters and fields with their types', async () => {
    const surface = apiSurface(description as never, await readDescription(dir));
    assert.ok([...surface.keys()].some((key) => /^GET \/\S+$/.test(key)));
    assert.ok([...surface.keys()].some((key) => /^GET \/\S+ (query|path|header):\w/.test(key)));
    assert.ok(surface.has(`${schema}.${field}`));
    assert.deepEqual(
      apiChanges(
        new Map([
          ['a', 'integer'],
          ['b', 'string'],
        ]),
        new Map([
          ['a', 'string'],
          ['c', 'integer'],
        ]),
      ),
      [
        {key: 'a', kind: 'changed', before: 'integer', after: 'string'},
        {key: 'c', kind: 'added', after: 'integer'},
        {key: 'b', kind: 'removed', before: 'string'},
      ],
    );
  });

  test('an unchanged description has nothing to report', async () => {
    assert.deepEqual(await apiChangeReport(dir), {release: '99.0.0', changes: [], problems: []});
  });

  test('a field added is listed and needs no changelog entry', async () => {
    edit((d) => {
      d.components.schemas[schema]!.properties!.added_for_test = {type: 'integer'};
    });
    const report = await apiChangeReport(dir);
    assert.deepEqual(report.problems, []);
    assert.deepEqual(formatApiChanges(report), [
      '数据接口自 99.0.0 以来的变化：',
      `  新增 ${schema}.added_for_test（integer）`,
    ]);
  });

  test('a field removed or retyped without an entry fails, naming the field and what to write', async () => {
    edit((d) => {
      delete d.components.schemas[schema]!.properties![field];
    });
    const [removed, ...rest] = (await apiChangeReport(dir)).problems;
    assert.deepEqual(rest, []);
    assert.equal(removed!.file, DESCRIPTION_FILE);
    assert.equal(removed!.field, 'api');
    assert.match(
      removed!.problem,
      new RegExp(`自 99\\.0\\.0 发布以来，${schema}\\.${field}（.+）被删除了`),
    );
    assert.match(removed!.fix, new RegExp(`\`${field}\` 已删除`));

    edit((d) => {
      d.components.schemas[schema]!.properties![field] = {type: 'boolean'};
    });
    const [changed] = (await apiChangeReport(dir)).problems;
    assert.match(changed!.problem, new RegExp(`${schema}\\.${field} 的类型从 .+ 改成了 boolean`));
  });

  test('a post of the release or later that names the field in code is the entry', async () => {
    edit((d) => {
      delete d.components.schemas[schema]!.properties![field];
    });
    const entry = writeRelease(dir, '99.0.1', '2099-01-11', `\`${field}\` 已删除。`);
    try {
      assert.deepEqual((await apiChangeReport(dir)).problems, []);
    } finally {
      rmSync(path.join(dir, entry));
    }
  });

  test('a $ref that points nowhere is a problem naming the file, where it is and the fix', async () => {
    edit((d) => {
      d.components.schemas[schema]!.properties![field] = {
        $ref: '#/components/schemas/NoSuch',
      } as never;
    });
    const [problem, ...rest] = (await apiChangeReport(dir)).problems;
    assert.deepEqual(rest, []);
    assert.equal(problem!.file, DESCRIPTION_FILE);
    assert.ok(
      problem!.problem.includes(
        `Can't resolve $ref at #/components/schemas/${schema}/properties/${field}`,
      ),
      problem!.problem,
    );
    assert.match(problem!.fix, /改正/);
  });

  test('a shallow clone says how to fetch the history it lacks', async () => {
    const shallow = mkdtempSync(path.join(tmpdir(), 'api-changes-shallow-'));
    try {
      git(siteDir, ['clone', '--quiet', '--depth', '1', `file://${dir}`, shallow]);
      const [problem] = (await apiChangeReport(shallow)).problems;
      assert.match(problem!.problem, /浅克隆/);
      assert.match(problem!.fix, /git fetch --unshallow/);
    } finally {
      rmSync(shallow, {recursive: true, force: true});
    }
  });
});
