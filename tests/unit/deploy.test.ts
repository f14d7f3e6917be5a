import {strict as assert} from 'node:assert';
import {spawn, spawnSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {DeployError, PREVIEW_LIMITS, deploy, removePreview} from '../../scripts/lib/deploy';
import {releaseNginxFiles} from '../../scripts/lib/headers';
import {parseReleaseInfo} from '../../scripts/lib/release';
import {operator} from '../../src/operator';

// The attacks a fork's pull request can make through its preview artifact, each against the real
// deploy command and the real target script on a directory of this machine: refused, with a
// message naming what is wrong, and the target left as it was.
const siteDir = path.resolve(__dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'cloudisle-deploy-test-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

const HEAD_1 = '1'.repeat(40);
const HEAD_2 = '2'.repeat(40);
let folders = 0;
const newFolder = (name: string) => {
  const dir = path.join(scratch, `${name}-${folders++}`);
  mkdirSync(dir, {recursive: true});
  return dir;
};

/** A build as `npm run build:preview -- 7` writes it, with `release` over its release.json. */
function makeBuild(release: Record<string, unknown> = {}, files: Record<string, string> = {}) {
  const dir = newFolder('build');
  const info: Record<string, unknown> = {
    commit: 'c'.repeat(40),
    tree: 'd'.repeat(40),
    builtAt: '2026-11-26T08:00:00.000Z',
    clean: true,
    baseUrl: '/previews/pr-7/',
    ...release,
  };
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify(info));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>preview</title>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/main.js'), '');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** A previews root with pull request 7's folder as a publish makes it. */
const previewTarget = () => path.join(newFolder('previews'), 'pr-7');

const publish = (build: string, target: string, commit?: string) =>
  deploy(siteDir, target, {build, commit, requireFresh: false, reload: '', log: () => {}});

/** Everything under a folder with its mode, to show that a refused run changed nothing. */
function snapshot(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .sort()
    .map((entry) => {
      const stat = statSync(path.join(dir, entry), {throwIfNoEntry: false});
      return `${entry} ${stat?.mode.toString(8) ?? 'dangling'}`;
    });
}

async function refused(run: Promise<unknown>, message: RegExp) {
  await assert.rejects(run, (error: Error) => {
    assert.ok(error instanceof DeployError, `${error.name}: ${error.message}`);
    assert.match(error.message, message);
    return true;
  });
}

describe("a preview artifact's release.json is checked field by field", () => {
  const good = JSON.parse(readFileSync(path.join(makeBuild(), 'release.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const attacks: [string, Record<string, unknown>, RegExp][] = [
    ['a commit naming a folder inside another release', {commit: `${HEAD_1}/build/evil`}, /commit/],
    ['a commit that climbs out of releases/', {commit: '../../../current'}, /commit/],
    [
      'a commit with a newline (a forged workflow command)',
      {commit: `${HEAD_1}\n::error::x`},
      /commit/,
    ],
    ['a tree that is not hex', {tree: 'x'.repeat(40)}, /tree/],
    ['clean as a string', {clean: 'true'}, /clean/],
    ['builtAt not ISO', {builtAt: 'yesterday'}, /builtAt/],
    ['a base URL that breaks out of nginx quotes', {baseUrl: '/previews/pr-7/\\";'}, /baseUrl/],
    ['a base URL of another folder', {baseUrl: '/previews/pr-7/../../'}, /baseUrl/],
    ['an unknown field', {nginx: 'include /etc;'}, /不认识的字段/],
  ];
  for (const [name, change, field] of attacks) {
    test(`refuses ${name}`, () => {
      assert.throws(() => parseReleaseInfo(JSON.stringify({...good, ...change})), field);
    });
  }
  test('accepts what the build writes, and a release from before base URLs were recorded', () => {
    assert.deepEqual(parseReleaseInfo(JSON.stringify(good)), good);
    const old = {...good};
    delete old.baseUrl;
    assert.equal(parseReleaseInfo(JSON.stringify(old)).baseUrl, '/');
  });
});

describe('publishing a preview refuses every attack and changes nothing on the target', () => {
  test('the two-push takeover: a second artifact naming a folder of the first is refused', async () => {
    const target = previewTarget();
    const first = makeBuild(
      {commit: HEAD_1},
      {
        'evil/nginx/preview.conf': 'location / { return 200 "DEFACED"; }',
        'evil/build/release.json': JSON.stringify({commit: HEAD_1}),
      },
    );
    assert.equal(await publish(first, target, HEAD_1), HEAD_1);
    const before = snapshot(target);
    const second = makeBuild({commit: `${HEAD_1}/build/evil`});
    // Named by the pull request's head (as the workflow does) or by the artifact's own word.
    await refused(publish(second, target, HEAD_2), /release\.json .*commit/);
    await refused(publish(second, target), /release\.json .*commit/);
    assert.deepEqual(snapshot(target), before);
    assert.equal(readlinkSync(path.join(target, 'current')), `releases/${HEAD_1}`);
  });

  test('the release is named after the trusted head, never the artifact, and --commit must be one', async () => {
    const target = previewTarget();
    assert.equal(await publish(makeBuild({commit: HEAD_1}), target, HEAD_2), HEAD_2);
    assert.ok(existsSync(path.join(target, 'releases', HEAD_2, 'build/index.html')));
    const before = snapshot(target);
    await refused(publish(makeBuild(), target, `${HEAD_1}/../x`), /--commit/);
    assert.deepEqual(snapshot(target), before);
  });

  test('a build holding a link (to a folder or a file) is refused before anything is uploaded', async () => {
    for (const [name, to] of [
      ['escape', '/etc'],
      ['hostname', '/etc/hostname'],
    ] as const) {
      const target = previewTarget();
      const build = makeBuild();
      symlinkSync(to, path.join(build, name));
      await refused(publish(build, target, HEAD_1), /不是普通文件或文件夹/);
      assert.deepEqual(snapshot(target), [], name);
    }
  });

  test('a preview over the size or file-count limit is refused before anything is uploaded', async () => {
    const big = makeBuild();
    // A sparse file: its size counts, its bytes are never written.
    writeFileSync(path.join(big, 'big.bin'), '');
    truncateSync(path.join(big, 'big.bin'), PREVIEW_LIMITS.bytes + 1);
    const target = previewTarget();
    await refused(publish(big, target, HEAD_1), /超过上限/);
    const many = makeBuild();
    mkdirSync(path.join(many, 'many'));
    for (let index = 0; index < PREVIEW_LIMITS.files; index++) {
      writeFileSync(path.join(many, 'many', String(index)), '');
    }
    await refused(publish(many, target, HEAD_1), /超过上限/);
    assert.deepEqual(snapshot(target), []);
  });

  test('a release the target already has under that name, from other sources, is not switched to', async () => {
    const target = path.join(newFolder('site'), 'cloudisle');
    mkdirSync(target);
    const site = {baseUrl: '/', commit: HEAD_1};
    await publish(makeBuild(site), target);
    // The same name, other files: what a folder planted under a release's name looks like.
    const other = makeBuild({...site, tree: 'e'.repeat(40)});
    const before = snapshot(target);
    await refused(publish(other, target), /不是这份构建的来源/);
    assert.deepEqual(snapshot(target), before);
  });
});

describe('the target script checks release ids on its own', () => {
  const script = path.join(siteDir, 'scripts/lib/deploy-target.sh');
  const run = (dir: string, ...args: string[]) =>
    spawnSync('sh', [script, dir, ...args], {encoding: 'utf8'});

  for (const id of ['../../victim', `${HEAD_1}/build/evil`, `${HEAD_1}\n${HEAD_2}`, '-rf', '']) {
    test(`refuses ${JSON.stringify(id)} in prepare, activate and rollback, and chmods nothing`, () => {
      const root = newFolder('origin');
      const target = path.join(root, 'site');
      const victim = path.join(root, 'victim');
      mkdirSync(path.join(target, 'releases'), {recursive: true});
      mkdirSync(path.join(victim, '.ssh'), {recursive: true, mode: 0o700});
      writeFileSync(path.join(target, 'history'), `${id}\n`);
      const before = [snapshot(root), statSync(path.join(victim, '.ssh')).mode];
      for (const args of [
        ['prepare', id],
        ['activate', id, ''],
      ]) {
        const result = run(target, ...args);
        assert.equal(result.status, 3, `${args[0]}: ${result.stderr}`);
        assert.match(result.stderr, /版本名只能由十六进制数字和 - 组成/);
      }
      // A history and a current link that someone made point outside releases/.
      symlinkSync(`releases/${id}`, path.join(target, 'current'));
      writeFileSync(path.join(target, 'history'), `../../victim\n${id}\n`);
      const rollback = run(target, 'rollback', '');
      assert.equal(rollback.status, 3, rollback.stderr);
      rmSync(path.join(target, 'current'));
      writeFileSync(path.join(target, 'history'), `${id}\n`);
      assert.deepEqual([snapshot(root), statSync(path.join(victim, '.ssh')).mode], before);
    });
  }

  test('ensure and purge act only on a folder named pr-N', () => {
    const root = newFolder('origin');
    for (const dir of [root, path.join(root, 'pr-x'), `${root}/pr-1/..`]) {
      assert.equal(run(dir, 'purge').status, 3, dir);
      assert.equal(run(dir, 'ensure').status, 3, dir);
    }
    assert.ok(existsSync(root));
  });
});

describe('removing a preview', () => {
  test('waits for a publish that holds the lock, then removes it', async () => {
    const target = previewTarget();
    await publish(makeBuild(), target, HEAD_1);
    // Hold the lock for a moment, as a publish in progress does.
    const holder = spawn('flock', [path.join(target, 'deploy.lock'), 'sleep', '1.5']);
    const released = new Promise((resolve) => holder.once('exit', resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await removePreview(target, {reload: '', log: () => {}});
    assert.equal(existsSync(target), false);
    await released;
  });
});

describe('generated nginx files', () => {
  const build = makeBuild();
  test('accept only plain paths, whatever reached them', () => {
    for (const releaseDir of [
      '/srv/p/releases/x\\";location /etc{',
      '/srv/p/../../etc',
      '/srv/p/$x',
    ]) {
      assert.throws(
        () => releaseNginxFiles(build, releaseDir, '/previews/pr-7/'),
        /拒绝写入 nginx/,
      );
    }
    assert.throws(() => releaseNginxFiles(build, '/srv/p', '/previews/pr-7/"'), /拒绝写入 nginx/);
    assert.match(
      releaseNginxFiles(build, '/srv/p/releases/abc', '/previews/pr-7/')['preview.conf']!,
      /root "\/srv\/p\/releases\/abc\/build";/,
    );
  });

  test("the site's nginx reads no preview file, and previews have a registrable domain of their own", () => {
    const conf = (name: string) => readFileSync(path.join(siteDir, 'deploy/nginx', name), 'utf8');
    const directives = (text: string) => text.replace(/#.*$/gm, '');
    assert.doesNotMatch(directives(conf('cloudisle.conf')), /preview/);
    assert.doesNotMatch(directives(conf('previews.conf')), /\/var\/www\/cloudisle\//);
    const site = new URL(operator.siteUrl).hostname;
    const previews = new URL(operator.previewUrl).hostname;
    // The site's registrable domain: its host without the first label (wiki.cloudisle.example).
    const siteDomain = site.split('.').slice(1).join('.');
    assert.ok(previews !== siteDomain && !previews.endsWith(`.${siteDomain}`), previews);
    assert.match(directives(conf('previews.conf')), new RegExp(`server_name ${previews};`));
  });
});
