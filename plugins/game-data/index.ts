/**
 * The game's numbers from data/game/*.yml in wiki pages: <GameTable of="…" /> becomes a Markdown
 * table and <GameValue of="…" /> the value's text before MDX compiles the page (see README.md).
 */
import {createHash} from 'node:crypto';
import {GAME_DATA_DIR, expandGameData, readGameData} from '../../lib/game-data';
import type {MdastNode} from '../../lib/mdx-import';

/**
 * Remark plugin, with its options: reads the data once when the config loads and fails the build,
 * naming the file and line, on data with problems. Docusaurus gets the data's fingerprint as the
 * option, so edited data compiles the pages again instead of coming from the bundler's cache.
 */
export function remarkGameData(
  siteDir: string,
): [() => (root: MdastNode, file: {path?: string}) => void, {data: string}] {
  const {data, problems} = readGameData(siteDir);
  if (problems.length > 0) {
    throw new Error(
      `${GAME_DATA_DIR}: ${problems.map((p) => `${p.file} 第 ${p.line} 行 ${p.field}：${p.problem}（${p.fix}）`).join('；')}。运行 npm run check:content 看全部问题。`,
    );
  }
  const fingerprint = createHash('sha256').update(JSON.stringify(data)).digest('hex');
  return [
    () => (root, file) => expandGameData(root, data, file.path ?? 'a page'),
    {data: fingerprint},
  ];
}
