/**
 * A page's revisions read from git, each with a diff that reads in Chinese: lines compared first,
 * then the characters inside each changed line. Used by the history pages and by 本次改动 on the
 * rules pages (see README.md).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {diffChars, diffLines} from 'diff';
import yaml from 'js-yaml';

/** Unchanged lines shown around each change; longer runs fold into one "N 行没有改动" line. */
const CONTEXT = 2;

/** A run of a line's text, changed (added or removed) or not. */
export interface Part {
  text: string;
  changed: boolean;
}

/** A line of a diff: unchanged, removed, added, or a fold of unchanged lines. */
export type DiffLine =
  {kind: 'same' | 'removed' | 'added'; parts: Part[]} | {kind: 'folded'; count: number};

export interface Revision {
  sha: string;
  /** When it was committed, ISO 8601. */
  date: string;
  /** The staff member's name from blog/authors.yml, or 工作人员 when the author is not listed. */
  author: string;
  /** The commit's subject without the pull request's number. */
  subject: string;
  /** The pull request the subject names, as (#12). */
  pull?: number;
  /** created: the page's first version; formatting: only spacing and Markdown marks changed. */
  kind: 'created' | 'formatting' | 'content';
  added: number;
  removed: number;
  /** The headings of the sections it changed, in page order; 开头 for the text before the first. */
  sections: string[];
  lines: DiffLine[];
  /**
   * Set by hidden.ts when staff hid text: 'revision', this version's text (its subject, sections
   * and diff are empty); 'diff', the version before it (its sections and diff are empty).
   */
  hidden?: {reason: string; what: 'revision' | 'diff'};
}

/** Names that git records for a staff member's commits: their key or name in blog/authors.yml. */
function staffNames(siteDir: string): Map<string, string> {
  const file = path.join(siteDir, 'blog/authors.yml');
  const authors = existsSync(file)
    ? (yaml.load(readFileSync(file, 'utf8')) as Record<string, {name?: string}>)
    : {};
  const names = new Map<string, string>();
  for (const [key, {name}] of Object.entries(authors ?? {})) {
    if (!name) continue;
    names.set(key.toLowerCase(), name);
    names.set(name.toLowerCase(), name);
  }
  return names;
}

const git = (siteDir: string, args: string[]) =>
  execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});

/**
 * Fails, saying how to fetch it, when the checkout has no full history: a shallow clone would give
 * every page one revision, dated the day of the clone.
 */
export function requireFullHistory(siteDir: string): void {
  let shallow: string;
  try {
    shallow = git(siteDir, ['rev-parse', '--is-shallow-repository']).trim();
  } catch {
    throw new Error(
      `[page-history] ${siteDir} 不是 git 仓库，修订记录要从 git 历史生成：在仓库的克隆里构建`,
    );
  }
  if (shallow === 'true') {
    throw new Error(
      '[page-history] 这是浅克隆，修订记录需要完整的 git 历史：运行 git fetch --unshallow 后再构建' +
        '（GitHub Actions 的 actions/checkout 设 fetch-depth: 0）',
    );
  }
}

/** Spacing and Markdown marks removed: equal texts differ in formatting only. */
const wording = (text: string) => text.replace(/[\s*_`~#>|-]/g, '');

/** The lines of a text, without the final newline's empty line. */
const linesOf = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/** Each changed line paired with the line it replaced, compared character by character. */
function pairParts(before: string, after: string): [Part[], Part[]] {
  const removed: Part[] = [];
  const added: Part[] = [];
  const push = (parts: Part[], text: string, changed: boolean) => {
    const last = parts.at(-1);
    if (last?.changed === changed) last.text += text;
    else parts.push({text, changed});
  };
  for (const change of diffChars(before, after)) {
    if (!change.added) push(removed, change.value, change.removed);
    if (!change.removed) push(added, change.value, change.added);
  }
  return [removed, added];
}

/** A Markdown heading's text without its marks and its {/* #id *\/}, or undefined for another line. */
const headingText = (line: string) =>
  /^#{1,6}\s+(.+?)\s*(?:\{\/\*.*\*\/\})?\s*$/.exec(line)?.[1]?.replace(/[*_`]/g, '');

