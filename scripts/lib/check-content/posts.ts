/** The rules of changelog posts: file name, slug, date, kind tags and the summary break. */
import path from 'node:path';
import {
  OPENING_DAY,
  PLAIN_SLUG,
  daysInMonth,
  monthlySlug,
  parsePostSlug,
  requiredTag,
} from '../../../lib/posts';
import {UTC_OFFSET, beijingDay, beijingTime} from '../../../src/dates';
import * as fields from './fields';
import {readSource, type Check, type Source} from './source';

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

export function checkPosts(check: Check) {
  const tags = fields.loadDeclared(check, 'blog/tags.yml');
  const authors = fields.loadDeclared(check, 'blog/authors.yml');
  const slugs = new Map<string, string>();
  const times = new Map<number, string>();
  for (const file of fields
    .walk(path.join(check.siteDir, 'blog'))
    .filter((f) => /\.mdx?$/.test(f))) {
    const source = readSource(check, file);
    if (!source.data) continue;
    fields.checkKnownFields(check, source, POST_FIELDS);
    fields.checkText(check, source, 'title');
    fields.checkText(check, source, 'description');
    fields.checkList(check, source, 'tags', tags, 'blog/tags.yml');
    fields.checkList(check, source, 'authors', authors, 'blog/authors.yml');
    const fileName = POST_FILE.exec(path.basename(file));
    if (!fileName) {
      check.report(
        source,
        'file name',
        `文件名 ${path.basename(file)} 不是“日期-网址.mdx”的格式`,
        '把文件改名为 YYYY-MM-DD-<slug>.mdx，例如 2025-11-30-nov-2025-updates-merged.mdx',
      );
    }
    const slug = checkSlug(check, source, fileName?.[1], fileName?.[2], slugs);
    const date = checkDate(check, source, fileName?.[1], slug);
    if (date) checkTimeIsFree(check, source, date, times);
    if (!source.body.includes(TRUNCATE)) {
      check.report(
        source,
        'truncate',
        `缺少摘要分隔线 ${TRUNCATE}`,
        `在开头的一到三句摘要后面单独写一行 ${TRUNCATE}`,
        source.bodyLine,
      );
    }
    fields.checkTypography(check, source);
  }
}

function checkSlug(
  check: Check,
  source: Source,
  dayInFileName: string | undefined,
  slugInFileName: string | undefined,
  slugs: Map<string, string>,
): string | undefined {
  const slug = source.data!.slug;
  if (typeof slug !== 'string' || !PLAIN_SLUG.test(slug)) {
    check.report(
      source,
      'slug',
      slug === undefined ? '缺少 slug' : `slug ${String(slug)} 只能包含小写字母、数字、连字符和点`,
      '月度更新写成 nov-2025-updates-merged，版本更新写成 ver2.6.17',
    );
    return undefined;
  }
  const other = slugs.get(slug);
  if (other) {
    check.report(source, 'slug', `slug ${slug} 与 ${other} 重复`, '每篇文章的 slug 必须不同');
  } else {
    slugs.set(slug, source.file);
  }
  if (slugInFileName !== undefined && slugInFileName !== slug) {
    check.report(
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
    check.report(
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
      check.report(
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
function checkTimeIsFree(check: Check, source: Source, date: Date, times: Map<number, string>) {
  const other = times.get(date.getTime());
  if (!other) {
    times.set(date.getTime(), source.file);
    return;
  }
  const later = new Date(date.getTime() + 3_600_000);
  check.report(
    source,
    'date',
    `发布时间与 ${other} 完全相同，两篇文章的先后顺序无法确定`,
    `把后发布的那篇改晚一些，例如 date: ${beijingDay(later)}T${beijingTime(later)}:00${UTC_OFFSET}（日期不变时文件名不用改）`,
  );
}

/** Checks the post's date; returns it when it is a real date. */
function checkDate(
  check: Check,
  source: Source,
  dayInFileName: string | undefined,
  slug: string | undefined,
): Date | undefined {
  const raw = source.raw.get('date');
  if (raw === undefined || raw === '') {
    check.report(source, 'date', '缺少 date', `加上一行 date: 2025-11-30T20:00:00${UTC_OFFSET}`);
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
    check.report(
      source,
      'date',
      `日期 ${raw} 格式不对或不存在`,
      `写成 YYYY-MM-DD 或 YYYY-MM-DDTHH:MM:SS${UTC_OFFSET}，例如 2025-11-30T20:00:00${UTC_OFFSET}`,
    );
    return undefined;
  }
  const beijing = beijingDay(date!);
  const latest = beijingDay(new Date(check.now.getTime() + MAX_DAYS_AHEAD * 86_400_000));
  if (beijing < OPENING_DAY || beijing > latest) {
    check.report(
      source,
      'date',
      `日期 ${raw} 不在 ${OPENING_DAY}（开服）到 ${latest} 之间`,
      '检查年份和月份',
    );
  }
  if (dayInFileName !== undefined && dayInFileName !== beijing) {
    check.report(
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
      check.report(
        source,
        'date',
        `${slug} 是 ${kind.year} 年 ${firstMonth === lastMonth ? '' : `${firstMonth} 到 `}${lastMonth} 月的合并更新，日期却是 ${beijing}`,
        `日期应在 ${from} 到 ${to} 之间（通常是当月最后一天）`,
      );
    }
  }
  return date;
}
