/**
 * The searches that helped nobody, from an export of the site's analytics, as candidates for
 * docs/aliases.yml: plugins/search/ui/report.ts sends each one to Baidu Tongji as an event
 * (站内搜索 / 没有结果 or 没有打开结果 / the query), and staff export 事件分析 as CSV.
 */
import {parse} from 'csv-parse/sync';
import {routeKey, type AliasEntry} from '../../lib/search-aliases';
import {SEARCH_EVENT} from '../../plugins/search/ui/report';
import {normalise} from '../../plugins/search/ui/plan';

/** One row of the export: an event and how many times it was sent. */
export interface EventRow {
  category: string;
  action: string;
  label: string;
  count: number;
}

/** The columns the export needs, each with the names Baidu Tongji and a spreadsheet give it. */
const COLUMNS = {
  category: ['事件类别', '类别', 'category'],
  action: ['事件操作', '操作', 'action'],
  label: ['事件标签', '标签', 'label'],
  count: ['事件总数', '总次数', '次数', '事件数', 'count'],
} as const;

/** An export that cannot be read, with what to do about it. */
export class ExportError extends Error {}

/**
 * The export's text: UTF-8 (with or without a byte-order mark) or, as a spreadsheet saves it on
 * a Chinese Windows, GB18030.
 */
export function decodeExport(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', {fatal: true, ignoreBOM: false}).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/**
 * The event rows of an export. Lines above the table (the report's name, its dates) are skipped:
 * the table starts at the first row that names every column. `file` is for messages.
 */
export function readEventExport(text: string, file: string): EventRow[] {
  let rows: string[][];
  try {
    rows = parse(text, {relaxColumnCount: true, skipEmptyLines: true, bom: true});
  } catch (error) {
    const {lines} = error as {lines?: number};
    throw new ExportError(
      `${file}${lines ? ` 第 ${lines} 行` : ''}：不是 CSV 格式。在百度统计的“事件分析”里导出 CSV，不要用表格软件另存成别的格式。`,
    );
  }
  const columnOf = (row: string[], names: readonly string[]) =>
    row.findIndex((cell) => names.includes(cell.trim().toLowerCase()));
  const headerAt = rows.findIndex((row) =>
    Object.values(COLUMNS).every((names) => columnOf(row, names) >= 0),
  );
  if (headerAt < 0) {
    throw new ExportError(
      `${file}：找不到表头。需要 ${Object.values(COLUMNS)
        .map((names) => names[0])
        .join('、')} 这几列：在百度统计的“事件分析”里导出 CSV，不要改列名。`,
    );
  }
  const header = rows[headerAt]!;
  const at = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, names]) => [key, columnOf(header, names)]),
  ) as Record<keyof typeof COLUMNS, number>;
  return rows.slice(headerAt + 1).flatMap((row, index) => {
    const cell = (key: keyof typeof COLUMNS) => (row[at[key]] ?? '').trim();
    // A total row (合计) or a blank one has no event.
    if (!cell('category') || !cell('action')) return [];
    const written = cell('count').replace(/,/g, '');
    const count = Number(written);
    if (!/^\d+$/.test(written) || !Number.isSafeInteger(count)) {
      throw new ExportError(
        `${file} 第 ${headerAt + index + 2} 行：${COLUMNS.count[0]}应当是整数，这里是“${cell('count')}”。`,
      );
    }
    return [{category: cell('category'), action: cell('action'), label: cell('label'), count}];
  });
}

/** A query that helped nobody, as often as players searched it in the export. */
export interface SearchMiss {
  /** The query as players typed it most often. */
  query: string;
  /** How often it found nothing. */
  noResult: number;
  /** How often it found pages, none of which was opened. */
  notOpened: number;
  /** The pages it is already an alias of (docs/aliases.yml), whose alias did not help. */
  aliasOf: string[];
}

/**
 * The export's searches that helped nobody, one per query as the search reads it (全角 and half-
 * width, upper and lower case and punctuation aside), searched at least `min` times, most often
 * first. Rows of other events are left out.
 */
export function searchMisses(rows: EventRow[], aliases: AliasEntry[], min: number): SearchMiss[] {
  const byQuery = new Map<
    string,
    {typed: Map<string, number>; noResult: number; notOpened: number}
  >();
  for (const row of rows) {
    if (row.category !== SEARCH_EVENT.category) continue;
    const noResult = row.action === SEARCH_EVENT.noResult;
    if (!noResult && row.action !== SEARCH_EVENT.notOpened) continue;
    const key = normalise(row.label);
    if (!key) continue;
    const entry = byQuery.get(key) ?? {typed: new Map(), noResult: 0, notOpened: 0};
    entry.typed.set(row.label, (entry.typed.get(row.label) ?? 0) + row.count);
    if (noResult) entry.noResult += row.count;
    else entry.notOpened += row.count;
    byQuery.set(key, entry);
  }
  return [...byQuery]
    .map(([key, {typed, noResult, notOpened}]) => ({
      query: [...typed].sort((a, b) => b[1] - a[1])[0]![0],
      noResult,
      notOpened,
      aliasOf: aliases
        .filter(({aliases: words}) => words.some((word) => normalise(word) === key))
        .map(({route}) => routeKey(route)),
    }))
    .filter(({noResult, notOpened}) => noResult + notOpened >= min)
    .sort((a, b) => b.noResult + b.notOpened - (a.noResult + a.notOpened));
}

/** The misses as staff read them: what to look at first, and what to do with each. */
export function missesReport(misses: SearchMiss[], file: string, min: number): string {
  const line = (count: number, text: string) => `  ${String(count).padStart(5)} 次  ${text}`;
  const fresh = misses.filter(({aliasOf}) => aliasOf.length === 0);
  const aliased = misses.filter(({aliasOf}) => aliasOf.length > 0);
  const noResult = fresh.filter((miss) => miss.noResult >= miss.notOpened);
  const notOpened = fresh.filter((miss) => miss.noResult < miss.notOpened);
  const sections: string[] = [
    `${file}：站内搜索没帮上忙的词 ${misses.length} 个（只列搜过至少 ${min} 次的词，次数多的在前）。`,
  ];
  if (noResult.length > 0) {
    sections.push(
      [
        '搜了什么都没找到：页面上有答案的，把词写到 docs/aliases.yml 里那一页下面；页面上没有答案的，先补内容。',
        ...noResult.map((miss) => line(miss.noResult + miss.notOpened, miss.query)),
      ].join('\n'),
    );
  }
  if (notOpened.length > 0) {
    sections.push(
      [
        '找到了页面，但玩家一个也没打开：搜一下看看排在前面的对不对，不对就把词写到玩家要找的那一页下面。',
        ...notOpened.map((miss) => line(miss.noResult + miss.notOpened, miss.query)),
      ].join('\n'),
    );
  }
  if (aliased.length > 0) {
    sections.push(
      [
        '已经写在 docs/aliases.yml 里，仍然没帮上忙：看看是不是写在了玩家要找的那一页下面。',
        ...aliased.map((miss) =>
          line(miss.noResult + miss.notOpened, `${miss.query}（${miss.aliasOf.join('、')}）`),
        ),
      ].join('\n'),
    );
  }
  if (misses.length === 0) sections.push('没有要处理的词。');
  return `${sections.join('\n\n')}\n`;
}
