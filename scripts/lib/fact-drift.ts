/**
 * The drift rules of the content check, for pages that describe the game as it is now (the wiki,
 * technical sharing and standalone pages; never posts, which describe it as it was on their
 * date): a page must not type which version is current, must state the facts of src/facts.ts
 * with their values, and must take the game's numbers that data/game holds from there.
 */
import {gameFacts} from '../../src/facts';
import {GAME_DATA_DIR, handTyped, type GameData} from '../../lib/game-data';
import {outsideCodeFences} from '../../lib/markdown-links';

export interface Drift {
  /** 1-based line in the text given. */
  line: number;
  field: 'version' | 'fact' | 'game';
  problem: string;
  fix: string;
}

/** Words that make a sentence about a version a statement of which version is current. */
const NOW = /现在|目前|当前|最新|如今/;
const VERSION = /\d+\.\d+\.\d+/;
/** A clause ends at these marks; "2.6.11 起……，现在……" is two clauses, and historical. */
const CLAUSE_END = /[，。；！？：,;!?]/;

const normalize = (value: string) => value.replace(/\s+/g, '');

export function driftIn(text: string, game: GameData = {}, tags: readonly string[] = []): Drift[] {
  const drifts: Drift[] = [];
  const lines = text.split('\n');
  const prose = outsideCodeFences(lines);
  lines.forEach((line, index) => {
    if (prose[index]) {
      // Inline code is an example too: `现在的版本是 2.6.16` in a guide states nothing.
      for (const clause of line.replace(/`[^`]*`/g, 'code').split(CLAUSE_END)) {
        const version = VERSION.exec(clause)?.[0];
        if (version && NOW.test(clause)) {
          drifts.push({
            line: index + 1,
            field: 'version',
            problem: `“${clause.trim()}”用文字写了当前版本 ${version}，下一个版本发布后它就过时了`,
            fix: '改成 <CurrentVersion />，它显示最新的版本号和上线日期并链接到那篇更新公告；写历史版本时不要用“现在、目前、当前、最新”',
          });
        }
      }
      for (const {of, text: typed, today} of handTyped(
        line.replace(/`[^`]*`/g, 'code'),
        game,
        tags,
      )) {
        drifts.push({
          line: index + 1,
          field: 'game',
          problem: `“${typed}”是手写的游戏数值（${GAME_DATA_DIR} 里现在是 ${today}），游戏改数值时它不会跟着变`,
          fix: `改成 <GameValue of="${of}" />，数值就从 ${GAME_DATA_DIR} 来`,
        });
      }
    }
    for (const fact of Object.values(gameFacts)) {
      if (!prose[index] && !fact.inCode) continue;
      for (const pattern of fact.patterns) {
        const match = pattern.exec(line);
        if (match && normalize(match[1]!) !== normalize(fact.value)) {
          drifts.push({
            line: index + 1,
            field: 'fact',
            problem: `“${match[0]}”与${fact.label}不一致：应为 ${fact.value}`,
            fix: `改成 ${fact.value}；如果游戏真的改了，先改 src/facts.ts 和 ${fact.home}，再按检查列出的页面逐一修改`,
          });
        }
      }
    }
  });
  return drifts;
}
