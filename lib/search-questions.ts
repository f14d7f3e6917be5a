/**
 * How players ask, kept in docs/questions.yml: for each question type the search tells apart
 * (a question about a change, a value, a fix, a bug, an addition, a schedule, a developer's
 * query, and the words that only ask), its phrases (plain words staff extend) and patterns
 * (regular expressions). The search indexer puts the file into the search map the browser loads
 * (plugins/search); the content check and the build both refuse a file that is not valid.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {escapeRegExp} from './regexp';
import {QUESTION_TYPES, type QuestionSources, type QuestionWords} from '../plugins/search/shared';

export const QUESTIONS_FILE = 'docs/questions.yml';

export interface QuestionProblem {
  line: number;
  field: string;
  problem: string;
  fix: string;
}

/** The line of the file where `text` first appears at or after `from`, 1-based; `from` if none. */
function lineOf(lines: string[], text: string, from = 1): number {
  const index = lines.findIndex((line, i) => i >= from - 1 && line.includes(text));
  return index >= 0 ? index + 1 : from;
}

/** The line where a top-level key (a type) is written, 1-based; 1 if nowhere. */
function topLevelLine(lines: string[], key: string): number {
  return lines.findIndex((line) => line.startsWith(`${key}:`)) + 1 || 1;
}

/**
 * The file's question types and what is wrong with it: not YAML, a type missing or unknown, an
 * entry that is not a list of text, an empty or repeated phrase, a pattern that is no regular
 * expression. Types with a problem are left empty, so the rest still reads.
 */
export function checkedQuestions(siteDir: string): {
  questions: QuestionWords;
  problems: QuestionProblem[];
} {
  const empty = Object.fromEntries(QUESTION_TYPES.map((type) => [type, {}])) as QuestionWords;
  const file = path.join(siteDir, QUESTIONS_FILE);
  // A site without the file (a test's fixture) has nothing to check; the build requires it.
  if (!existsSync(file)) return {questions: empty, problems: []};
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  let data: unknown;
  try {
    data = yaml.load(text);
  } catch (error) {
    const {reason, mark} = error as yaml.YAMLException;
    const problem = `格式错误：${reason}`;
    const fix = '照文件开头的说明写：类别名，冒号，下面 phrases: 或 patterns:，每行“    - 说法”';
    return {
      questions: empty,
      problems: [{line: (mark?.line ?? 0) + 1, field: 'questions', problem, fix}],
    };
  }
  const problems: QuestionProblem[] = [];
  const report = (line: number, field: string, problem: string, fix: string) =>
    problems.push({line, field, problem, fix});
  const types = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  for (const type of Object.keys(types)) {
    if (!(QUESTION_TYPES as readonly string[]).includes(type)) {
      report(
        topLevelLine(lines, type),
        type,
        `没有“${type}”这一类问题`,
        `类别只有 ${QUESTION_TYPES.join('、')}；把说法写到其中一类下面`,
      );
    }
  }
  const questions = {...empty};
  for (const type of QUESTION_TYPES) {
    const at = topLevelLine(lines, type);
    const entry = types[type];
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      report(
        at,
        type,
        `缺少“${type}”这一类，或它下面不是 phrases 和 patterns`,
        '照其他类别的样子写回这一类',
      );
      continue;
    }
    const lists: {phrases?: string[]; patterns?: string[]} = {};
    for (const [key, value] of Object.entries(entry as Record<string, unknown>)) {
      const field = `${type}.${key}`;
      if (key !== 'phrases' && key !== 'patterns') {
        report(
          lineOf(lines, `${key}:`, at),
          field,
          `“${key}”不是 phrases 或 patterns`,
          '说法写在 phrases 下面，正则表达式写在 patterns 下面',
        );
        continue;
      }
      if (
        !Array.isArray(value) ||
        value.some((item) => typeof item !== 'string' || item.trim() === '')
      ) {
        report(
          lineOf(lines, `${key}:`, at),
          field,
          `${field} 应当是一行一个的说法，不能有空行或数字`,
          '每行写“    - 说法”；纯数字或带冒号的说法加上引号',
        );
        continue;
      }
      const items = value as string[];
      const seen = new Set<string>();
      // Each item's line: the first that holds it after the previous item's.
      let after = lineOf(lines, `${key}:`, at);
      for (const item of items) {
        const line = lineOf(lines, item, after + 1);
        after = line;
        if (seen.has(item)) report(line, field, `“${item}”写了两次`, '删掉重复的一行');
        if (key === 'phrases' && /\s/.test(item)) {
          report(line, field, `“${item}”里有空格`, '一行只写一个说法，不带空格；几种说法分几行写');
        }
        seen.add(item);
        if (key === 'patterns') {
          try {
            new RegExp(item, 'iu');
          } catch (error) {
            report(
              line,
              field,
              `“${item}”不是有效的正则表达式（${(error as Error).message}）`,
              '改正它；普通的词写在 phrases 下面',
            );
          }
        }
      }
      lists[key] = items;
    }
    questions[type] = lists;
  }
  return {questions, problems};
}

/**
 * The file's question types as the search map carries them (see QuestionSources): each type's
 * patterns and phrases (escaped) joined into one regular expression, or one that matches
 * nothing when it lists none. A missing or invalid file is an error naming the file, line, field
 * and fix of each problem.
 */
export function readQuestions(siteDir: string): QuestionSources {
  if (!existsSync(path.join(siteDir, QUESTIONS_FILE))) {
    throw new Error(
      `${QUESTIONS_FILE}: missing; without it search cannot tell what a query asks. Restore it from the repository.`,
    );
  }
  const {questions, problems} = checkedQuestions(siteDir);
  if (problems.length > 0) {
    throw new Error(
      problems
        .map(
          ({line, field, problem, fix}) =>
            `${QUESTIONS_FILE}:${line} ${field}：${problem}。${fix}。`,
        )
        .join('\n'),
    );
  }
  const source = ({patterns = [], phrases = []}: QuestionWords[keyof QuestionWords]) =>
    [...patterns, ...phrases.map(escapeRegExp)].join('|') || '(?!)';
  const {asking, ...types} = questions;
  return {
    ...(Object.fromEntries(
      Object.entries(types).map(([type, lists]) => [type, source(lists)]),
    ) as Omit<QuestionSources, 'asking'>),
    asking: {patterns: asking.patterns ?? [], phrases: (asking.phrases ?? []).join(' ')},
  };
}
