/**
 * What a build was made from. `npm run build` records it in build/release.json; `npm run deploy`
 * compares it with the checkout (unless it publishes a build CI made), so that only a build of
 * exactly the files at hand is published, and names the release after the commit.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {isPullRequestNumber} from '../../src/preview';

export interface ReleaseInfo {
  /** The commit checked out when the build ran. */
  commit: string;
  /** Git tree of the working files (tracked and new, minus ignored ones) when the build ran. */
  tree: string;
  /** ISO time of the build. */
  builtAt: string;
  /** Whether the working files were exactly the commit's (no uncommitted change). */
  clean: boolean;
  /**
   * The build's base URL: always /, the site's and every preview's (each has a host of its own).
   * Releases of the site published before it was recorded have none, which means / too.
   */
  baseUrl: string;
  /** The pull request whose preview this build is (served at pr-N.<previewDomain>); none for the site. */
  preview?: number;
}

export const RELEASE_INFO_FILE = 'release.json';

export class ReleaseError extends Error {}

/** Runs git in `siteDir` and returns its output, trimmed; throws with git's stderr on failure. */
export function git(siteDir: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync('git', args, {cwd: siteDir, env, encoding: 'utf8', stdio: 'pipe'}).trim();
}

/** The commit and the exact working files of a checkout, without touching its index. */
export function sourceState(siteDir: string): Pick<ReleaseInfo, 'commit' | 'tree' | 'clean'> {
  let commit: string;
  try {
    commit = git(siteDir, ['rev-parse', '--verify', 'HEAD']);
  } catch {
    throw new ReleaseError(
      `${siteDir} 不是一个有提交记录的 git 仓库：发布的版本以提交命名，请在仓库里提交后再构建和发布。`,
    );
  }
  // Stage everything into a scratch copy of the index and hash it: the tree id changes with any
  // edit, new file or deletion, and equals HEAD's tree when the checkout is clean.
  const scratch = mkdtempSync(path.join(tmpdir(), 'cloudisle-index-'));
  try {
    const index = path.join(scratch, 'index');
    const realIndex = path.resolve(siteDir, git(siteDir, ['rev-parse', '--git-path', 'index']));
    if (existsSync(realIndex)) copyFileSync(realIndex, index);
    const env = {...process.env, GIT_INDEX_FILE: index};
    git(siteDir, ['add', '--all', '.'], env);
    const tree = git(siteDir, ['write-tree'], env);
    return {commit, tree, clean: tree === git(siteDir, ['rev-parse', `${commit}^{tree}`])};
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

/**
 * A release's name: the 40-hex commit, then `-` and 12 hex of the tree for a build with
 * uncommitted changes. Hex and `-` only: it names a folder on the origin and lines of logs.
 */
const RELEASE_ID = /^[0-9a-f]{40}(-[0-9a-f]{12})?$/;
const OBJECT_ID = /^[0-9a-f]{40}$/;

/** Whether a value is a full commit (or tree) id: 40 hex digits. */
export const isObjectId = (value: unknown): value is string =>
  typeof value === 'string' && OBJECT_ID.test(value);
/** The ISO form `new Date().toISOString()` writes. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The release's name: the commit, plus the tree when the build had uncommitted changes. */
export function releaseId(info: ReleaseInfo): string {
  const id = info.clean ? info.commit : `${info.commit}-${info.tree.slice(0, 12)}`;
  if (!RELEASE_ID.test(id)) throw new ReleaseError(`不是有效的版本名：${JSON.stringify(id)}`);
  return id;
}

/** A value from release.json as an operator may safely read it in a message: quoted, short, one line. */
const shown = (value: unknown) => JSON.stringify(value)?.slice(0, 80) ?? String(value);

/**
 * A release.json's content, checked field by field: a build, a preview artifact made by a pull
 * request's own workflow above all, is untrusted, and its commit names folders on the origin.
 * Releases published before base URLs were recorded are the site's. Which pull request a
 * preview is for decides its host and the only folder it may go to, so it is checked as strictly.
 */
export function parseReleaseInfo(json: string, source = RELEASE_INFO_FILE): ReleaseInfo {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new ReleaseError(`${source} 不是有效的 JSON：重新构建后再发布。`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ReleaseError(`${source} 应当是一个对象：重新构建后再发布。`);
  }
  const {
    commit,
    tree,
    builtAt,
    clean,
    baseUrl = '/',
    preview,
    ...extra
  } = raw as Record<string, unknown>;
  const problems: string[] = [];
  if (!isObjectId(commit)) {
    problems.push(`commit 应是 40 位十六进制的提交号，收到 ${shown(commit)}`);
  }
  if (!isObjectId(tree)) {
    problems.push(`tree 应是 40 位十六进制的树号，收到 ${shown(tree)}`);
  }
  if (typeof clean !== 'boolean') problems.push(`clean 应是 true 或 false，收到 ${shown(clean)}`);
  if (typeof builtAt !== 'string' || !ISO_TIME.test(builtAt) || Number.isNaN(Date.parse(builtAt))) {
    problems.push(`builtAt 应是 ISO 时间（2026-11-26T08:00:00.000Z），收到 ${shown(builtAt)}`);
  }
  if (baseUrl !== '/') {
    problems.push(`baseUrl 应是 /（网站和每个预览都在自己主机名的根上），收到 ${shown(baseUrl)}`);
  }
  if (preview !== undefined && !isPullRequestNumber(preview)) {
    problems.push(`preview 应是拉取请求的编号（1 到 999999999 的整数），收到 ${shown(preview)}`);
  }
  const unknown = Object.keys(extra);
  if (unknown.length > 0) problems.push(`不认识的字段 ${unknown.map(shown).join('、')}`);
  if (problems.length > 0) {
    throw new ReleaseError(
      `${source} 不是 npm run build 写出的样子，拒绝发布：${problems.join('；')}。`,
    );
  }
  return {
    commit,
    tree,
    builtAt,
    clean,
    baseUrl,
    ...(preview !== undefined && {preview}),
  } as ReleaseInfo;
}

export function readReleaseInfo(buildDir: string): ReleaseInfo | undefined {
  const file = path.join(buildDir, RELEASE_INFO_FILE);
  return existsSync(file)
    ? parseReleaseInfo(
        readFileSync(file, 'utf8'),
        path.join(path.basename(buildDir), RELEASE_INFO_FILE),
      )
    : undefined;
}
