/**
 * Atomic releases on an nginx origin, for `npm run deploy` and `npm run rollback`.
 *
 * TARGET is a local directory or `host:/absolute/path` (reached with rsync and ssh; `host` may be
 * `user@host` or a Host alias of an ssh config). Its layout:
 *   releases/<id>/build/                  the site as built; never changed after upload
 *   releases/<id>/nginx/                  that build's nginx files: its root and its response
 *                                         headers (its CSP hashes), from scripts/lib/headers.ts
 *   current -> releases/<id>              the live release, switched with one rename
 *   assets/                               /assets/ of the kept releases, so a tab opened before
 *                                         a deploy still finds the chunks it was built with
 *   history                               the kept releases, oldest first; rollback walks it back
 *   loaded                                the release nginx loaded at its last reload
 *   deploy.lock                           held (flock) by the deploy or rollback that is running
 * deploy/nginx/cloudisle.conf includes current/nginx/*.conf, so nginx switches pages and headers
 * together when it reloads, never one without the other.
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {request as httpRequest} from 'node:http';
import {request as httpsRequest} from 'node:https';
import {hostname, tmpdir, userInfo} from 'node:os';
import path from 'node:path';
import {siteOrigin} from '../../src/preview';
import {releaseNginxFiles} from './headers';
import {
  ReleaseError,
  isObjectId,
  parseReleaseInfo,
  readReleaseInfo,
  releaseId,
  sourceState,
  type ReleaseInfo,
} from './release';

export class DeployError extends Error {}

export const DEFAULT_KEEP = 5;

/**
 * The most a pull request's preview may hold, checked before anything is uploaded: previews share
 * a disk. A preview of the whole site takes about 17 MiB on disk in 770 entries (580 files, 190
 * folders), 7 levels deep at most (img/share/blog/authors/<author>/page/2.png); the limits leave
 * room for years of posts and images. Folders count like files: empty ones cost an inode and a
 * block each. Bytes are what the entries take on disk, or their size when larger (rsync writes
 * a sparse file in full).
 */
export const PREVIEW_LIMITS = {bytes: 200 * 1024 * 1024, entries: 10_000, depth: 16};

/** How long removing a preview waits for a publish of the same preview to finish. */
const REMOVE_LOCK_WAIT_SECONDS = 600;

/** How long the origin gets to serve a switched-to release after the reload. */
const CHECK_TIMEOUT_MS = 10_000;

export interface Target {
  /** ssh destination (user@host or a Host alias), or undefined for a directory on this machine. */
  host?: string;
  /** Absolute path of the target directory on its host. */
  dir: string;
  /** The ssh command and its options, as words. */
  ssh: string[];
}

