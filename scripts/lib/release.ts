/**
 * What a build was made from. `npm run build` records it in build/release.json; `npm run deploy`
 * compares it with the checkout (unless it publishes a build CI made), so that only a build of
 * exactly the files at hand is published, and names the release after the commit.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export interface ReleaseInfo {
  /** The commit checked out when the build ran. */
  commit: string;
  /** Git tree of the working files (tracked and new, minus ignored ones) when the build ran. */
  tree: string;
  /** ISO time of the build. */
  builtAt: string;
  /** Whether the working files were exactly the commit's (no uncommitted change). */
  clean: boolean;
  /** The build's base URL: / for the site, /previews/pr-N/ for a pull request's preview. */
  baseUrl: string;
}

export const RELEASE_INFO_FILE = 'release.json';

export class ReleaseError extends Error {}

function git(siteDir: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
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

/** The release's name: the commit, plus the tree when the build had uncommitted changes. */
export function releaseId(info: ReleaseInfo): string {
  return info.clean ? info.commit : `${info.commit}-dirty-${info.tree.slice(0, 12)}`;
}

/** A release.json's content; releases published before base URLs were recorded are the site's. */
export function parseReleaseInfo(json: string): ReleaseInfo {
  return {baseUrl: '/', ...(JSON.parse(json) as Omit<ReleaseInfo, 'baseUrl'>)};
}

export function readReleaseInfo(buildDir: string): ReleaseInfo | undefined {
  const file = path.join(buildDir, RELEASE_INFO_FILE);
  return existsSync(file) ? parseReleaseInfo(readFileSync(file, 'utf8')) : undefined;
}