/** The diff of two versions of a file: changed lines with CONTEXT lines around them. */
export function diffTexts(
  before: string,
  after: string,
): {lines: DiffLine[]; added: number; removed: number; sections: string[]} {
  const all: DiffLine[] = [];
  let added = 0;
  let removed = 0;
  const changes = diffLines(before, after);
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]!;
    if (!change.added && !change.removed) {
      for (const text of linesOf(change.value))
        all.push({kind: 'same', parts: [{text, changed: false}]});
      continue;
    }
    // A removal followed by an addition: pair the lines and show what changed inside them.
    const gone = change.removed ? linesOf(change.value) : [];
    const next =
      change.removed && changes[i + 1]?.added ? changes[++i]! : change.added ? change : undefined;
    const come = next ? linesOf(next.value) : [];
    removed += gone.length;
    added += come.length;
    const pairs = Math.min(gone.length, come.length);
    const removedLines: DiffLine[] = [];
    const addedLines: DiffLine[] = [];
    for (let j = 0; j < Math.max(gone.length, come.length); j++) {
      if (j < pairs) {
        const [was, is] = pairParts(gone[j]!, come[j]!);
        removedLines.push({kind: 'removed', parts: was});
        addedLines.push({kind: 'added', parts: is});
      } else if (j < gone.length) {
        removedLines.push({kind: 'removed', parts: [{text: gone[j]!, changed: true}]});
      } else {
        addedLines.push({kind: 'added', parts: [{text: come[j]!, changed: true}]});
      }
    }
    all.push(...removedLines, ...addedLines);
  }
  // The section each changed line is in: the last heading above it.
  const sections = new Set<string>();
  let heading = '开头';
  for (const line of all) {
    if (line.kind === 'folded') continue;
    heading = headingText(line.parts.map((part) => part.text).join('')) ?? heading;
    if (line.kind !== 'same') sections.add(heading);
  }
  // Keep CONTEXT unchanged lines on each side of a change; fold the rest.
  const near = all.map(() => false);
  all.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let k = Math.max(0, index - CONTEXT); k <= Math.min(all.length - 1, index + CONTEXT); k++)
      near[k] = true;
  });
  const lines: DiffLine[] = [];
  all.forEach((line, index) => {
    if (near[index]) return lines.push(line);
    const last = lines.at(-1);
    if (last?.kind === 'folded') last.count++;
    else lines.push({kind: 'folded', count: 1});
  });
  return {lines, added, removed, sections: [...sections]};
}

/**
 * The revisions of one tracked file, newest first, following renames. A file that is not
 * committed yet has none.
 */
export function pageRevisions(siteDir: string, file: string): Revision[] {
  const staff = staffNames(siteDir);
  const log = git(siteDir, [
    'log',
    '--follow',
    '--format=%x1e%H%x1f%aI%x1f%an%x1f%s',
    '--name-only',
    '--',
    file,
  ]);
  const entries = log
    .split('\x1e')
    .filter((entry) => entry.trim())
    .map((entry) => {
      const [header, ...rest] = entry.trim().split('\n');
      const [sha, date, name, subject] = header!.split('\x1f') as [string, string, string, string];
      const at = rest.map((line) => line.trim()).find(Boolean) ?? file;
      const pull = /\s*\(#(\d+)\)$/.exec(subject);
      return {
        sha,
        date,
        author: staff.get(name.toLowerCase()) ?? '工作人员',
        subject: pull ? subject.slice(0, pull.index) : subject,
        pull: pull ? Number(pull[1]) : undefined,
        text: git(siteDir, ['show', `${sha}:${at}`]),
      };
    });
  return entries.map(({text, ...entry}, index) => {
    const previous = entries[index + 1]?.text;
    if (previous === undefined)
      return {
        ...entry,
        kind: 'created',
        added: linesOf(text).length,
        removed: 0,
        sections: [],
        lines: [],
      };
    const diff = diffTexts(previous, text);
    const kind = wording(previous) === wording(text) ? 'formatting' : 'content';
    return {...entry, kind, ...diff};
  });
}