/** Characters nginx's `root` or a shell would read as something else than part of a path. */
const UNSAFE_PATH = /[$'"`\\\n\r]/;

function parseTarget(raw: string, sshCommand: string): Target {
  const ssh = [...sshCommand.trim().split(/\s+/), '-o', 'BatchMode=yes'];
  const remote = /^([^/:]+):(.*)$/.exec(raw);
  const [host, dir] = remote ? [remote[1]!, remote[2]!] : [undefined, path.resolve(raw)];
  if (host !== undefined && !/^[A-Za-z0-9_.@-]+$/.test(host)) {
    throw new DeployError(
      `目标 ${raw} 的主机部分 ${host} 不是 user@host 或 ssh 配置里的 Host 名。`,
    );
  }
  if (host?.startsWith('-')) {
    throw new DeployError(`目标 ${raw} 的主机部分不能以 - 开头（ssh 会把它当成选项）。`);
  }
  if (!dir.startsWith('/')) {
    throw new DeployError(
      `目标 ${raw} 的路径必须是绝对路径（nginx 按绝对路径找发布的文件），例如 ${host}:/var/www/cloudisle`,
    );
  }
  if (UNSAFE_PATH.test(dir)) {
    throw new DeployError(
      `目标路径 ${JSON.stringify(dir)} 含有 $、引号、反斜杠或换行：nginx 的 root 会读错，每次重新加载都会失败。换一个只含字母、数字和 / - _ . 的路径，例如 /var/www/cloudisle。`,
    );
  }
  return {host, dir: dir.replace(/\/+$/, '') || '/', ssh};
}

const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The steps that run on the target (a shell script, so that one ssh connection runs them). */
const TARGET_SCRIPT = readFileSync(path.join(__dirname, 'deploy-target.sh'), 'utf8');

/** The command that runs one action of the target script, locally or through ssh. */
function targetCommand(target: Target, args: string[]): [string, string[]] {
  const shell = ['sh', '-c', TARGET_SCRIPT, 'sh', target.dir, ...args];
  if (!target.host) return ['sh', shell.slice(1)];
  return [target.ssh[0]!, [...target.ssh.slice(1), target.host, shell.map(quote).join(' ')]];
}

function runOnTarget(target: Target, args: string[]): string {
  const [command, commandArgs] = targetCommand(target, args);
  const result = spawnSync(command, commandArgs, {encoding: 'utf8'});
  if (result.error) throw new DeployError(`无法运行 ${command}：${result.error.message}`);
  if (result.status === 3) throw new DeployError(result.stderr.trim());
  if (result.status !== 0) {
    throw new DeployError(
      `目标上的命令失败（退出码 ${result.status}）：${result.stderr.trim() || result.stdout.trim()}`,
    );
  }
  return result.stdout;
}

/** Who is deploying, for the lock's refusal message. */
function lockHolder(what: string): string {
  const {GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID} = process.env;
  const where = GITHUB_RUN_ID
    ? `GitHub Actions ${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`
    : `${userInfo().username}@${hostname()}`;
  return `${where} 的${what}`.replace(/[\r\n]/g, ' ');
}

/**
 * Takes the target's lock for a whole deploy or rollback: a process on the target holds it (flock)
 * while its input stays open. Refuses, naming the holder, when another run has it (at once, or
 * after `waitSeconds`). If this process dies, the pipe or the ssh connection closes and the lock
 * is released with it.
 */
async function takeLock(
  target: Target,
  what: string,
  waitSeconds = 0,
): Promise<{stillHeld: () => Promise<void>; release: () => Promise<void>}> {
  const [command, args] = targetCommand(target, ['lock', lockHolder(what), String(waitSeconds)]);
  const holder = spawn(command, args, {stdio: ['pipe', 'pipe', 'pipe']});
  const exited = new Promise<number | null>((resolve) => holder.once('close', resolve));
  let stdout = '';
  let stderr = '';
  holder.stderr.on('data', (chunk) => (stderr += chunk));
  await new Promise<void>((resolve, reject) => {
    holder.once('error', (error) =>
      reject(new DeployError(`无法运行 ${command}：${error.message}`)),
    );
    holder.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('locked\n')) resolve();
    });
    void exited.then((status) =>
      reject(
        new DeployError(
          status === 3 ? stderr.trim() : `无法在目标上加锁（退出码 ${status}）：${stderr.trim()}`,
        ),
      ),
    );
  });
  return {
    // The holder's exit is seen only once the event loop has run (the steps block it).
    stillHeld: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      if (holder.exitCode !== null) {
        throw new DeployError(
          `与目标的连接断开，锁已释放（${stderr.trim() || `退出码 ${holder.exitCode}`}）；线上版本没有改变，重新运行即可。`,
        );
      }
    },
    release: async () => {
      holder.stdin.end();
      await exited;
    },
  };
}

