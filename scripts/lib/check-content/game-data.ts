/**
 * The game's numbers (data/game): the files' own problems (lib/game-data.ts), the tags pages use to
 * take numbers from them, and each version post's 数值变化 table against what the data records
 * for that version.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  CHANGES_HEADING,
  GAME_DATA_DIR,
  GameTagError,
  changesIn,
  changesInPost,
  changesTable,
  expandGameData,
  gameTagLines,
  readGameData,
  type GameData,
} from '../../../lib/game-data';
import {parseMdx} from '../../../lib/markdown-links';
import type {MdastNode} from '../../../lib/mdx-import';
import {parsePostSlug, readPosts} from '../../../lib/posts';
import type {Problem} from './source';

/**
 * The tags of a page that name nothing in the data, each with its line. Posts may use none: a post
 * states the numbers of its day, which a tag would change when the data does.
 */
export function gameTagProblems(
  file: string,
  text: string,
  data: GameData,
  isPost: boolean,
): Problem[] {
  const problems: Problem[] = [];
  for (const {line, tag} of gameTagLines(text)) {
    const report = (problem: string, fix: string) =>
      problems.push({file, line, field: 'game', problem, fix});
    if (isPost) {
      report(`更新日志里用了 ${tag}`, '文章写发布那天的数值，直接写数字；它不该随以后的改动而变');
      continue;
    }
    try {
      expandGameData(parseMdx(tag, file) as MdastNode, data, file);
    } catch (error) {
      if (error instanceof GameTagError) report(`${error.tag} ${error.problem}`, error.fix);
      // A tag MDX cannot read at all: the build would stop on it too.
      else report((error as Error).message, '对照 data/game 里的文件改 of');
    }
  }
  return problems;
}

/** Data problems, then each version post whose 数值变化 disagrees with the data. */
export function gameDataProblems(siteDir: string): Problem[] {
  const {data, problems} = readGameData(siteDir);
  const found: Problem[] = [...problems];
  for (const post of readPosts(siteDir)) {
    const slug = parsePostSlug(post.slug);
    const text = readFileSync(path.join(siteDir, post.file), 'utf8');
    found.push(...gameTagProblems(post.file, text, data, true));
    if (slug.kind !== 'version') continue;
    const expected = changesIn(data, slug.version);
    const written = changesInPost(text);
    const report = (line: number, problem: string, fix: string) =>
      found.push({file: post.file, line, field: CHANGES_HEADING, problem, fix});
    if (written === undefined) {
      if (expected.length > 0) {
        report(
          1,
          `${GAME_DATA_DIR} 记下 ${slug.version} 改了 ${expected.length} 个数值，公告里没有“${CHANGES_HEADING}”一节`,
          `在文章末尾加上“## ${CHANGES_HEADING}”和这张表：${changesTable(expected).replaceAll('\n', ' ')}`,
        );
      }
      continue;
    }
    const key = ({what, before, after}: {what: string; before: string; after: string}) =>
      `${what}|${before}|${after}`.replace(/\s+/g, '');
    const expectedKeys = new Set(expected.map(key));
    const writtenKeys = new Set(written.map(({change}) => key(change)));
    for (const {line, change} of written) {
      if (!expectedKeys.has(key(change))) {
        const same = expected.find(({what}) => what === change.what);
        report(
          line,
          same
            ? `“${change.what}”写的是 ${change.before} → ${change.after}，${GAME_DATA_DIR} 里是 ${same.before} → ${same.after}`
            : `${GAME_DATA_DIR} 没有记下 ${slug.version} 改了“${change.what}”`,
          `先改 ${GAME_DATA_DIR} 里的数值（写成“${slug.version} 起 新数值”），再照它改这一行；这张表由 npm run new:post 生成，数值以数据为准`,
        );
      }
    }
    const headingLine =
      text.split('\n').findIndex((line) => line.includes(`## ${CHANGES_HEADING}`)) + 1;
    for (const change of expected) {
      if (!writtenKeys.has(key(change))) {
        report(
          headingLine,
          `“${CHANGES_HEADING}”少了一行：${change.what}，${change.before} → ${change.after}`,
          `在表里加上 | ${change.what} | ${change.before} | ${change.after} |`,
        );
      }
    }
  }
  return found;
}
