/**
 * The rules every checked page follows, docs and posts alike: known front-matter fields, a title
 * and a description of their own, tags and authors that are declared, Chinese typography, and
 * facts that agree with their one home.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {distance} from 'fastest-levenshtein';
import * as autocorrect from 'autocorrect-node';
import {outsideCodeFences} from '../../../lib/markdown-links';
import {readGameData, type GameData} from '../../../lib/game-data';
import {driftIn} from '../fact-drift';
import {gameTagProblems} from './game-data';
import type {Check, Source} from './source';

/** How long a description may be, in characters; the staff guide states it (a unit test keeps it so). */
export const DESCRIPTION_LENGTH = {min: 20, max: 120};

/** Every path below `dir` (files and folders), or none when it does not exist. */
export function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file));
}

/** A declared value within two edits of `word`: the one its writer probably meant. */
function closest(word: string, candidates: readonly string[]): string | undefined {
  return candidates.find((candidate) => distance(word, candidate) <= 2);
}

/** The keys of a YAML file (tags.yml, authors.yml): the values pages may use. */
export function loadDeclared(check: Check, file: string): Set<string> {
  const full = path.join(check.siteDir, file);
  if (!existsSync(full)) return new Set();
  return new Set(Object.keys((yaml.load(readFileSync(full, 'utf8')) as object | null) ?? {}));
}

export function checkKnownFields(check: Check, source: Source, allowed: readonly string[]) {
  for (const key of Object.keys(source.data!)) {
    if (!allowed.includes(key)) {
      const guess = closest(key, allowed);
      check.report(
        source,
        key,
        `未知字段 ${key}`,
        guess ? `是不是想写 ${guess}？` : `删除它；允许的字段：${allowed.join('、')}`,
      );
    }
  }
}

export function checkText(check: Check, source: Source, field: 'title' | 'description') {
  const value = source.data![field];
  if (typeof value !== 'string' || value.trim() === '') {
    check.report(source, field, `缺少 ${field}`, `加上一行 ${field}: ……`);
    return;
  }
  if (field === 'description') {
    const length = [...value].length;
    if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max) {
      check.report(
        source,
        field,
        `description 有 ${length} 个字符，应在 ${DESCRIPTION_LENGTH.min} 到 ${DESCRIPTION_LENGTH.max} 之间`,
        '用一两句话写清这一页能帮读者做什么',
      );
    }
    const other = check.descriptions.get(value);
    if (other) {
      check.report(
        source,
        field,
        `description 与 ${other} 完全相同`,
        '每一页写一句只属于它自己的 description',
      );
    } else {
      check.descriptions.set(value, source.file);
    }
  }
  const corrected = autocorrect.format(value);
  if (corrected !== value) {
    check.report(source, field, `中文排版不规范：“${value}”`, `改成“${corrected}”`);
  }
}

export function checkList(
  check: Check,
  source: Source,
  field: 'tags' | 'authors',
  declared: Set<string>,
  declaredIn: string,
) {
  const value = source.data![field];
  if (!Array.isArray(value) || value.length === 0) {
    check.report(
      source,
      field,
      `缺少 ${field}，或者它不是列表`,
      `写成 ${field}: [${[...declared].slice(0, 2).join(', ')}]，只用 ${declaredIn} 里登记过的值`,
    );
    return;
  }
  for (const item of value) {
    if (!declared.has(String(item))) {
      check.report(
        source,
        field,
        `${String(item)} 没有登记在 ${declaredIn} 里`,
        `改用已登记的值（${[...declared].join('、')}），或先在 ${declaredIn} 里登记它`,
      );
    }
  }
}

export function checkTypography(check: Check, source: Source) {
  // Keep line numbers: the body is linted with the front matter replaced by blank lines.
  const padded = '\n'.repeat(source.bodyLine - 1) + source.body;
  const result = autocorrect.lintFor(padded, 'content.md');
  for (const line of result.lines) {
    check.report(
      source,
      'typography',
      `中文排版不规范：“${line.old.trim()}”`,
      `改成“${line.new.trim()}”（或运行 npx autocorrect --fix ${source.file}）`,
      line.l,
    );
  }
  // AutoCorrect leaves a space between two Chinese characters alone (打开 我的世界中国版).
  const lines = source.text.split('\n');
  const prose = outsideCodeFences(lines);
  lines.forEach((line, index) => {
    if (!prose[index] || index < source.bodyLine - 1) return;
    const stray = /\p{Script=Han} +\p{Script=Han}/u.exec(line.replace(/`[^`]*`/g, 'code'));
    if (stray) {
      check.report(
        source,
        'typography',
        `两个汉字之间多了空格：“${stray[0]}”`,
        `删掉空格，写成“${stray[0].replace(/ +/g, '')}”`,
        index + 1,
      );
    }
  });
}

/** The game's numbers, read once per run of the check; their problems are reported apart. */
const gameData = new WeakMap<Check, GameData>();

export function checkDrift(check: Check, source: Source) {
  if (!gameData.has(check)) gameData.set(check, readGameData(check.siteDir).data);
  const game = gameData.get(check)!;
  check.problems.push(...gameTagProblems(source.file, source.text, game, false));
  for (const {line, field, problem, fix} of driftIn(
    source.text,
    game,
    Array.isArray(source.data?.tags) ? source.data.tags.map(String) : [],
  )) {
    check.report(source, field, problem, fix, line);
  }
}
