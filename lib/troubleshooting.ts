/**
 * 问题排查's question trees, written by staff in docs/faq/troubleshooting.yml: reading them and the
 * rules every tree keeps (each answer leads to a step, every step is reached, no loops, every
 * solution links somewhere). The content check reports the problems with their lines; the
 * troubleshooter plugin refuses to build a page from trees that break them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {escapeRegExp} from './regexp';

export const TROUBLESHOOTING_FILE = 'docs/faq/troubleshooting.yml';

export interface Answer {
  text: string;
  /** The step it leads to. */
  next: string;
}
/** A step that asks: the player picks one of its answers. */
export interface Question {
  question: string;
  answers: Answer[];
}
/** A step that ends the tree: what to do, and the pages that say how. */
export interface Solution<Link = string> {
  answer: string;
  links: Link[];
}
export type Step<Link = string> = Question | Solution<Link>;
export interface Tree<Link = string> {
  /** Short ASCII name, the first part of a path in the address (?p=join/pc-symptom). */
  id: string;
  title: string;
  start: string;
  steps: Record<string, Step<Link>>;
}

export interface TreeProblem {
  line: number;
  field: string;
  problem: string;
  fix: string;
}

export const isQuestion = <Link>(step: Step<Link>): step is Question => 'question' in step;

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The trees, and what is wrong with them; a tree with problems is left out. */
export function readTroubleshooting(siteDir: string): {trees: Tree[]; problems: TreeProblem[]} {
  const source = readFileSync(path.join(siteDir, TROUBLESHOOTING_FILE), 'utf8');
  return parseTroubleshooting(source);
}

export function parseTroubleshooting(source: string): {trees: Tree[]; problems: TreeProblem[]} {
  const lines = source.split('\n');
  const problems: TreeProblem[] = [];
  /** The first line at or after `from` that sets `key`, 1-based; the tree's line if none. */
  const lineOf = (pattern: RegExp, from = 0) => {
    const index = lines.findIndex((line, i) => i >= from && pattern.test(line));
    return index < 0 ? from + 1 : index + 1;
  };
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (error) {
    const mark = (error as {mark?: {line: number}}).mark;
    problems.push({
      line: (mark?.line ?? 0) + 1,
      field: 'yaml',
      problem: `不是合法的 YAML：${(error as Error).message.split('\n')[0]}`,
      fix: '对照文件开头的说明检查缩进和冒号',
    });
    return {trees: [], problems};
  }
  if (!Array.isArray(data)) {
    problems.push({
      line: 1,
      field: 'yaml',
      problem: '文件应该是一串问答树（每棵以“- id:”开头）',
      fix: '对照文件开头的说明改写',
    });
    return {trees: [], problems};
  }
  const trees: Tree[] = [];
  const seen = new Set<string>();
  for (const raw of data as Record<string, unknown>[]) {
    const before = problems.length;
    const id = String(raw?.id ?? '');
    const at = lineOf(new RegExp(`^- id:\\s*${escapeRegExp(id)}\\s*$`)) - 1;
    const report = (field: string, problem: string, fix: string, pattern?: RegExp) =>
      problems.push({line: pattern ? lineOf(pattern, at) : at + 1, field, problem, fix});
    if (!ID.test(id))
      report('id', `问答树的 id “${id}” 不合格`, 'id 只用小写英文字母、数字和连字符，例如 join');
    if (seen.has(id)) report('id', `问答树的 id “${id}” 重复了`, '每棵树用不同的 id');
    seen.add(id);
    if (!text(raw?.title))
      report('title', `问答树 ${id} 缺少 title`, '写一句玩家会说的问题，例如“进不去服务器”');
    const steps = (raw?.steps ?? {}) as Record<string, Record<string, unknown>>;
    if (typeof steps !== 'object' || Object.keys(steps).length === 0) {
      report('steps', `问答树 ${id} 没有 steps`, '在 steps 下面写每一步');
      continue;
    }
    const start = String(raw?.start ?? '');
    if (!Object.hasOwn(steps, start))
      report(
        'start',
        `问答树 ${id} 的 start “${start}” 不是它的一步`,
        `改成 steps 里的一步：${Object.keys(steps).join('、')}`,
        /^\s*start:/,
      );
    for (const [name, step] of Object.entries(steps)) {
      const where = new RegExp(`^\\s{4}${escapeRegExp(name)}:\\s*$`);
      if (!ID.test(name))
        report(name, `步骤名“${name}”不合格`, '步骤名只用小写英文字母、数字和连字符', where);
      const asks = step && 'question' in step;
      const ends = step && 'answer' in step;
      if (asks === ends) {
        report(
          name,
          `${id} 的 ${name} 要么是问题（question 和 answers），要么是答案（answer 和 links）`,
          '只保留其中一种',
          where,
        );
        continue;
      }
      if (asks) {
        const answers = step.answers as Answer[] | undefined;
        if (!text(step.question))
          report(name, `${id} 的 ${name} 的 question 是空的`, '写出要问玩家的问题', where);
        if (!Array.isArray(answers) || answers.length < 2)
          report(
            name,
            `${id} 的 ${name} 少于两个回答`,
            '问题至少要有两个回答，只有一种情况就直接写答案',
            where,
          );
        for (const answer of Array.isArray(answers) ? answers : []) {
          if (!text(answer?.text))
            report(name, `${id} 的 ${name} 有一个回答没有 text`, '给每个回答写 text', where);
          if (!Object.hasOwn(steps, String(answer?.next)))
            report(
              name,
              `${id} 的 ${name} 的回答“${answer?.text}”通向不存在的一步 “${answer?.next}”`,
              `next 改成这棵树里的一步：${Object.keys(steps).join('、')}`,
              new RegExp(`next:\\s*${escapeRegExp(String(answer?.next))}\\s*$`),
            );
        }
      } else {
        if (!text(step.answer))
          report(name, `${id} 的 ${name} 的 answer 是空的`, '写出玩家该怎么做', where);
        const links = step.links as unknown[] | undefined;
        if (!Array.isArray(links) || links.length === 0 || !links.every(text))
          report(
            name,
            `${id} 的 ${name} 没有链接到任何页面`,
            '在 links 下面写至少一个站内网址，例如 /docs/faq/pc-client#crash 或 /book/qqgroup',
            where,
          );
      }
    }
    if (problems.length > before) continue;
    // Every step is reached from the start, and no answer leads back to a step already on the path.
    const reached = new Set<string>();
    const walk = (name: string, path: string[]) => {
      if (path.includes(name)) {
        report(
          name,
          `${id} 里有循环：${[...path, name].join(' → ')}`,
          '让回答一路通向答案，不要回到走过的问题',
          new RegExp(`^\\s{4}${escapeRegExp(name)}:\\s*$`),
        );
        return;
      }
      reached.add(name);
      const step = steps[name]! as unknown as Step;
      if (isQuestion(step)) for (const {next} of step.answers) walk(next, [...path, name]);
    };
    walk(start, []);
    for (const name of Object.keys(steps).filter((name) => !reached.has(name)))
      report(
        name,
        `${id} 的 ${name} 从第一步走不到`,
        '让某个回答的 next 指向它，或者删掉这一步',
        new RegExp(`^\\s{4}${escapeRegExp(name)}:\\s*$`),
      );
    if (problems.length === before)
      trees.push({id, title: String(raw.title), start, steps: steps as unknown as Tree['steps']});
  }
  return {trees, problems};
}