export interface DeployOptions {
  /** How many releases (and their /assets/) to keep. */
  keep?: number;
  /** Command run on the target after switching, e.g. `sudo systemctl reload nginx`. */
  reload?: string;
  /**
   * The origin's address (it may be an IP and port): after the reload, its release.json, asked
   * for the site's host name or the preview's own, must be this release's.
   */
  originUrl?: string;
  /** The ssh command, e.g. `ssh -F deploy/ssh_config` (default `ssh`). */
  ssh?: string;
  /** rsync bandwidth limit in KiB/s, so a deploy does not saturate the uplink. */
  bwlimit?: number;
  /**
   * The commit to name the release after, instead of the build's release.json: for a pull
   * request's preview, its head as GitHub reports it, since the artifact is the pull request's own.
   */
  commit?: string;
  /**
   * The build to publish, relative to the site directory. build/ must match the working files; any
   * other (an artifact CI built, build-preview/) is published as its release.json describes it.
   */
  build?: string;
  /** Refuse a build/ that does not match the working files (on unless a test serves a build). */
  requireFresh?: boolean;
  /** How long the origin gets to serve the switched-to release (default 10 s; tests shorten it). */
  checkTimeoutMs?: number;
  log?: (line: string) => void;
}

/**
 * The options' values, or their environment variables' (DEPLOY_RELOAD, DEPLOY_ORIGIN_URL,
 * DEPLOY_SSH). The origin defaults to the public address of the site, or of pull request
 * `preview`'s preview (its own host).
 */
function settings(options: DeployOptions, preview?: number) {
  return {
    log: options.log ?? console.log,
    reload: options.reload ?? process.env.DEPLOY_RELOAD ?? '',
    originUrl: (options.originUrl || process.env.DEPLOY_ORIGIN_URL || siteOrigin(preview)).replace(
      /\/+$/,
      '',
    ),
    ssh: options.ssh ?? process.env.DEPLOY_SSH ?? 'ssh',
  };
}

/** The build to publish, what it was made from and its release id, or a DeployError saying what to do first. */
function checkBuild(
  siteDir: string,
  build = 'build',
  requireFresh = true,
  commit?: string,
): {buildDir: string; info: ReleaseInfo; id: string} {
  const buildDir = path.resolve(siteDir, build);
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new DeployError(
      `没有可发布的构建：${build}/index.html 不存在。先运行 npm run build（预览用 npm run build:preview）。`,
    );
  }
  try {
    const info = readReleaseInfo(buildDir);
    if (!info) {
      throw new DeployError(
        `${build}/release.json 不存在：这个构建不是 npm run build 在 git 仓库里生成的。重新构建后再发布。`,
      );
    }
    if (build === 'build' && requireFresh) {
      const now = sourceState(siteDir);
      if (now.tree !== info.tree) {
        throw new DeployError(
          `build/ 已过期：它构建于 ${info.builtAt}（提交 ${info.commit.slice(0, 12)}），之后文件有了改动（现在是提交 ${now.commit.slice(0, 12)}${now.commit === info.commit ? '，有未提交的修改' : ''}）。运行 npm run build 重新构建后再发布。`,
        );
      }
    }
    if (commit !== undefined && !isObjectId(commit)) {
      throw new DeployError(
        `--commit 应是 40 位十六进制的提交号，收到 ${JSON.stringify(commit).slice(0, 80)}。`,
      );
    }
    return {buildDir, info, id: commit ?? releaseId(info)};
  } catch (error) {
    if (error instanceof ReleaseError) throw new DeployError(error.message);
    throw error;
  }
}

/**
 * A file or folder name as npm run build writes it: letters and digits of any script
 * (docs/tags/主播/), their marks, and - _ . ~ @ + , — not starting with - (a command's option).
 * Nothing else: a control character (a newline makes one name two lines of a file list), a
 * space, a quote, a backslash, $ or a backtick means something to a shell or a log, and invalid
 * UTF-8 reads as U+FFFD here.
 */
const SAFE_NAME = /^(?!-)[\p{L}\p{M}\p{N}_.~@+,-]+$/u;

