import {strict as assert} from 'node:assert';
import {spawn, spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {DeployError, deploy} from '../../scripts/lib/deploy';
import {prunePreviews} from '../../scripts/lib/preview-prune';
import {runStep, steps} from '../support/workflows';

// No preview outlives its pull request: the previews on the origin are listed and each one whose
// pull request is not open is removed, with the real deploy and target script on local folders.
const siteDir = path.resolve(__dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'cloudisle-prune-test-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

let folders = 0;
const newFolder = (name: string) => {
  const dir = path.join(scratch, `${name}-${folders++}`);
  mkdirSync(dir, {recursive: true});
  return dir;
};

/**
 * A previews root with pull requests' previews published into it, as preview-deploy.yml does, each
 * a build's release.json as `npm run build:preview -- N` writes it.
 */
async function previewsRoot(...numbers: number[]): Promise<string> {
  const root = newFolder('previews');
  for (const number of numbers) {
    const build = newFolder('build');
    const commit = String(number % 10).repeat(40);
    writeFileSync(
      path.join(build, 'release.json'),
      JSON.stringify({
        commit,
        tree: 'd'.repeat(40),
        builtAt: '2026-11-26T08:00:00.000Z',
        clean: true,
        baseUrl: '/',
        preview: number,
      }),
    );
    writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>preview</title>');
    mkdirSync(path.join(build, 'assets'));
    writeFileSync(path.join(build, 'assets/main.js'), '');
    await deploy(siteDir, path.join(root, `pr-${number}`), {
      build,
      commit,
      requireFresh: false,
      reload: '',
      log: () => {},
    });
  }
  return root;
}

const published = (root: string, number: number) =>
  existsSync(path.join(root, `pr-${number}`, 'current'));

/**
 * Holds a preview's lock as a publish of it in progress does: the target script's own lock
 * action, holding it until its input closes.
 */
async function holdLock(root: string, number: number) {
  const script = path.join(siteDir, 'scripts/lib/deploy-target.sh');
  const dir = path.join(root, `pr-${number}`);
  const holder = spawn('sh', [script, dir, 'lock', `发布 pr-${number}`, '0']);
  const exited = new Promise((resolve) => holder.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    holder.stdout.on('data', (chunk: Buffer) => chunk.includes('locked\n') && resolve());
    void exited.then(() => reject(new Error(`could not lock ${dir}`)));
  });
  return {
    release: async () => {
      holder.stdin.end();
      await exited;
    },
  };
}

const quiet = {reload: '', log: () => {}};

describe('pruning previews', () => {
  test('three previews, one pull request open: the other two are removed', async () => {
    const root = await previewsRoot(1, 2, 3);
    assert.deepEqual(await prunePreviews(root, new Set([2]), quiet), [1, 3]);
    assert.equal(existsSync(path.join(root, 'pr-1')), false);
    assert.equal(existsSync(path.join(root, 'pr-3')), false);
    assert.ok(published(root, 2));
    assert.equal(readlinkSync(path.join(root, 'pr-2', 'current')), `releases/${'2'.repeat(40)}`);
    // Running it again finds nothing more to remove.
    assert.deepEqual(await prunePreviews(root, new Set([2]), quiet), []);
  });

  test('touches only folders named pr-<digits>, never a link, a file or another folder', async () => {
    const root = await previewsRoot(4);
    // A folder laid out like a preview elsewhere, and a link to it with a preview's name.
    const victim = await previewsRoot(5);
    symlinkSync(path.join(victim, 'pr-5'), path.join(root, 'pr-5'));
    for (const name of ['pr-x', 'pr-06', 'pr-', 'other', 'pr-7.old']) {
      mkdirSync(path.join(root, name, 'releases'), {recursive: true});
    }
    writeFileSync(path.join(root, 'pr-8'), 'a file');
    assert.deepEqual(await prunePreviews(root, new Set(), quiet), [4]);
    assert.ok(published(victim, 5));
    for (const name of ['pr-5', 'pr-x', 'pr-06', 'pr-', 'other', 'pr-7.old', 'pr-8']) {
      assert.ok(existsSync(path.join(root, name)), name);
    }
  });

  test('a failed removal does not stop the others; every failure is reported at the end', async () => {
    const root = await previewsRoot(1, 2, 3, 4, 5);
    // Publishes of pull requests 2 and 4 hold their locks past the wait.
    const locks = [await holdLock(root, 2), await holdLock(root, 4)];
    try {
      await assert.rejects(
        prunePreviews(root, new Set([1]), {...quiet, lockWaitSeconds: 1}),
        (error: Error) => {
          assert.ok(error instanceof DeployError, `${error.name}: ${error.message}`);
          assert.match(error.message, /^2 个预览没有删掉（另外删除了 2 个）/);
          assert.match(error.message, /\npr-2：另一个发布或回滚正在进行：发布 pr-2，/);
          assert.match(error.message, /\npr-4：另一个发布或回滚正在进行：发布 pr-4，/);
          return true;
        },
      );
    } finally {
      await Promise.all(locks.map((lock) => lock.release()));
    }
    // Removed after the first failure, and after the second.
    assert.equal(existsSync(path.join(root, 'pr-3')), false);
    assert.equal(existsSync(path.join(root, 'pr-5')), false);
    for (const number of [1, 2, 4]) assert.ok(published(root, number), `pr-${number}`);
    // Once the publishes are done, the next run removes what is left.
    assert.deepEqual(await prunePreviews(root, new Set([1]), quiet), [2, 4]);
  });

  test('the command needs the list of open pull requests and refuses anything else in it', async () => {
    const root = await previewsRoot(1, 2);
    const run = (...args: string[]) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(siteDir, 'scripts/prune-previews.ts'), root, ...args],
        {encoding: 'utf8', env: {...process.env, DEPLOY_RELOAD: ''}},
      );
    for (const args of [[], ['--open', '1 x'], ['--open', '1 -2']]) {
      const result = run(...args);
      assert.equal(result.status, 1, result.stderr);
      assert.match(result.stderr, /^清理预览失败：/);
    }
    assert.ok(published(root, 1) && published(root, 2));
    const result = run('--open', '2\n');
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, /已删除 1 个已关闭的拉取请求的预览/);
    assert.equal(existsSync(path.join(root, 'pr-1')), false);
    assert.ok(published(root, 2));
  });

  test("preview-prune.yml's step removes what GitHub does not list as open, and nothing if gh fails", async () => {
    const step = steps('preview-prune.yml').find((s) => s.env?.PREVIEW_TARGET !== undefined);
    assert.ok(step, 'preview-prune.yml has no step that removes previews');
    const root = await previewsRoot(1, 2, 3);
    const env = {REPO: 'cloudisle/wiki', PREVIEW_TARGET: root, DEPLOY_RELOAD: ''};
    // gh down: the step fails before anything is removed.
    assert.notEqual(runStep(step, {env, gh: 'echo "gh: 502" >&2; exit 1'}).status, 0);
    for (const number of [1, 2, 3]) assert.ok(published(root, number), `pr-${number}`);
    // gh answers only the question the step must ask: the open pull requests, all of them.
    const gh = `case "$*" in *'pr list --repo cloudisle/wiki --state open --limit 10000 '*) echo 2 ;; *) exit 9 ;; esac`;
    const result = runStep(step, {env, gh});
    assert.equal(result.status, 0, result.stderr);
    assert.equal(existsSync(path.join(root, 'pr-1')), false);
    assert.equal(existsSync(path.join(root, 'pr-3')), false);
    assert.ok(published(root, 2));
  });
});
