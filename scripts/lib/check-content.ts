/**
 * The content check: front matter of every doc and post against the site's
 * rules, plus Chinese typography through AutoCorrect. Fast (no build) and
 * exhaustive (every problem in one run), with messages written for staff.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {distance} from 'fastest-levenshtein';
import * as autocorrect from 'autocorrect-node';
import {
  OPENING_DAY,
  PLAIN_SLUG,
  daysInMonth,
  monthlySlug,
  parsePostSlug,
  requiredTag,
} from '../../lib/posts';
import {UTC_OFFSET, beijingDay, beijingTime} from '../../src/dates';
import {driftIn} from './fact-drift';
import {outsideCodeFences} from '../../lib/markdown-links';
import {brokenLinks} from './links';
import {imageProblems} from './images';

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

const DOC_FIELDS = [
  'title',
  'description',
  'tags',
  'keywords',
  'sidebar_position',
  'sidebar_label',
  'slug',
  'unlisted',
  'draft',
  'hide_table_of_contents',
  'image',
];
const POST_FIELDS = [
  'slug',
  'title',
  'description',
  'authors',
  'tags',
  'date',
  'keywords',
  'unlisted',
  'draft',
  'hide_table_of_contents',
  'image',
];
const TRUNCATE = '{/* truncate */}';
const DATE_FORMAT =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2}))?$/;
const POST_FILE = /^(\d{4}-\d{2}-\d{2})-(.+)\.mdx?$/;
/** How far ahead a post may be dated (a monthly post is dated at the end of its month). */
const MAX_DAYS_AHEAD = 31;
const DESCRIPTION_LENGTH = {min: 20, max: 120};

interface Source {
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

/** Every path below `dir` (files and folders), or none when it does not exist. */
function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file));
}

function closest(word: string, candidates: readonly string[]): string | undefined {
  return candidates.find((candidate) => distance(word, candidate) <= 2);
}

class ContentChecker {
  readonly problems: Problem[] = [];
  private readonly descriptions = new Map<string, string>();

  constructor(
    private readonly siteDir: string,
    private readonly now: Date,
  ) {
    const rc = path.join(siteDir, '.autocorrectrc');
    if (existsSync(rc)) {
      autocorrect.loadConfig(JSON.stringify(yaml.load(readFileSync(rc, 'utf8'))));
    }
  }

  private report(source: Source, field: string, problem: string, fix: string, line?: number) {
    this.problems.push({
      file: source.file,
      line: line ?? source.lines.get(field) ?? 1,
      field,
      problem,
      fix,
    });
  }

  private read(file: string): Source {
    const relative = path.relative(this.siteDir, file).split(path.sep).join('/');
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
      this.report(
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
      this.report(
        source,
        'front matter',
        `头部信息无法解析：${(error as Error).message.split('\n')[0]}`,
        '检查这一行的冒号、引号和方括号是否成对，字段名后面要有“: ”',
        yamlLine === undefined ? 1 : yamlLine + 2,
      );
    }
    return source;
  }

  private checkKnownFields(source: Source, allowed: readonly string[]) {
    for (const key of Object.keys(source.data!)) {
      if (!allowed.includes(key)) {
        const guess = closest(key, allowed);
        this.report(
          source,
          key,
          `未知字段 ${key}`,
          guess ? `是不是想写 ${guess}？` : `删除它；允许的字段：${allowed.join('、')}`,
        );
      }
    }
  }

  private checkText(source: Source, field: 'title' | 'description') {
    const value = source.data![field];
    if (typeof value !== 'string' || value.trim() === '') {
      this.report(source, field, `缺少 ${field}`, `加上一行 ${field}: ……`);
      return;
    }
    if (field === 'description') {
      const length = [...value].length;
      if (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max) {
        this.report(
          source,
          field,
          `description 有 ${length} 个字符，应在 ${DESCRIPTION_LENGTH.min} 到 ${DESCRIPTION_LENGTH.max} 之间`,
          '用一两句话写清这一页能帮读者做什么',
        );
      }
      const other = this.descriptions.get(value);
      if (other) {
        this.report(
          source,
          field,
          `description 与 ${other} 完全相同`,
          '每一页写一句只属于它自己的 description',
        );
      } else {
        this.descriptions.set(value, source.file);
      }
    }
    const corrected = autocorrect.format(value);
    if (corrected !== value) {
      this.report(source, field, `中文排版不规范：“${value}”`, `改成“${corrected}”`);
    }
  }