/** Precompressed copies: an origin may send `page.html.gz` in place of `page.html`. */
const COMPRESSED = /\.(gz|br)$/i;

/**
 * Refuses, before anything is uploaded, a build that holds anything but regular files and folders
 * (a link could make rsync upload what it points to, or the origin serve it), a name the build
 * never writes, a precompressed file, and a preview over PREVIEW_LIMITS.
 */
function checkContents(buildDir: string, info: ReleaseInfo) {
  let bytes = 0;
  let entries = 0;
  let depth = 0;
  for (const entry of readdirSync(buildDir, {recursive: true, encoding: 'utf8'})) {
    const shown = JSON.stringify(entry).slice(0, 200);
    const names = entry.split(path.sep);
    if (!names.every((name) => SAFE_NAME.test(name))) {
      throw new DeployError(
        `构建里的 ${shown} 的名字含有 npm run build 不会写出的字符（名字只能由字母、数字、汉字和 - _ . ~ @ + , 组成，不能以 - 开头），拒绝发布，没有上传任何东西。它多半来自 static/：改名后重新构建，再发布。`,
      );
    }
    const stat = lstatSync(path.join(buildDir, entry));
    if (!stat.isFile() && !stat.isDirectory()) {
      throw new DeployError(
        `构建里的 ${shown} 不是普通文件或文件夹（符号链接、设备或管道），拒绝发布。构建只会写出普通文件：重新构建后再发布。`,
      );
    }
    if (stat.isFile() && COMPRESSED.test(entry)) {
      throw new DeployError(
        `构建里的 ${shown} 是压缩文件（.gz 或 .br）：npm run build 不会生成它，源站可能把它当作同名文件的压缩版发给浏览器，顶替真正的页面。拒绝发布，没有上传任何东西。从 static/ 删除它后重新构建，再发布。`,
      );
    }
    bytes += Math.max(stat.size, stat.blocks * 512);
    entries += 1;
    depth = Math.max(depth, names.length);
  }
  if (info.preview === undefined) return;
  const {bytes: maxBytes, entries: maxEntries, depth: maxDepth} = PREVIEW_LIMITS;
  if (bytes > maxBytes || entries > maxEntries || depth > maxDepth) {
    throw new DeployError(
      `预览有 ${entries} 个文件和文件夹、占 ${(bytes / 1024 / 1024).toFixed(1)} MiB、最深 ${depth} 层，超过上限（${maxEntries} 个、${maxBytes / 1024 / 1024} MiB、${maxDepth} 层），没有上传任何东西。检查拉取请求是否加入了大文件或大量文件夹。`,
    );
  }
}

/** The folder of pull request N's preview on the previews origin ends with /pr-N. */
const PREVIEW_DIR = /\/pr-(\d+)$/;

/**
 * A preview goes to …/pr-N only, spelt exactly as its number (its folder's server answers for
 * pr-N.<previewDomain>, so no other folder may claim that host), and nothing else goes to a
 * preview's folder.
 */
function checkDestination(info: ReleaseInfo, target: Target) {
  const {preview} = info;
  const intoPreview = PREVIEW_DIR.exec(target.dir);
  if (preview !== undefined && intoPreview?.[1] !== String(preview)) {
    throw new DeployError(
      `这是拉取请求 ${preview} 的预览（release.json 的 preview 是 ${preview}），只能发布到以 /pr-${preview} 结尾的目标，例如 预览源站:/var/www/cloudisle-previews/pr-${preview}；收到 ${target.dir}。`,
    );
  }
  if (preview === undefined && intoPreview) {
    throw new DeployError(
      `这是网站本身的构建，不能发布到预览目录 ${target.dir}。预览用 npm run build:preview -- ${intoPreview[1]} 构建。`,
    );
  }
}

/**
 * GETs `url` asking for `host`, the public host name the build is served under, as the Host of
 * the request and the name TLS checks: the origin, whatever address reaches it, answers as it
 * does for that host (each preview is a host of its own there). fetch() cannot: it always sends
 * the address's own host.
 */
