/**
 * Atomic releases on an nginx origin, for `npm run deploy` and `npm run rollback`.
 *
 * TARGET is a local directory or `user@host:/absolute/path` (reached with rsync and ssh). Its layout:
 *   releases/<id>/build/                  the site as built; never changed after upload
 *   releases/<id>/nginx/                  that build's nginx files: its root and its response
 *                                         headers (its CSP hashes), from scripts/lib/headers.ts
 *   current -> releases/<id>              the live release, switched with one rename
 *   assets/                               /assets/ of the kept releases, so a tab opened before
 *                                         a deploy still finds the chunks it was built with
 *   history                               the kept releases, oldest first; rollback walks it back
 * deploy/nginx/cloudisle.conf includes current/nginx/*.conf, so nginx switches pages and headers
 * together when it reloads, never one without the other.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {releaseNginxFiles} from './headers';
import {ReleaseError, readReleaseInfo, releaseId, sourceState} from './release';

export class DeployError extends Error {}

export const DEFAULT_KEEP = 5;

export interface Target {
  /** ssh destination (user@host), or undefined for a directory on this machine. */
  host?: string;
  /** Absolute path of the target directory on its host. */
  dir: string;
}

function parseTarget(raw: string): Target {
  const remote = /^([^/:]+):(.*)$/.exec(raw);
  if (!remote) return {dir: path.resolve(raw)};
  const [, host, dir] = remote;
  if (!dir!.startsWith('/')) {
    throw new DeployError(
      `目标 ${raw} 的路径必须是绝对路径（nginx 按绝对路径找发布的文件），例如 ${host}:/var/www/cloudisle`,
    );
  }
  return {host, dir: dir!.replace(/\/+$/, '') || '/'};
}

const SSH = ['ssh', '-o', 'BatchMode=yes'];
const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/** The steps that run on the target (a shell script, so that one ssh connection runs them). */
const TARGET_SCRIPT = readFileSync(path.join(__dirname, 'deploy-target.sh'), 'utf8');

function runOnTarget(target: Target, args: string[]): string {
  const shell = ['sh', '-s', '--', target.dir, ...args];
  const [command, ...commandArgs] = target.host
    ? [...SSH, target.host, shell.map(quote).join(' ')]
    : shell;
  const result = spawnSync(command!, commandArgs, {input: TARGET_SCRIPT, encoding: 'utf8'});
  if (result.error) throw new DeployError(`无法运行 ${command}：${result.error.message}`);
  if (result.status === 3) throw new DeployError(result.stderr.trim());
  if (result.status !== 0) {
    throw new DeployError(
      `目标上的命令失败（退出码 ${result.status}）：${result.stderr.trim() || result.stdout.trim()}`,
    );
  }
  return result.stdout;
}

export interface DeployOptions {
  /** How many releases (and their /assets/) to keep. */
  keep?: number;
  /** Command run on the target after switching, e.g. `sudo systemctl reload nginx`. */
  reload?: string;
  /** rsync bandwidth limit in KiB/s, so a deploy does not saturate the uplink. */
  bwlimit?: number;
  /** Refuse a build that does not match the working files (on unless a test serves a build). */
  requireFresh?: boolean;
  log?: (line: string) => void;
}

/** The build to publish and its release id, or a DeployError saying what to do first. */
function checkBuild(siteDir: string, requireFresh = true): {buildDir: string; id: string} {
  const buildDir = path.join(siteDir, 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new DeployError('没有可发布的构建：build/index.html 不存在。先运行 npm run build。');
  }
  const info = readReleaseInfo(buildDir);
  if (!info) {
    throw new DeployError(
      'build/release.json 不存在：这个 build/ 不是 npm run build 在 git 仓库里生成的。运行 npm run build 重新构建。',
    );
  }
  try {
    if (requireFresh) {
      const now = sourceState(siteDir);
      if (now.tree !== info.tree) {
        throw new DeployError(
          `build/ 已过期：它构建于 ${info.builtAt}（提交 ${info.commit.slice(0, 12)}），之后文件有了改动（现在是提交 ${now.commit.slice(0, 12)}${now.commit === info.commit ? '，有未提交的修改' : ''}）。运行 npm run build 重新构建后再发布。`,
        );
      }
    }
    return {buildDir, id: releaseId(siteDir, info)};
  } catch (error) {
    if (error instanceof ReleaseError) throw new DeployError(error.message);
    throw error;
  }
}

export function deploy(siteDir: string, rawTarget: string, options: DeployOptions = {}): string {
  const log = options.log ?? console.log;
  const keep = options.keep ?? DEFAULT_KEEP;
  if (!Number.isInteger(keep) || keep < 2) {
    throw new DeployError(`--keep 必须是不小于 2 的整数（要能回滚到上一版），收到 ${keep}。`);
  }
  const {buildDir, id} = checkBuild(siteDir, options.requireFresh ?? true);
  const target = parseTarget(rawTarget);
  const [state, current] = runOnTarget(target, ['prepare', id]).trim().split('\n');
  log(`发布 ${id} 到 ${rawTarget}（当前：${current || '无'}）`);

  if (state === 'new') {
    const stage = mkdtempSync(path.join(tmpdir(), 'cloudisle-release-'));
    try {
      const releaseDir = `${target.dir}/releases/${id}`;
      mkdirSync(path.join(stage, 'nginx'));
      for (const [name, text] of Object.entries(releaseNginxFiles(buildDir, releaseDir))) {
        writeFileSync(path.join(stage, 'nginx', name), text);
      }
      // Upload into <id>.partial and rename it when complete: an interrupted upload leaves
      // nothing that looks like a release. Files equal to the live release's are hard-linked.
      const rsync = [
        '-a',
        '--delete',
        ...(target.host ? ['-e', SSH.join(' ')] : []),
        ...(options.bwlimit ? [`--bwlimit=${options.bwlimit}`] : []),
        ...(current ? ['--checksum', `--link-dest=${target.dir}/releases/${current}`] : []),
        buildDir,
        `${stage}/`,
        `${target.host ? `${target.host}:` : ''}${releaseDir}.partial/`,
      ];
      log(`上传 build/ → releases/${id}/`);
      const result = spawnSync('rsync', rsync, {stdio: 'inherit'});
      if (result.error) throw new DeployError(`无法运行 rsync：${result.error.message}`);
      if (result.status !== 0) {
        throw new DeployError(`rsync 失败（退出码 ${result.status}），线上版本没有改变。`);
      }
    } finally {
      rmSync(stage, {recursive: true, force: true});
    }
  } else {
    log(`releases/${id}/ 已经在目标上，直接切换到它。`);
  }

  const reload = options.reload ?? process.env.DEPLOY_RELOAD ?? '';
  const output = runOnTarget(target, ['activate', id, String(keep), reload]);
  for (const line of output.trim().split('\n')) log(line);
  return id;
}

export function rollback(rawTarget: string, options: Pick<DeployOptions, 'reload' | 'log'> = {}) {
  const log = options.log ?? console.log;
  const reload = options.reload ?? process.env.DEPLOY_RELOAD ?? '';
  const output = runOnTarget(parseTarget(rawTarget), ['rollback', reload]);
  for (const line of output.trim().split('\n')) log(line);
}