  private checkList(
    source: Source,
    field: 'tags' | 'authors',
    declared: Set<string>,
    declaredIn: string,
  ) {
    const value = source.data![field];
    if (!Array.isArray(value) || value.length === 0) {
      this.report(
        source,
        field,
        `缺少 ${field}，或者它不是列表`,
        `写成 ${field}: [${[...declared].slice(0, 2).join(', ')}]，只用 ${declaredIn} 里登记过的值`,
      );
      return;
    }
    for (const item of value) {
      if (!declared.has(String(item))) {
        this.report(
          source,
          field,
          `${String(item)} 没有登记在 ${declaredIn} 里`,
          `改用已登记的值（${[...declared].join('、')}），或先在 ${declaredIn} 里登记它`,
        );
      }
    }
  }

  private checkTypography(source: Source) {
    // Keep line numbers: the body is linted with the front matter replaced by blank lines.
    const padded = '\n'.repeat(source.bodyLine - 1) + source.body;
    const result = autocorrect.lintFor(padded, 'content.md');
    for (const line of result.lines) {
      this.report(
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
        this.report(
          source,
          'typography',
          `两个汉字之间多了空格：“${stray[0]}”`,
          `删掉空格，写成“${stray[0].replace(/ +/g, '')}”`,
          index + 1,
        );
      }
    });
  }

  private loadDeclared(file: string): Set<string> {
    const full = path.join(this.siteDir, file);
    if (!existsSync(full)) return new Set();
    return new Set(Object.keys((yaml.load(readFileSync(full, 'utf8')) as object | null) ?? {}));
  }

  checkDocs(dir: 'docs' | 'dev') {
    const tags = this.loadDeclared(`${dir}/tags.yml`);
    for (const file of walk(path.join(this.siteDir, dir)).filter((f) => /\.mdx?$/.test(f))) {
      const source = this.read(file);
      if (!source.data) continue;
      this.checkKnownFields(source, DOC_FIELDS);
      this.checkText(source, 'title');
      this.checkText(source, 'description');
      this.checkList(source, 'tags', tags, `${dir}/tags.yml`);
      this.checkTypography(source);
      this.checkDrift(source);
      if (source.file.startsWith('docs/faq/')) this.checkHeadingIds(source);
    }
  }

  /**
   * Chat apps cut a link at its first non-ASCII character, so a FAQ answer is shared by a short
   * ASCII id that stays when the question is reworded: `## 怎么改名 {/* #how *\/}`.
   */
  private checkHeadingIds(source: Source) {
    const lines = source.text.split('\n');
    const prose = outsideCodeFences(lines);
    const seen = new Map<string, number>();
    lines.forEach((line, index) => {
      const heading = /^#{2,6}\s+(.*)$/.exec(line);
      if (!prose[index] || index < source.bodyLine - 1 || !heading) return;
      const id = /\{\/\*\s*#([^\s*]+)\s*\*\/\}\s*$/.exec(heading[1]!)?.[1];
      const title = heading[1]!.replace(/\{\/\*.*\*\/\}\s*$/, '').trim();
      if (!id || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) {
        this.report(
          source,
          'heading',
          id ? `小标题“${title}”的短链接 #${id} 不是小写英文` : `小标题“${title}”没有短链接`,
          `在这一行末尾写上 {/* #short-name */}，只用小写英文字母、数字和连字符，例如 {/* #rename-card */}；以后改标题也保留它，已经分享出去的链接才不会失效`,
          index + 1,
        );
        return;
      }
      const other = seen.get(id);
      if (other) {
        this.report(
          source,
          'heading',
          `短链接 #${id} 和第 ${other} 行重复`,
          '给这个小标题换一个这一页里没用过的短名',
          index + 1,
        );
      }
      seen.set(id, index + 1);
    });
  }

  /** Standalone pages (the about page) state facts too; their front matter has no rules here. */
  checkPages() {
    for (const file of walk(path.join(this.siteDir, 'src/pages')).filter((f) =>
      /\.mdx?$/.test(f),
    )) {
      this.checkDrift(this.read(file));
    }
  }

  private checkDrift(source: Source) {
    for (const {line, field, problem, fix} of driftIn(source.text)) {
      this.report(source, field, problem, fix, line);
    }
  }

  checkPosts() {
    const tags = this.loadDeclared('blog/tags.yml');
    const authors = this.loadDeclared('blog/authors.yml');
    const slugs = new Map<string, string>();
    const times = new Map<number, string>();
    for (const file of walk(path.join(this.siteDir, 'blog')).filter((f) => /\.mdx?$/.test(f))) {
      const source = this.read(file);
      if (!source.data) continue;
      this.checkKnownFields(source, POST_FIELDS);
      this.checkText(source, 'title');
      this.checkText(source, 'description');
      this.checkList(source, 'tags', tags, 'blog/tags.yml');
      this.checkList(source, 'authors', authors, 'blog/authors.yml');
      const fileName = POST_FILE.exec(path.basename(file));
      if (!fileName) {
        this.report(
          source,
          'file name',
          `文件名 ${path.basename(file)} 不是“日期-网址.mdx”的格式`,
          '把文件改名为 YYYY-MM-DD-<slug>.mdx，例如 2025-11-30-nov-2025-updates-merged.mdx',
        );
      }
      const slug = this.checkSlug(source, fileName?.[1], fileName?.[2], slugs);
      const date = this.checkDate(source, fileName?.[1], slug);
      if (date) this.checkTimeIsFree(source, date, times);
      if (!source.body.includes(TRUNCATE)) {
        this.report(
          source,
          'truncate',
          `缺少摘要分隔线 ${TRUNCATE}`,
          `在开头的一到三句摘要后面单独写一行 ${TRUNCATE}`,
          source.bodyLine,
        );
      }
      this.checkTypography(source);
    }
  }

  private checkSlug(
    source: Source,
    dayInFileName: string | undefined,
    slugInFileName: string | undefined,
    slugs: Map<string, string>,
  ): string | undefined {
    const slug = source.data!.slug;
    if (typeof slug !== 'string' || !PLAIN_SLUG.test(slug)) {
      this.report(
        source,
        'slug',
        slug === undefined
          ? '缺少 slug'
          : `slug ${String(slug)} 只能包含小写字母、数字、连字符和点`,
        '月度更新写成 nov-2025-updates-merged，版本更新写成 ver2.6.17',
      );
      return undefined;
    }
    const other = slugs.get(slug);
    if (other) {
      this.report(source, 'slug', `slug ${slug} 与 ${other} 重复`, '每篇文章的 slug 必须不同');
    } else {
      slugs.set(slug, source.file);
    }
    if (slugInFileName !== undefined && slugInFileName !== slug) {
      this.report(
        source,
        'slug',
        `slug ${slug} 与文件名里的 ${slugInFileName} 不一致`,
        '让文件名的日期后面部分与 slug 完全相同',
      );
    }
    const kind = parsePostSlug(slug);
    const postTags = Array.isArray(source.data!.tags) ? source.data!.tags.map(String) : [];
    const tag = requiredTag(kind);
    if (tag && !postTags.includes(tag)) {
      this.report(
        source,
        'tags',
        `${kind.kind === 'version' ? '版本更新' : '月度更新'}必须带标签 ${tag}`,
        `在 tags 里加上 ${tag}`,
      );
    }
    for (const [kindTag, pattern] of [
      ['monthly-update', 'nov-2025-updates-merged'],
      ['updates', 'ver2.6.17'],
    ] as const) {
      if (postTags.includes(kindTag) && requiredTag(kind) !== kindTag) {
        // A monthly post's slug follows from the month in its file name; a version's cannot be guessed.
        const [year, month] = dayInFileName?.split('-').map(Number) ?? [];
        const expected =
          kindTag === 'monthly-update' && year && month >= 1 && month <= 12
            ? monthlySlug(year, month)
            : undefined;
        this.report(
          source,
          'slug',
          `带 ${kindTag} 标签的文章，slug 应当形如 ${pattern}，现在是 ${slug}`,
          expected
            ? `按日期应为 ${expected}：把 slug 改成它，文件名改成 ${dayInFileName}-${expected}.mdx`
            : `把 slug 改成 ${pattern} 的格式（文件名同步修改）`,
        );
      }
    }
    return slug;
  }

  /**
   * Two posts at the same instant would be ordered one way by the blog and another by whatever
   * else sorts them (a feed reader, the tests): the one merged later must be dated later.
   */
  private checkTimeIsFree(source: Source, date: Date, times: Map<number, string>) {
    const other = times.get(date.getTime());
    if (!other) {
      times.set(date.getTime(), source.file);
      return;
    }
    const later = new Date(date.getTime() + 3_600_000);
    this.report(
      source,
      'date',
      `发布时间与 ${other} 完全相同，两篇文章的先后顺序无法确定`,
      `把后发布的那篇改晚一些，例如 date: ${beijingDay(later)}T${beijingTime(later)}:00${UTC_OFFSET}（日期不变时文件名不用改）`,
    );
  }

  /** Checks the post's date; returns it when it is a real date. */
  private checkDate(
    source: Source,
    dayInFileName: string | undefined,
    slug: string | undefined,
  ): Date | undefined {
    const raw = source.raw.get('date');
    if (raw === undefined || raw === '') {
      this.report(source, 'date', '缺少 date', `加上一行 date: 2025-11-30T20:00:00${UTC_OFFSET}`);
      return undefined;
    }
    const match = DATE_FORMAT.exec(raw);
    const date = match ? new Date(match[4] ? raw : `${raw}T00:00:00${UTC_OFFSET}`) : undefined;
    const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [];
    if (
      !match ||
      Number.isNaN(date!.getTime()) ||
      month! < 1 ||
      month! > 12 ||
      day! > daysInMonth(year!, month!)
    ) {
      this.report(
        source,
        'date',
        `日期 ${raw} 格式不对或不存在`,
        `写成 YYYY-MM-DD 或 YYYY-MM-DDTHH:MM:SS${UTC_OFFSET}，例如 2025-11-30T20:00:00${UTC_OFFSET}`,
      );
      return undefined;
    }
    const beijing = beijingDay(date!);
    const latest = beijingDay(new Date(this.now.getTime() + MAX_DAYS_AHEAD * 86_400_000));
    if (beijing < OPENING_DAY || beijing > latest) {
      this.report(
        source,
        'date',
        `日期 ${raw} 不在 ${OPENING_DAY}（开服）到 ${latest} 之间`,
        '检查年份和月份',
      );
    }
    if (dayInFileName !== undefined && dayInFileName !== beijing) {
      this.report(
        source,
        'date',
        `日期 ${beijing} 与文件名开头的 ${dayInFileName} 不一致`,
        `把文件名开头改成 ${beijing}，或改正 date`,
      );
    }
    const kind = slug ? parsePostSlug(slug) : undefined;
    if (kind?.kind === 'monthly' || kind?.kind === 'merged-range') {
      const lastMonth = kind.kind === 'monthly' ? kind.month : kind.lastMonth;
      const firstMonth = kind.kind === 'monthly' ? kind.month : kind.firstMonth;
      const pad = (n: number) => String(n).padStart(2, '0');
      const from = `${kind.year}-${pad(firstMonth)}-01`;
      const next = new Date(Date.UTC(kind.year, lastMonth, 7));
      const to = next.toISOString().slice(0, 10);
      if (beijing < from || beijing > to) {
        this.report(
          source,
          'date',
          `${slug} 是 ${kind.year} 年 ${firstMonth === lastMonth ? '' : `${firstMonth} 到 `}${lastMonth} 月的合并更新，日期却是 ${beijing}`,
          `日期应在 ${from} 到 ${to} 之间（通常是当月最后一天）`,
        );
      }
    }
    return date;
  }
}

export function checkContent(siteDir: string, now = new Date()): Problem[] {
  const checker = new ContentChecker(siteDir, now);
  checker.checkDocs('docs');
  checker.checkDocs('dev');
  checker.checkPages();
  checker.checkPosts();
  for (const {file, line, problem, fix} of brokenLinks(siteDir)) {
    checker.problems.push({file, line, field: 'link', problem, fix});
  }
  for (const {file, line, problem, fix} of imageProblems(siteDir)) {
    checker.problems.push({file, line, field: 'image', problem, fix});
  }
  return checker.problems;
}