function get(
  url: string,
  host: string,
  signal: AbortSignal,
): Promise<{status: number; ok: boolean; body: string}> {
  const address = new URL(url);
  const send = address.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(signal.aborted ? (signal.reason as Error) : error);
    const request = send(
      address,
      {
        headers: {host, 'cache-control': 'no-cache'},
        servername: new URL(`http://${host}`).hostname,
        signal,
      },
      (response) => {
        let body = '';
        const status = response.statusCode ?? 0;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({status, ok: status >= 200 && status < 300, body}));
        response.on('error', failed);
      },
    );
    request.on('error', failed);
    request.end();
  });
}

/**
 * What the origin answers for its release.json, asked for `host`: the file, checked field by
 * field, or why not (an error page, a proxy's JSON, no answer by `deadline`, at least a second
 * given). Never throws.
 */
async function servedRelease(
  url: string,
  host: string,
  deadline: number,
): Promise<ReleaseInfo | string> {
  const timeout = Math.max(deadline - Date.now(), 1000);
  try {
    const response = await get(url, host, AbortSignal.timeout(timeout));
    if (!response.ok) return `HTTP ${response.status}`;
    const {body} = response;
    try {
      return parseReleaseInfo(body);
    } catch {
      return `HTTP ${response.status}，内容却不是 release.json：${JSON.stringify(body.slice(0, 80))}`;
    }
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      return `${(timeout / 1000).toFixed(1)} 秒内没有回答`;
    }
    return (error as Error).message;
  }
}

/** The target's output of a switch: its lines, and the switched-to release's release.json last. */
function switchOutput(output: string): {lines: string[]; releaseJson: string} {
  const lines = output.trim().split('\n');
  return {releaseJson: lines.pop()!.replace(/^release\.json /, ''), lines};
}

/**
 * After a switch and its reload: waits until the origin serves `expected` as its release.json
 * (what this process validated, never what the target or the origin says it should be). When it
 * does not, puts the state before the switch back on the target and fails, saying what the
 * origin answered.
 */
async function checkOrRestore(
  target: Target,
  lines: string[],
  expected: ReleaseInfo,
  options: DeployOptions,
) {
  const {log, reload, originUrl} = settings(options, expected.preview);
  for (const line of lines) log(line);
  if (!reload) return;
  const checkUrl = `${originUrl}${expected.baseUrl}release.json`;
  // The site's host, or the preview's own: an origin given by another address serves it by name.
  const host = new URL(siteOrigin(expected.preview)).host;
  const same = (served: ReleaseInfo | string) =>
    typeof served === 'object' &&
    served.commit === expected.commit &&
    served.tree === expected.tree &&
    served.builtAt === expected.builtAt &&
    served.baseUrl === expected.baseUrl &&
    served.preview === expected.preview;
  const deadline = Date.now() + (options.checkTimeoutMs ?? CHECK_TIMEOUT_MS);
  let served: ReleaseInfo | string = '检查没有完成';
  try {
    served = await servedRelease(checkUrl, host, deadline);
    while (!same(served) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      served = await servedRelease(checkUrl, host, deadline);
    }
    if (same(served)) {
      log(`源站已在服务这个版本（${checkUrl}）。`);
      return;
    }
  } catch (error) {
    // Whatever stopped the check, the release is unverified: it is put back like a mismatch.
    served = String(error);
  }
  const answer =
    typeof served === 'string' ? served : `另一个版本（提交 ${served.commit.slice(0, 12)}）`;
  const restored = runOnTarget(target, ['restore', reload]).trim();
  throw new DeployError(
    `重新加载后，源站没有返回这个版本的 release.json（${checkUrl}：${answer}）。${restored}，线上仍是原来的版本。` +
      `HTTP 403 通常是 nginx 的工作进程（例如 www-data）读不到 ${target.dir} 或它的上级目录；` +
      '检查目录权限，或用 --origin-url（DEPLOY_ORIGIN_URL）给出网站在这个源站上的地址。',
  );
}

