/**
 * A page's revisions read from git, each with a summary in Chinese and a diff of the text players
 * read (visible-text.ts): lines compared first, then the characters inside each changed line. Used
 * by the history pages, by 最近改动 on the rules pages and by the list of changes (see README.md).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {diffArrays, diffChars} from 'diff';
import yaml from 'js-yaml';
import {frontMatterOf} from '../../lib/doc-pages';
import {readGameData, type GameData} from '../../lib/game-data';
import {readsTheSame, visibleLines, type VisibleLine} from './visible-text';

/** Unchanged lines shown around each change; longer runs fold into one "N 行没有改动" line. */
const CONTEXT = 2;

/** A run of a line's text, changed (added or removed) or not. */
export interface Part {
  text: string;
  changed: boolean;
}

/** A line of a diff: unchanged, removed, added (each maybe a heading), or a fold of unchanged lines. */
export type DiffLine =
  | {kind: 'same' | 'removed' | 'added'; parts: Part[]; heading?: boolean}
  | {kind: 'folded'; count: number};

export interface Revision {
  sha: string;
  /** When it was committed, ISO 8601. */
  date: string;
  /** The staff member's name from blog/authors.yml, or 工作人员 when the author is not listed. */
  author: string;
  /**
   * What staff wrote for players in the commit message, a line `修订说明: …` (see NOTE). The
   * commit's subject, in English in this repository, is never kept.
   */
  note?: string;
  /** The pull request the subject names, as (#12). */
  pull?: number;
  /**
   * created: the page's first version; formatting: the text players read is the same as before
   * (front matter, ids, link targets, spacing or Markdown marks changed).
   */
  kind: 'created' | 'formatting' | 'content';
  /** Lines of visible text (headings, paragraphs, list items, table rows, code lines). */
  added: number;
  removed: number;
  /**
   * The headings of the sections it changed, in page order: 标题 for the page's title, 开头 for
   * the text before the first heading.
   */
  sections: string[];
  lines: DiffLine[];
  /**
   * Set by hidden.ts when staff hid text: 'revision', this version's text (its note, sections
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

/**
 * Staff's summary for players: a line `修订说明: 外挂第一次封禁改为 60 天` anywhere in the commit
 * message after the subject, with an ASCII or a full-width colon; the last one counts. Read from
 * the message rather than with git's trailer parser, which takes only the last paragraph: GitHub's
 * squash merge puts the pull request's other commits or its Co-authored-by lines after it.
 */
const NOTE = /^修订说明\s*[:：]\s*(.*?)\s*$/gm;

function noteOf(body: string): string | undefined {
  const note = [...body.matchAll(NOTE)].at(-1)?.[1]?.replace(/[。.]+$/, '');
  return note || undefined;
}

/**
 * The sections a change touched, said in Chinese: “外挂”一节, “外挂”“申诉”两节, 开头和“外挂”“申诉”等
 * 5 节; 这一页 when they are not known (the diff compares with a hidden revision).
 */
function sectionsSaid(sections: string[]): string {
  const parts: string[] = sections.filter((name) => name === '标题' || name === '开头');
  const named = sections.filter((name) => !parts.includes(name)).map((name) => `“${name}”`);
  if (named.length === 1) parts.push(`${named[0]}一节`);
  else if (named.length === 2) parts.push(`${named.join('')}两节`);
  else if (named.length > 2) parts.push(`${named.slice(0, 2).join('')}等 ${named.length} 节`);
  if (parts.length === 0) return '这一页';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join('、')}和${parts.at(-1)}`;
}

/**
 * What a revision did, in one Chinese sentence without its full stop: the note staff wrote, or one
 * derived from what players can see changed; 仅调整格式 when they can see nothing, whatever the
 * note says. What the history, 最近改动 and 有更新 say.
 */
export function summaryOf({note, kind, sections}: Revision): string {
  if (kind === 'formatting') return '仅调整格式';
  if (note) return note;
  return kind === 'created' ? '新建了这一页' : `改动了${sectionsSaid(sections)}`;
}

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

/** The diff of two versions' visible lines: changed lines with CONTEXT lines around them. */
export function diffTexts(
  before: VisibleLine[],
  after: VisibleLine[],
): {lines: DiffLine[]; added: number; removed: number; sections: string[]} {
  const all: Exclude<DiffLine, {kind: 'folded'}>[] = [];
  /** The section of each line of `all`. */
  const sectionOf: string[] = [];
  let added = 0;
  let removed = 0;
  // The section a line is in: the last heading above it, 标题 for the title, 开头 before any heading.
  let section = '开头';
  const line = (
    kind: 'same' | 'removed' | 'added',
    {text, heading}: VisibleLine,
    parts?: Part[],
  ) => {
    if (heading) section = heading === 'title' ? '标题' : text;
    all.push({
      kind,
      parts: parts ?? [{text, changed: kind !== 'same'}],
      ...(heading && {heading: true}),
    });
    sectionOf.push(section);
    if (heading === 'title') section = '开头';
  };
  const changes = diffArrays(before, after, {
    comparator: (a, b) => a.text === b.text && a.heading === b.heading,
  });
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]!;
    if (!change.added && !change.removed) {
      for (const same of change.value) line('same', same);
      continue;
    }
    // A removal followed by an addition: pair the lines and show what changed inside them.
    const gone = change.removed ? change.value : [];
    const next =
      change.removed && changes[i + 1]?.added ? changes[++i]! : change.added ? change : undefined;
    const come = next ? next.value : [];
    removed += gone.length;
    added += come.length;
    const pairs = Math.min(gone.length, come.length);
    // Removed lines first, then added ones, each paired line marked inside; the sections follow
    // the new version's headings, where the added lines are.
    const marks = gone.slice(0, pairs).map((was, j) => pairParts(was.text, come[j]!.text));
    const start = section;
    gone.forEach((was, j) => line('removed', was, marks[j]?.[0]));
    section = start;
    come.forEach((is, j) => line('added', is, marks[j]?.[1]));
  }
  const sections = new Set(sectionOf.filter((_, index) => all[index]!.kind !== 'same'));
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
 * The texts of files at commits (`<sha>:<path>`), read by one git process rather than one each: a
 * page's history reads every version of it.
 */
function fileVersions(siteDir: string, specs: string[]): string[] {
  if (specs.length === 0) return [];
  const out = execFileSync('git', ['cat-file', '--batch'], {
    cwd: siteDir,
    input: `${specs.join('\n')}\n`,
    maxBuffer: 256 * 1024 * 1024,
  });
  // Each object is a line `<oid> blob <size>`, its bytes, and a newline.
  const texts: string[] = [];
  let at = 0;
  for (const spec of specs) {
    const end = out.indexOf(10, at);
    const header = out.toString('utf8', at, end);
    const size = /^\S+ blob (\d+)$/.exec(header)?.[1];
    if (size === undefined) throw new Error(`[page-history] git cat-file ${spec}: ${header}`);
    texts.push(out.toString('utf8', end + 1, end + 1 + Number(size)));
    at = end + 1 + Number(size) + 1;
  }
  return texts;
}

/**
 * The revisions of one tracked file, newest first, following renames. A file that is not
 * committed yet has none.
 */
/** The game's numbers as the site has them, read once per site directory. */
const gameData = new Map<string, GameData>();

export function pageRevisions(siteDir: string, file: string): Revision[] {
  if (!gameData.has(siteDir)) gameData.set(siteDir, readGameData(siteDir).data);
  const game = gameData.get(siteDir);
  const staff = staffNames(siteDir);
  const log = git(siteDir, [
    'log',
    '--follow',
    '--format=%x1e%H%x1f%aI%x1f%an%x1f%s%x1f%b%x1f',
    '--name-only',
    '--',
    file,
  ]);
  const commits = log
    .split('\x1e')
    .filter((entry) => entry.trim())
    .map((entry) => {
      const [sha, date, name, subject, body, names] = entry.split('\x1f') as string[] as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const at = names.trim().split('\n')[0] || file;
      return {sha, date, name, subject, body, at};
    });
  const texts = fileVersions(
    siteDir,
    commits.map(({sha, at}) => `${sha}:${at}`),
  );
  const entries = commits.map(({sha, date, name, subject, body}, index) => {
    const text = texts[index]!;
    const title = frontMatterOf(text).title;
    return {
      sha,
      date,
      author: staff.get(name.toLowerCase()) ?? '工作人员',
      note: noteOf(body),
      pull: Number(/\(#(\d+)\)$/.exec(subject)?.[1]) || undefined,
      visible: visibleLines(text, typeof title === 'string' ? title : undefined, game),
    };
  });
  return entries.map(({visible, ...entry}, index): Revision => {
    const previous = entries[index + 1]?.visible;
    if (previous === undefined)
      return {
        ...entry,
        kind: 'created',
        added: visible.length,
        removed: 0,
        sections: [],
        lines: [],
      };
    if (readsTheSame(previous, visible))
      return {...entry, kind: 'formatting', added: 0, removed: 0, sections: [], lines: []};
    return {...entry, kind: 'content', ...diffTexts(previous, visible)};
  });
}
