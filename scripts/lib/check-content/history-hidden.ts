/**
 * docs/history-hidden.yml, the revisions whose text staff hid from the history pages
 * (plugins/page-history/hidden.ts): only known keys, each commit in the git history and on the
 * history of a page (of the page it names, if it names one), and a reason to show in its place.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {docPages} from '../../../lib/doc-pages';
import {
  COMMIT_PATTERN,
  HIDDEN_FILE,
  HIDDEN_KEYS,
  HiddenFileError,
  parseHidden,
} from '../../../plugins/page-history/hidden';
import type {Problem} from './source';

const GUIDE = '见发布指南“隐藏修订记录里的内容”';

export function historyHiddenProblems(siteDir: string): Problem[] {
  const file = path.join(siteDir, HIDDEN_FILE);
  if (!existsSync(file)) return [];
  const problems: Problem[] = [];
  const report = (line: number, field: string, problem: string, fix: string) =>
    problems.push({file: HIDDEN_FILE, line, field, problem, fix});
  let entries;
  try {
    entries = parseHidden(readFileSync(file, 'utf8'));
  } catch (error) {
    if (!(error instanceof HiddenFileError)) throw error;
    report(error.line, 'yaml', error.message, `照文件开头的说明写，${GUIDE}`);
    return problems;
  }
  const git = (args: string[]) =>
    execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
  const pages = docPages(siteDir);
  // The commits each page's history lists: its file's, renames followed, as the history pages read them.
  const commits = new Map<string, string[]>();
  const commitsOf = (pageFile: string) => {
    if (!commits.has(pageFile))
      commits.set(pageFile, git(['log', '--follow', '--format=%H', '--', pageFile]).split('\n'));
    return commits.get(pageFile)!;
  };
  for (const {commit, page, reason, line, lines} of entries) {
    const at = (key: string) => lines.get(key) ?? line;
    for (const key of lines.keys()) {
      if (!HIDDEN_KEYS.includes(key)) {
        report(
          at(key),
          key,
          `不认识的字段“${key}”`,
          '每一项只写 commit、reason 和（可以不写的）page：改正拼写，或者删掉这一行',
        );
      }
    }
    if (!reason) {
      report(
        at('reason'),
        'reason',
        '没有写隐藏的原因',
        '写一句 reason，例如“误贴了玩家的手机号”：修订记录里被隐藏的地方会显示它',
      );
    }
    if (!COMMIT_PATTERN.test(commit)) {
      report(
        at('commit'),
        'commit',
        commit ? `“${commit}”不是提交号` : '没有写 commit',
        `写那次修订的提交号：修订记录里每次修订标题最后的 7 位字母和数字，${GUIDE}`,
      );
      continue;
    }
    let sha: string;
    try {
      sha = git(['rev-parse', '--verify', '--quiet', `${commit}^{commit}`]).trim();
    } catch {
      report(
        at('commit'),
        'commit',
        `git 历史里没有提交 ${commit}（或者以它开头的提交不止一个）`,
        '从修订记录里复制完整的 7 位提交号；浅克隆先运行 git fetch --unshallow',
      );
      continue;
    }
    const touched = pages.filter(({file: pageFile}) => commitsOf(pageFile).includes(sha));
    if (page === undefined) {
      if (touched.length === 0) {
        report(
          at('commit'),
          'commit',
          `提交 ${commit} 没有改动任何 Wiki 或技术分享页面，修订记录里没有它`,
          '写在那一页的修订记录里加上这段文字的那次修订的提交号',
        );
      }
      continue;
    }
    const key = (address: string) => address.replace(/\/+$/, '');
    const named = pages.find(({permalink}) => key(permalink) === key(page));
    if (!named) {
      report(
        at('page'),
        'page',
        `${page} 不是 Wiki 或技术分享的页面`,
        '写页面在地址栏里的网址，例如 /docs/faq/rename；或者删掉 page 这一行，隐藏这次提交改动的每一页',
      );
    } else if (!touched.includes(named)) {
      report(
        at('page'),
        'page',
        `提交 ${commit} 没有改动 ${page}，它的修订记录里没有这次修订`,
        `核对提交号和网址${touched.length > 0 ? `（这次提交改动的是 ${touched.map(({permalink}) => permalink).join('、')}）` : ''}`,
      );
    }
  }
  return problems;
}