export async function deploy(
  siteDir: string,
  rawTarget: string,
  options: DeployOptions = {},
): Promise<string> {
  const {log, reload, ssh} = settings(options);
  const keep = options.keep ?? DEFAULT_KEEP;
  if (!Number.isInteger(keep) || keep < 2) {
    throw new DeployError(`--keep 必须是不小于 2 的整数（要能回滚到上一版），收到 ${keep}。`);
  }
  const {buildDir, info, id} = checkBuild(
    siteDir,
    options.build,
    options.requireFresh ?? true,
    options.commit,
  );
  const target = parseTarget(rawTarget, ssh);
  checkDestination(info, target);
  checkContents(buildDir, info);
  // A pull request's preview folder is made on its first deploy.
  if (info.preview !== undefined) runOnTarget(target, ['ensure']);
  const lock = await takeLock(target, `发布（${id}）`);
  try {
    const [state, current, existingJson] = runOnTarget(target, ['prepare', id]).trim().split('\n');
    log(`发布 ${id} 到 ${rawTarget}（当前：${current || '无'}）`);
    let expected = info;
    if (state === 'new') upload(buildDir, info, target, id, current, options.bwlimit, log);
    else {
      expected = existingRelease(id, existingJson ?? '', info, options.commit !== undefined);
      log(`releases/${id}/ 已经在目标上，直接切换到它。`);
    }
    await lock.stillHeld();
    const {lines} = switchOutput(runOnTarget(target, ['activate', id, reload]));
    await checkOrRestore(target, lines, expected, options);
    for (const line of runOnTarget(target, ['finish', String(keep)])
      .trim()
      .split('\n')) {
      if (line) log(line);
    }
  } finally {
    await lock.release();
  }
  return id;
}

/**
 * The release.json of a release the target already has under `id`: the same build of the same
 * sources (the same commit and files, or for a preview named by --commit, the same pull request),
 * or a DeployError. The check after the switch then expects this file.
 */
function existingRelease(
  id: string,
  json: string,
  info: ReleaseInfo,
  namedByCommit: boolean,
): ReleaseInfo {
  let existing: ReleaseInfo;
  try {
    existing = parseReleaseInfo(json, `目标上的 releases/${id}/build/release.json`);
  } catch (error) {
    if (error instanceof ReleaseError) throw new DeployError(error.message);
    throw error;
  }
  const same =
    existing.preview === info.preview &&
    (namedByCommit || (existing.commit === info.commit && existing.tree === info.tree));
  if (!same) {
    const what =
      existing.preview === undefined ? '网站本身的构建' : `拉取请求 ${existing.preview} 的预览`;
    throw new DeployError(
      `目标上已有 releases/${id}/，但它不是这份构建的来源（提交 ${existing.commit.slice(0, 12)}，${what}），没有做任何改动。在目标上删除 releases/${id}/ 后重新发布。`,
    );
  }
  return existing;
}

/**
 * Uploads build/ and the release's nginx files into releases/<id>.partial/; the target renames it
 * when it activates the release, so an interrupted upload leaves nothing that looks like a release.
 * Files equal to the live release's are hard-linked.
 */
