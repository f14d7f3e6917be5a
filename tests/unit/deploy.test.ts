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
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {DeployError, PREVIEW_LIMITS, deploy, removePreview} from '../../scripts/lib/deploy';
import {releaseNginxFiles} from '../../scripts/lib/headers';
import {makeTarget, startNginx} from '../../scripts/lib/nginx';
import {parseReleaseInfo} from '../../scripts/lib/release';
import {operator} from '../../src/operator';
import {getFromHost} from '../support/http';

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

/**
 * A build as `npm run build:preview -- 7` writes it, with `release` over its release.json
 * (`SITE` over it makes it the site's own build).
 */
function makeBuild(release: Record<string, unknown> = {}, files: Record<string, string> = {}) {
  const dir = newFolder('build');
  const info: Record<string, unknown> = {
    commit: 'c'.repeat(40),
    tree: 'd'.repeat(40),
    builtAt: '2026-11-26T08:00:00.000Z',
    clean: true,
    baseUrl: '/',
    preview: 7,
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

/** What makes makeBuild's build the site's: no pull request (JSON leaves undefined out). */
const SITE = {preview: undefined};

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
    ['a base URL that breaks out of nginx quotes', {baseUrl: '/\\";'}, /baseUrl/],
    ['a base URL of a path that previews share', {baseUrl: '/previews/pr-7/'}, /baseUrl/],
    ['a pull request number as a string', {preview: '7'}, /preview 应是拉取请求的编号/],
    ['a pull request number that is a path', {preview: '7/../../'}, /preview/],
    ['pull request 0', {preview: 0}, /preview/],
    ['a negative pull request number', {preview: -7}, /preview/],
    ['a fractional pull request number', {preview: 7.5}, /preview/],
    ['a pull request number beyond nine digits', {preview: 1e21}, /preview/],
    ['an unknown field', {nginx: 'include /etc;'}, /不认识的字段/],
  ];
  for (const [name, change, field] of attacks) {
    test(`refuses ${name}`, () => {
      assert.throws(() => parseReleaseInfo(JSON.stringify({...good, ...change})), field);
    });
  }
  test("accepts what the builds write (a preview's, the site's), and a release from before base URLs were recorded", () => {
    assert.deepEqual(parseReleaseInfo(JSON.stringify(good)), good);
    assert.equal(parseReleaseInfo(JSON.stringify(good)).preview, 7);
    const site = {...good};
    delete site.preview;
    assert.equal(parseReleaseInfo(JSON.stringify(site)).preview, undefined);
    const old = {...site};
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
        'evil/nginx/server.conf': 'server { server_name pr-42.x; return 200 "DEFACED"; }',
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
    for (let index = 0; index < PREVIEW_LIMITS.entries; index++) {
      writeFileSync(path.join(many, 'many', String(index)), '');
    }
    await refused(publish(many, target, HEAD_1), /超过上限/);
    assert.deepEqual(snapshot(target), []);
  });

  test('a release the target already has under that name, from other sources, is not switched to', async () => {
    const target = path.join(newFolder('site'), 'cloudisle');
    mkdirSync(target);
    const site = {...SITE, commit: HEAD_1};
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

describe("a preview goes to its own folder only, and the site never to a preview's", () => {
  test("pull request 7's preview is refused in pull request 42's folder, in pr-07, and outside pr-N", async () => {
    const root = newFolder('previews');
    for (const folder of ['pr-42', 'pr-07', 'cloudisle']) {
      const target = path.join(root, folder);
      await refused(
        publish(makeBuild(), target, HEAD_1),
        /这是拉取请求 7 的预览.*只能发布到以 \/pr-7 结尾的目标/,
      );
      assert.deepEqual(snapshot(target), [], folder);
    }
  });

  test("the site's own build is refused in a preview's folder", async () => {
    const target = previewTarget();
    await refused(
      publish(makeBuild(SITE), target, HEAD_1),
      /这是网站本身的构建，不能发布到预览目录 .*\/pr-7。预览用 npm run build:preview -- 7 构建/,
    );
    assert.deepEqual(snapshot(target), []);
  });

  test("a release already under that name that is another pull request's preview is not switched to", async () => {
    const target = previewTarget();
    await publish(makeBuild(), target, HEAD_1);
    // A release of pull request 42's preview under the name 7's publish uses, however it got
    // there: its server would answer for pr-42, so it must never become 7's.
    writeFileSync(
      path.join(target, 'releases', HEAD_1, 'build/release.json'),
      readFileSync(path.join(target, 'releases', HEAD_1, 'build/release.json'), 'utf8').replace(
        '"preview":7',
        '"preview":42',
      ),
    );
    const before = snapshot(target);
    await refused(publish(makeBuild(), target, HEAD_1), /不是这份构建的来源.*拉取请求 42 的预览/);
    assert.deepEqual(snapshot(target), before);
  });
});

describe('generated nginx files', () => {
  const build = makeBuild();
  const host = `pr-7.${operator.previewDomain}`;
  test('accept only plain paths and pull request numbers, whatever reached them', () => {
    for (const releaseDir of [
      '/srv/p/releases/x\\";location /etc{',
      '/srv/p/../../etc',
      '/srv/p/$x',
    ]) {
      assert.throws(() => releaseNginxFiles(build, releaseDir, 7), /拒绝写入 nginx/);
    }
    for (const number of [0, -1, 7.5, Number.NaN, 1e21]) {
      assert.throws(
        () => releaseNginxFiles(build, '/srv/p/releases/abc', number),
        /拒绝写入 nginx 配置：预览的主机名/,
        String(number),
      );
    }
  });

  test("a preview's file is a server of its own host: its root, its headers, noindex", () => {
    const files = releaseNginxFiles(build, '/srv/p/pr-7/releases/abc', 7);
    assert.deepEqual(Object.keys(files).sort(), ['page-headers.conf', 'server.conf']);
    const server = files['server.conf']!.replace(/#.*$/gm, '');
    assert.match(server, /^\s*server \{/);
    assert.match(server, new RegExp(`\\n    server_name ${host.replaceAll('.', '\\.')};\\n`));
    assert.match(server, /root "\/srv\/p\/pr-7\/releases\/abc\/build";/);
    assert.match(server, /include "\/srv\/p\/pr-7\/releases\/abc\/nginx\/page-headers\.conf";/);
    assert.match(server, /add_header X-Robots-Tag "noindex, nofollow" always;/);
    // The port and the shared settings come from one file; no path prefix is left.
    assert.match(server, /include preview-server\.conf;/);
    assert.doesNotMatch(server, /listen|previews\//);
  });

  test("the site's nginx reads no preview file, and previews have a registrable domain of their own", () => {
    const conf = (name: string) => readFileSync(path.join(siteDir, 'deploy/nginx', name), 'utf8');
    const directives = (text: string) => text.replace(/#.*$/gm, '');
    assert.doesNotMatch(directives(conf('cloudisle.conf')), /preview/);
    for (const name of ['previews.conf', 'preview-server.conf']) {
      assert.doesNotMatch(directives(conf(name)), /\/var\/www\/cloudisle\//, name);
    }
    const site = new URL(operator.siteUrl).hostname;
    const previews = operator.previewDomain;
    // The site's registrable domain: its host without the first label (wiki.cloudisle.example).
    const siteDomain = site.split('.').slice(1).join('.');
    assert.ok(previews !== siteDomain && !previews.endsWith(`.${siteDomain}`), previews);
    // Each preview is a server of its own; the previews' nginx itself answers no other host.
    assert.match(
      directives(conf('previews.conf')),
      /include \/var\/www\/cloudisle-previews\/\*\/current\/nginx\/server\.conf;/,
    );
    assert.doesNotMatch(
      directives(conf('previews.conf')),
      /location \/previews|server_name (?!_;)/,
    );
  });

  test('on the real previews nginx, each preview answers for its own host only', async () => {
    const root = makeTarget();
    const nginx = await startNginx(root, 'previews');
    try {
      for (const number of [7, 42]) {
        await deploy(siteDir, path.join(root, `pr-${number}`), {
          build: makeBuild({preview: number}, {'index.html': `<h1>PR ${number}</h1>`}),
          commit: HEAD_1,
          requireFresh: false,
          reload: nginx.reloadCommand,
          originUrl: nginx.origin,
          log: () => {},
        });
      }
      for (const number of [7, 42]) {
        const page = await getFromHost(nginx.origin, `pr-${number}.${operator.previewDomain}`);
        assert.equal(page.status, 200, String(number));
        assert.equal(page.body, `<h1>PR ${number}</h1>`);
        assert.equal(page.headers['x-robots-tag'], 'noindex, nofollow');
        assert.match(String(page.headers['content-security-policy']), /default-src/);
      }
      // Any other host (the bare domain, a preview never published, the address): not found.
      for (const other of [operator.previewDomain, `pr-8.${operator.previewDomain}`, '127.0.0.1']) {
        const page = await getFromHost(`${nginx.origin}/index.html`, other);
        assert.equal(page.status, 404, other);
        assert.equal(page.headers['x-robots-tag'], 'noindex, nofollow', other);
      }
    } finally {
      await nginx.stop();
      rmSync(root, {recursive: true, force: true});
    }
  });
});

describe('file names from a build never reach a shell loop', () => {
  const script = path.join(siteDir, 'scripts/lib/deploy-target.sh');
  const run = (dir: string, ...args: string[]) =>
    spawnSync('sh', [script, dir, ...args], {encoding: 'utf8'});
  /** A file outside every target, named by an absolute path: what a loop that splits names deletes. */
  const victim = () => {
    const file = path.join(newFolder('victim'), 'current');
    writeFileSync(file, 'another preview');
    return file;
  };

  test('an assets/ folder whose name ends in a newline, then an absolute path, is refused before upload', async () => {
    const file = victim();
    for (const [target, release] of [
      [previewTarget(), {}],
      [newFolder('site'), SITE],
    ] as const) {
      const build = makeBuild(release, {[`assets/q\n${file}`]: ''});
      await refused(
        publish(build, target, HEAD_1),
        /"assets\/q\\n.*名字含有 npm run build 不会写出的字符/,
      );
      assert.deepEqual(snapshot(target), [], target);
      assert.ok(existsSync(file), target);
    }
  });

  test('names a shell or a log reads as something else are refused; what the build writes is not', async () => {
    for (const name of [
      'a"b',
      "a'b",
      'a\\b',
      '$(id)',
      '`id`',
      '-rf',
      'a b',
      'a\tb',
      'a\rb',
      'a\u202eb',
    ]) {
      const target = previewTarget();
      await refused(
        publish(makeBuild({}, {[`img/${name}/x.png`]: ''}), target, HEAD_1),
        /不会写出的字符/,
      );
      assert.deepEqual(snapshot(target), [], name);
    }
    const target = previewTarget();
    const build = makeBuild(
      {},
      {
        'docs/tags/主播/index.html': '',
        'blog/ver2.6.16/index.html': '',
        'img/a~b@c+d,e_f.png': '',
        'pagefind/fragment/zh_1a2b.pf_fragment': '',
      },
    );
    assert.equal(await publish(build, target, HEAD_1), HEAD_1);
    assert.ok(existsSync(path.join(target, 'current/build/docs/tags/主播/index.html')));
  });

  test('the target script refuses to activate a release holding a name with a newline', () => {
    const target = newFolder('site');
    assert.equal(run(target, 'prepare', HEAD_1).status, 0);
    const partial = path.join(target, 'releases', `${HEAD_1}.partial`);
    mkdirSync(path.join(partial, 'build/assets/q\n/etc'), {recursive: true});
    writeFileSync(path.join(partial, 'build/release.json'), '{}');
    const before = snapshot(target);
    const result = run(target, 'activate', HEAD_1, '');
    assert.equal(result.status, 3, result.stderr);
    assert.match(result.stderr, /名字含控制字符（例如换行）/);
    assert.deepEqual(snapshot(target), before);
    assert.equal(existsSync(path.join(target, 'current')), false);
  });

  test("the target's pool cleanup deletes nothing outside the pool, whatever the names in it", async () => {
    const target = newFolder('site');
    await publish(makeBuild(SITE), target, HEAD_1);
    // A name already in the pool, as a release uploaded before names were checked left it.
    const file = victim();
    const planted = path.join(target, `assets/q\n${file}`);
    mkdirSync(path.dirname(planted), {recursive: true});
    writeFileSync(planted, '');
    const result = run(target, 'finish', '5');
    assert.equal(result.status, 0, result.stderr);
    assert.ok(existsSync(file));
    assert.equal(existsSync(planted), false, 'an unused pool file is still removed');
    assert.ok(existsSync(path.join(target, 'assets/main.js')), 'a used one stays');
  });

  test('a preview keeps no shared assets/ pool: its nginx serves its own release', async () => {
    const target = previewTarget();
    await publish(makeBuild(), target, HEAD_1);
    await publish(makeBuild({commit: HEAD_2}), target, HEAD_2);
    assert.equal(existsSync(path.join(target, 'assets')), false);
    assert.ok(existsSync(path.join(target, `releases/${HEAD_2}/build/assets/main.js`)));
  });
});

describe('a precompressed file never replaces a page', () => {
  for (const name of ['index.html.gz', 'docs/faq/rename/index.html.br', 'assets/js/main.js.GZ']) {
    test(`${name} is refused before anything is uploaded, naming the file and static/`, async () => {
      for (const [target, release] of [
        [previewTarget(), {}],
        [newFolder('site'), SITE],
      ] as const) {
        const build = makeBuild(release, {[name]: '<h1>defaced</h1>'});
        await refused(
          publish(build, target, HEAD_1),
          new RegExp(`"${name.replaceAll('.', '\\.')}" 是压缩文件.*从 static/ 删除它`),
        );
        assert.deepEqual(snapshot(target), [], target);
      }
    });
  }
});

describe('the preview limits count folders, depth and the space everything takes', () => {
  test(`${PREVIEW_LIMITS.entries} empty folders are refused before anything is uploaded`, async () => {
    const build = makeBuild();
    for (let index = 0; index < PREVIEW_LIMITS.entries; index++) {
      mkdirSync(path.join(build, `d${index}`));
    }
    const target = previewTarget();
    await refused(publish(build, target, HEAD_1), /预览有 \d+ 个文件和文件夹.*超过上限/);
    assert.deepEqual(snapshot(target), []);
  });

  test(`a preview deeper than ${PREVIEW_LIMITS.depth} levels is refused before anything is uploaded`, async () => {
    const deep = Array.from({length: PREVIEW_LIMITS.depth}, (_, index) => `l${index}`).join('/');
    const target = previewTarget();
    await refused(
      publish(makeBuild({}, {[`${deep}/x.html`]: ''}), target, HEAD_1),
      new RegExp(`最深 ${PREVIEW_LIMITS.depth + 1} 层，超过上限`),
    );
    assert.deepEqual(snapshot(target), []);
    // One level less is what the limit allows.
    const allowed = deep.split('/').slice(1).join('/');
    assert.equal(await publish(makeBuild({}, {[`${allowed}/x.html`]: ''}), target, HEAD_1), HEAD_1);
  });
});

describe('the check after the switch fails closed', () => {
  const servers: Server[] = [];
  after(() => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });
  /** An origin on this machine that answers release.json with `answer`, or never when it is undefined. */
  async function origin(answer?: (target: string) => string): Promise<[string, string]> {
    const target = path.join(newFolder('site'), 'cloudisle');
    mkdirSync(target);
    const server = createServer((_request, response) => {
      if (answer) response.writeHead(200, {'content-type': 'application/json'}).end(answer(target));
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port} = server.address() as {port: number};
    return [target, `http://127.0.0.1:${port}`];
  }
  /** Publishes release A unchecked, then B with a reload and the check against `originUrl`. */
  async function switchTo(target: string, originUrl: string) {
    await publish(makeBuild({...SITE, commit: HEAD_1}), target, HEAD_1);
    return deploy(siteDir, target, {
      build: makeBuild({...SITE, commit: HEAD_2}),
      commit: HEAD_2,
      requireFresh: false,
      reload: 'true',
      originUrl,
      checkTimeoutMs: 1500,
      log: () => {},
    });
  }
  const restored = (target: string) => {
    assert.equal(readlinkSync(path.join(target, 'current')), `releases/${HEAD_1}`);
    assert.equal(readFileSync(path.join(target, 'history'), 'utf8'), `${HEAD_1}\n`);
    assert.deepEqual(
      readdirSync(target).filter((name) => name.endsWith('.before')),
      [],
    );
  };

  for (const [name, answer, said] of [
    [
      'a proxy error as JSON',
      () => '{"error":"upstream timeout"}',
      'HTTP 200，内容却不是 release\\.json：.*upstream timeout',
    ],
    ['malformed JSON', () => '{"commit": "1111', 'HTTP 200，内容却不是 release\\.json：.*1111'],
    ['no answer at all', undefined, '[\\d.]+ 秒内没有回答'],
  ] as const) {
    // Before the check failed closed, the first left B live with *.before files behind, and the
    // last held the switch and the lock for minutes.
    test(
      `an origin that answers ${name} gets the previous release back`,
      {timeout: 20_000},
      async () => {
        const [target, originUrl] = await origin(answer);
        await refused(
          switchTo(target, originUrl),
          new RegExp(
            `源站没有返回这个版本的 release\\.json（[^（]+：${said}.*）。current 已换回 ${HEAD_1}`,
          ),
        );
        restored(target);
      },
    );
  }

  test('an origin that serves the switched-to release passes the same check', async () => {
    const [target, originUrl] = await origin((dir) =>
      readFileSync(path.join(dir, 'current/build/release.json'), 'utf8'),
    );
    assert.equal(await switchTo(target, originUrl), HEAD_2);
    assert.equal(readlinkSync(path.join(target, 'current')), `releases/${HEAD_2}`);
  });
});

describe('purge never breaks the lock', () => {
  const script = path.join(siteDir, 'scripts/lib/deploy-target.sh');

  test('while a publish holds the lock, purge removes nothing and a second run is still refused', async () => {
    const target = previewTarget();
    await publish(makeBuild(), target, HEAD_1);
    const holder = spawn('sh', [script, target, 'lock', 'A', '0']);
    await new Promise<void>((resolve) =>
      holder.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('locked')) resolve();
      }),
    );
    try {
      const purge = spawnSync('sh', [script, target, 'purge'], {encoding: 'utf8'});
      assert.ok(existsSync(path.join(target, 'deploy.lock')));
      assert.ok(existsSync(path.join(target, 'current')));
      const second = spawnSync('sh', [script, target, 'lock', 'B', '0'], {
        encoding: 'utf8',
        input: '',
      });
      assert.equal(second.status, 3, second.stdout);
      assert.match(second.stderr, /另一个发布或回滚正在进行：A/);
      assert.equal(purge.status, 3, purge.stderr);
      assert.match(purge.stderr, /没有删除预览目录 .*一次发布正在使用它/);
    } finally {
      holder.stdin.end();
      await new Promise((resolve) => holder.once('close', resolve));
    }
  });

  test('purge removes only a folder that holds nothing but its lock', () => {
    const target = previewTarget();
    mkdirSync(path.join(target, 'releases'), {recursive: true});
    const purge = spawnSync('sh', [script, target, 'purge'], {encoding: 'utf8'});
    assert.equal(purge.status, 3, purge.stderr);
    assert.match(purge.stderr, /除了 deploy\.lock 还有别的东西/);
    assert.ok(existsSync(path.join(target, 'releases')));
    rmSync(path.join(target, 'releases'), {recursive: true});
    assert.equal(spawnSync('sh', [script, target, 'purge']).status, 0);
    assert.equal(existsSync(target), false);
  });
});
