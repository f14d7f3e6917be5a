/**
 * What the content check reads and reports: a Markdown file split into its front matter (with the
 * line of each key, so that a message names the line) and its body, and the problems found.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export interface Problem {
  /** Path relative to the site directory. */
  file: string;
  line: number;
  field: string;
  problem: string;
  fix: string;
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}  ${p.field}  ${p.problem}  ${p.fix}`;
}

export interface Source {
  /** Path relative to the site directory. */
  file: string;
  /** The whole file. */
  text: string;
  /** Front matter values, or undefined when it could not be parsed. */
  data?: Record<string, unknown>;
  /** 1-based line of each top-level front matter key. */
  lines: Map<string, number>;
  /** Raw text after the key on its line, for values YAML would reinterpret (dates). */
  raw: Map<string, string>;
  body: string;
  /** Line of the file where the body starts. */
  bodyLine: number;
}

/** One run of the check: where the site is, what day it is, and what it has found. */
export class Check {
  readonly problems: Problem[] = [];
  /** Each description seen so far, with its file: two pages never share one. */
  readonly descriptions = new Map<string, string>();

  constructor(
    readonly siteDir: string,
    readonly now: Date,
  ) {}

  report(source: Source, field: string, problem: string, fix: string, line?: number) {
    this.problems.push({
      file: source.file,
      line: line ?? source.lines.get(field) ?? 1,
      field,
      problem,
      fix,
    });
  }
}

/** Reads a Markdown file; a missing or unreadable front matter is reported, and `data` left out. */
export function readSource(check: Check, file: string): Source {
  const relative = path.relative(check.siteDir, file).split(path.sep).join('/');
  const text = readFileSync(file, 'utf8');
  const source: Source = {
    file: relative,
    text,
    lines: new Map(),
    raw: new Map(),
    body: text,
    bodyLine: 1,
  };
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) {
    check.report(
      source,
      'front matter',
      '文件开头没有头部信息（两行 --- 之间的内容）',
      '在文件第一行加上 ---，写好 title、description、tags 等字段，再用一行 --- 结束',
    );
    return source;
  }
  const frontMatter = match[1]!;
  frontMatter.split(/\r?\n/).forEach((lineText, index) => {
    const key = /^([A-Za-z_][\w-]*):(.*)$/.exec(lineText);
    if (key) {
      source.lines.set(key[1]!, index + 2);
      source.raw.set(key[1]!, key[2]!.trim().replace(/^['"]|['"]$/g, ''));
    }
  });
  source.body = text.slice(match[0].length);
  source.bodyLine = match[0].split('\n').length;
  try {
    const data = yaml.load(frontMatter);
    if (data === null || typeof data !== 'object' || Array.isArray(data)) {
      throw new Error('头部信息应当是“字段: 值”的列表');
    }
    source.data = data as Record<string, unknown>;
  } catch (error) {
    const yamlLine = (error as {mark?: {line?: number}}).mark?.line;
    check.report(
      source,
      'front matter',
      `头部信息无法解析：${(error as Error).message.split('\n')[0]}`,
      '检查这一行的冒号、引号和方括号是否成对，字段名后面要有“: ”',
      yamlLine === undefined ? 1 : yamlLine + 2,
    );
  }
  return source;
}