function upload(
  buildDir: string,
  info: ReleaseInfo,
  target: Target,
  id: string,
  current: string | undefined,
  bwlimit: number | undefined,
  log: (line: string) => void,
) {
  const stage = mkdtempSync(path.join(tmpdir(), 'cloudisle-release-'));
  try {
    const releaseDir = `${target.dir}/releases/${id}`;
    mkdirSync(path.join(stage, 'nginx'));
    for (const [name, text] of Object.entries(
      releaseNginxFiles(buildDir, releaseDir, info.preview),
    )) {
      writeFileSync(path.join(stage, 'nginx', name), text);
    }
    // The release holds the build as build/ whatever its folder is called here (build-preview/):
    // a link in the stage, which --copy-dirlinks uploads as the folder it points to.
    symlinkSync(buildDir, path.join(stage, 'build'));
    const rsync = [
      '-a',
      '--copy-dirlinks',
      '--delete',
      ...(target.host ? ['-e', target.ssh.join(' ')] : []),
      ...(bwlimit ? [`--bwlimit=${bwlimit}`] : []),
      ...(current ? ['--checksum', `--link-dest=${target.dir}/releases/${current}`] : []),
      `${stage}/`,
      `${target.host ? `${target.host}:` : ''}${releaseDir}.partial/`,
    ];
    log(`上传 ${path.basename(buildDir)}/ → releases/${id}/build/`);
    const result = spawnSync('rsync', rsync, {stdio: 'inherit'});
    if (result.error) throw new DeployError(`无法运行 rsync：${result.error.message}`);
    if (result.status !== 0) {
      throw new DeployError(`rsync 失败（退出码 ${result.status}），线上版本没有改变。`);
    }
  } finally {
    rmSync(stage, {recursive: true, force: true});
  }
}

export async function rollback(
  rawTarget: string,
  options: Pick<DeployOptions, 'reload' | 'originUrl' | 'ssh' | 'log'> = {},
) {
  const {reload, ssh} = settings(options);
  const target = parseTarget(rawTarget, ssh);
  const lock = await takeLock(target, '回滚');
  try {
    const {lines, releaseJson} = switchOutput(runOnTarget(target, ['rollback', reload]));
    let expected: ReleaseInfo;
    try {
      expected = parseReleaseInfo(releaseJson, '回滚到的版本的 release.json');
    } catch (error) {
      if (!(error instanceof ReleaseError)) throw error;
      const restored = runOnTarget(target, ['restore', reload]).trim();
      throw new DeployError(`${error.message}${restored}，线上仍是原来的版本。`);
    }
    await checkOrRestore(target, lines, expected, options);
    runOnTarget(target, ['finish']);
  } finally {
    await lock.release();
  }
}

/**
 * Takes a pull request's preview off the origin: removes its folder (…/pr-N) under the lock,
 * waiting for a publish of the same preview to finish first, then reloads nginx, which stops
 * serving it.
 */
export async function removePreview(
  rawTarget: string,
  options: Pick<DeployOptions, 'reload' | 'ssh' | 'log'> & {lockWaitSeconds?: number} = {},
) {
  const {log, reload, ssh} = settings(options);
  const target = parseTarget(rawTarget, ssh);
  if (!PREVIEW_DIR.test(target.dir)) {
    throw new DeployError(
      `只能删除预览目录（以 /pr-编号 结尾），收到 ${target.dir}。网站本身的版本用 npm run rollback 切换。`,
    );
  }
  // A pull request closed before its preview was published: make the folder, then remove it.
  runOnTarget(target, ['ensure']);
  const lock = await takeLock(
    target,
    '删除预览',
    options.lockWaitSeconds ?? REMOVE_LOCK_WAIT_SECONDS,
  );
  try {
    for (const line of runOnTarget(target, ['remove', reload]).trim().split('\n')) log(line);
  } finally {
    await lock.release();
  }
  runOnTarget(target, ['purge']);
}

/**
 * The pull request numbers of the previews (folders pr-N) in the previews' root folder, a local
 * directory or HOST:/path: listed on the origin, through ssh like every other step.
 */
export function listPreviews(rawRoot: string, options: Pick<DeployOptions, 'ssh'> = {}): number[] {
  const target = parseTarget(rawRoot, settings(options).ssh);
  return runOnTarget(target, ['previews'])
    .split('\n')
    .filter((name) => /^pr-[1-9]\d*$/.test(name))
    .map((name) => Number(name.slice('pr-'.length)));
}
