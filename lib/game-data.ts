/**
 * The game's numbers that wiki pages state (prices, timers), written by staff in
 * data/game/<game>.yml: the shape of each table, reading and checking the files, a value's history,
 * and what a page gets in place of <GameTable of="…" /> and <GameValue of="…" />. The content check
 * reports the problems with their lines; the game-data plugin refuses to build from data that has
 * any.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {MdastNode} from './mdx-import';
import {outsideCodeFences} from './markdown-links';
import {escapeRegExp} from './regexp';

export const GAME_DATA_DIR = 'data/game';

type FieldSpec =
  | {kind: 'text'; optional?: boolean}
  | {kind: 'flag'}
  | {
      kind: 'value';
      /** What the value is, in a history or a 数值变化 table (末影珍珠的价格). */
      label: string;
      units: readonly string[];
      optional?: boolean;
      /** One number per level (2/4/8/16 钻石); otherwise exactly one. */
      levels?: boolean;
      /** A lowest and a highest number (100 到 200 云币); otherwise exactly one. */
      range?: boolean;
      /** 0 is a value (the experience a guild starts with); otherwise every number is above 0. */
      zero?: boolean;
    };

interface TableSpec {
  /** What the table is, in the check's messages. */
  title: string;
  /** Every field a row may have besides `name`, which each row has and no other row shares. */
  fields: Record<string, FieldSpec>;
  /** The columns <GameTable /> shows; a table without them is only for <GameValue />. */
  columns?: {header: string; cell: (row: Row) => string}[];
}

interface GameSpec {
  title: string;
  /**
   * The tag of its pages (docs/tags.yml), where the check looks for its numbers besides the lines
   * that name it; without one, the check looks on every page (the lobby's systems, whose names,
   * such as 公会 and 每日任务, belong to no game).
   */
  tag?: string;
  tables: Record<string, TableSpec>;
}

const BED_WARS_CURRENCIES = ['铁锭', '金锭', '钻石', '绿宝石'] as const;
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];

/**
 * The games and the systems around them (the lobby's, the star programme), their tables and their
 * fields: a file data/game/<key>.yml for each.
 */
export const GAMES: Record<string, GameSpec> = {
  bedwars: {
    title: '起床战争',
    tag: 'bed-wars',
    tables: {
      shop: {
        title: '道具商店',
        fields: {
          category: {kind: 'text'},
          pack: {kind: 'value', label: '每组数量', units: ['块', '个', '支'], optional: true},
          price: {kind: 'value', label: '价格', units: BED_WARS_CURRENCIES},
          use: {kind: 'text'},
        },
        columns: [
          {header: '分类', cell: (row) => row.texts.category!},
          {
            header: '物品',
            cell: (row) =>
              row.values.pack ? `${row.name} ×${currentOf(row.values.pack).numbers[0]}` : row.name,
          },
          {header: '价格', cell: (row) => formatValue(currentOf(row.values.price!))},
          {header: '什么时候用', cell: (row) => row.texts.use!},
        ],
      },
      upgrades: {
        title: '团队升级',
        fields: {
          trap: {kind: 'flag'},
          price: {kind: 'value', label: '价格', units: ['钻石'], levels: true},
          bonus: {kind: 'value', label: '产量提高', units: ['%'], levels: true, optional: true},
          duration: {kind: 'value', label: '持续时间', units: ['秒'], optional: true},
          effect: {kind: 'text'},
        },
        columns: [
          {header: '升级', cell: (row) => row.name},
          {
            header: '等级与价格',
            cell: (row) => {
              const price = currentOf(row.values.price!);
              const text = formatValue(price);
              if (row.flags.trap) return `${text}，一次性`;
              if (price.numbers.length === 1) return text;
              return `${ROMAN.slice(0, price.numbers.length).join('/')}：${text}`;
            },
          },
          {header: '效果', cell: (row) => filled(row, row.texts.effect!)},
        ],
      },
      generators: {
        title: '资源生成点',
        fields: {
          every: {kind: 'value', label: '产出间隔', units: ['秒']},
          upgradeAt: {kind: 'value', label: '升级时间', units: ['分钟'], optional: true},
          upgradedEvery: {kind: 'value', label: '升级后的产出间隔', units: ['秒'], optional: true},
        },
      },
      phases: {
        title: '对局时间点',
        fields: {at: {kind: 'value', label: '时间', units: ['分钟']}},
      },
      timers: {
        title: '对局里的计时',
        fields: {time: {kind: 'value', label: '时间', units: ['秒', '分钟']}},
      },
    },
  },
  skywars: {
    title: '空岛战争',
    tag: 'sky-wars',
    tables: {
      kits: {
        title: '套件',
        fields: {
          gear: {kind: 'text'},
          amount: {kind: 'value', label: '开局数量', units: ['个', '支'], optional: true},
          price: {kind: 'value', label: '价格', units: ['云币']},
          for: {kind: 'text'},
        },
        columns: [
          {header: '套件', cell: (row) => row.name},
          // No price column: every kit costs the same, which the pages say once.
          {header: '开局获得', cell: (row) => filled(row, row.texts.gear!)},
          {header: '适合谁', cell: (row) => row.texts.for!},
        ],
      },
      phases: {
        title: '对局时间点',
        fields: {at: {kind: 'value', label: '时间', units: ['分钟']}},
      },
    },
  },
  systems: {
    title: '游戏系统',
    tables: {
      limits: {
        title: '人数上限',
        fields: {max: {kind: 'value', label: '上限', units: ['人', '名', '个']}},
      },
      timers: {
        title: '大厅里的计时',
        fields: {time: {kind: 'value', label: '时间', units: ['秒', '分钟']}},
      },
      rewards: {
        title: '对局和任务的奖励',
        fields: {
          count: {kind: 'value', label: '个数', units: ['个'], optional: true},
          coins: {kind: 'value', label: '云币', units: ['云币'], range: true, optional: true},
          milestone: {kind: 'value', label: '整十级多得的云币', units: ['云币'], optional: true},
          xp: {kind: 'value', label: '经验', units: ['经验'], optional: true},
          guildXp: {kind: 'value', label: '公会经验', units: ['公会经验'], optional: true},
        },
      },
      experience: {
        title: '对局经验',
        fields: {
          xp: {kind: 'value', label: '经验', units: ['经验']},
          extra: {kind: 'flag'},
          each: {kind: 'flag'},
        },
        columns: [
          {header: '行为', cell: (row) => row.name},
          {
            header: '经验',
            cell: (row) =>
              `${row.flags.each ? '每次' : ''}${row.flags.extra ? '额外 ' : ''}${currentOf(row.values.xp!).numbers[0]}`,
          },
        ],
      },
      prices: {
        title: '商城和公会的价格',
        fields: {
          price: {kind: 'value', label: '价格', units: ['云币', '云晶']},
          limited: {kind: 'value', label: '限定款价格', units: ['云晶'], optional: true},
          level: {kind: 'value', label: '等级要求', units: ['级'], optional: true},
        },
      },
      crystals: {
        title: '云晶',
        fields: {amount: {kind: 'value', label: '云晶', units: ['云晶']}},
      },
      levels: {
        title: '升级所需经验',
        fields: {xp: {kind: 'value', label: '每级所需经验', units: ['经验']}},
      },
      guildLevels: {
        title: '公会等级',
        fields: {
          xp: {kind: 'value', label: '累计公会经验', units: ['公会经验'], zero: true},
          unlocks: {kind: 'text'},
        },
        columns: [
          {header: '等级', cell: (row) => row.name},
          {header: '累计公会经验', cell: (row) => String(currentOf(row.values.xp!).numbers[0])},
          {header: '解锁什么', cell: (row) => row.texts.unlocks!},
        ],
      },
      season: {
        title: '赛季榜云晶',
        fields: {crystals: {kind: 'value', label: '云晶', units: ['云晶']}},
        columns: [
          {header: '赛季榜名次', cell: (row) => row.name},
          {header: '云晶', cell: (row) => String(currentOf(row.values.crystals!).numbers[0])},
        ],
      },
    },
  },
  star: {
    title: '星光计划',
    tag: '主播',
    tables: {
      tiers: {
        title: '星光计划档位',
        fields: {
          hours: {kind: 'value', label: '当月有效直播时长', units: ['小时']},
          viewers: {kind: 'value', label: '平均同时在线观众', units: ['人']},
          audience: {kind: 'value', label: '当月有效观众', units: ['人']},
          crystals: {kind: 'value', label: '奖励云晶', units: ['云晶']},
          title: {kind: 'text'},
        },
        columns: [
          {header: '档位', cell: (row) => row.name},
          {header: '当月有效直播时长', cell: (row) => formatValue(currentOf(row.values.hours!))},
          {header: '平均同时在线观众', cell: (row) => formatValue(currentOf(row.values.viewers!))},
          {header: '当月有效观众', cell: (row) => formatValue(currentOf(row.values.audience!))},
          {header: '奖励云晶', cell: (row) => formatValue(currentOf(row.values.crystals!))},
          {header: '称号', cell: (row) => row.texts.title!},
        ],
      },
    },
  },
};

/** A value as it holds from a version on; the first of a history may have no version. */
export interface Dated {
  since?: string;
  numbers: number[];
  unit: string;
  /** The numbers are a lowest and a highest: 100 到 200 云币. */
  range?: boolean;
}
/** A value and its history, oldest first: the last entry is the value today. */
export type History = Dated[];

export interface Row {
  name: string;
  /** 1-based line of the row's name in its file. */
  line: number;
  texts: Record<string, string>;
  flags: Record<string, boolean>;
  values: Record<string, History>;
}

/** Every game's tables, by game key and table key. */
export type GameData = Record<string, Record<string, Row[]>>;

export interface GameDataProblem {
  file: string;
  line: number;
  field: string;
  problem: string;
  fix: string;
}

export const currentOf = (history: History): Dated => history[history.length - 1]!;

/** 4 铁锭, 2/4/8/16 钻石, 25%/50%/75%/100%, 100 到 200 云币. */
export function formatValue({numbers, unit, range}: Dated): string {
  if (unit === '%') return numbers.map((n) => `${n}%`).join('/');
  return `${numbers.join(range ? ' 到 ' : '/')} ${unit}`;
}

/** A row's text with each {field} replaced by that field's value today. */
function filled(row: Row, text: string): string {
  return text.replace(/\{(\w+)\}/g, (_, field: string) =>
    formatValue(currentOf(row.values[field]!)),
  );
}

const VERSION = /^\d+\.\d+\.\d+$/;
const compareVersions = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x![i] !== y![i]) return x![i]! - y![i]!;
  return 0;
};

/** "2.6.17 起 5 绿宝石", "4 铁锭", "25/50 %", "100 到 200 云币": the value, or what is wrong with it. */
function parseDated(text: string, spec: FieldSpec & {kind: 'value'}): Dated | string {
  // The unit is the text after the last digit; a range's 到 sits between two numbers.
  const match = /^(?:(\S+)\s*起\s+)?(.*?)\s*([^\d\s][^\d]*)$/.exec(text.trim());
  if (!match) return `“${text}”不是“数量 单位”的写法`;
  const [, since, amount, rawUnit] = match as unknown as [
    string,
    string | undefined,
    string,
    string,
  ];
  const unit = rawUnit.trim();
  if (since !== undefined && !VERSION.test(since)) {
    return `“${since}”不是版本号，写成 2.6.17 这样的三段数字`;
  }
  if (amount.startsWith('-')) return `“${text}”是负数，游戏里的数值不会小于 0`;
  const number = '\\d+(?:\\.\\d+)?';
  const range = new RegExp(`^${number}\\s*到\\s*${number}$`).test(amount);
  if (range && !spec.range) return `“${text}”只能有一个数，这一项不是范围`;
  if (!range && !new RegExp(`^${number}(?:/${number})*$`).test(amount)) {
    const how = spec.levels
      ? '，分等级的用 / 隔开，例如 2/4/8 钻石'
      : spec.range
        ? '，范围写成“100 到 200”'
        : '';
    return `“${amount || text}”不是数字${how}`;
  }
  const numbers = amount.split(range ? '到' : '/').map(Number);
  if (numbers.some((n) => n === 0) && !spec.zero) return `“${text}”里有 0，这一项的数值都大于 0`;
  if (numbers.length > 1 && !spec.levels && !range) return `“${text}”只能有一个数，这一项不分等级`;
  if (range && numbers[0]! >= numbers[1]!) return `“${text}”的范围应该从小写到大`;
  if (!spec.units.includes(unit)) {
    return `单位“${unit}”不对，这一项的单位是 ${spec.units.join('、')}`;
  }
  return {...(since !== undefined && {since}), numbers, unit, ...(range && {range})};
}

/** Reads and checks one game's file; rows with problems are left out. */
export function parseGameFile(
  file: string,
  source: string,
  spec: GameSpec,
): {tables: Record<string, Row[]>; problems: GameDataProblem[]} {
  const lines = source.split('\n');
  const problems: GameDataProblem[] = [];
  const report = (line: number, field: string, problem: string, fix: string) =>
    problems.push({file, line, field, problem, fix});
  const tables: Record<string, Row[]> = {};
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (error) {
    const mark = (error as {mark?: {line: number}}).mark;
    report(
      (mark?.line ?? 0) + 1,
      'yaml',
      `不是合法的 YAML：${(error as Error).message.split('\n')[0]}`,
      '对照文件开头的说明检查缩进和冒号',
    );
    return {tables, problems};
  }
  /** The first line at or after `from` (0-based) that matches, 1-based; `from + 1` if none. */
  const lineOf = (pattern: RegExp, from = 0) => {
    const index = lines.findIndex((line, i) => i >= from && pattern.test(line));
    return index < 0 ? from + 1 : index + 1;
  };
  const record = (data ?? {}) as Record<string, unknown>;
  if (typeof record !== 'object' || Array.isArray(record)) {
    report(1, 'yaml', '文件的最外层应该是表名', `写 ${Object.keys(spec.tables).join('、')} 这些表`);
    return {tables, problems};
  }
  for (const key of Object.keys(record)) {
    if (!(key in spec.tables)) {
      report(
        lineOf(new RegExp(`^${escapeRegExp(key)}:`)),
        key,
        `${spec.title}没有“${key}”这张表`,
        `表名只能是 ${Object.keys(spec.tables).join('、')}；要加新表，先请开发同学在 lib/game-data.ts 里定义它`,
      );
    }
  }
  for (const [key, table] of Object.entries(spec.tables)) {
    const tableLine = lineOf(new RegExp(`^${escapeRegExp(key)}:`)) - 1;
    const rows = record[key];
    if (!Array.isArray(rows)) {
      report(
        tableLine + 1,
        key,
        `缺少${table.title}（${key}），或者它不是列表`,
        '每一行以“- name:”开头',
      );
      continue;
    }
    tables[key] = [];
    const names = new Set<string>();
    let searchFrom = tableLine;
    for (const raw of rows) {
      const row = (raw ?? {}) as Record<string, unknown>;
      const name = typeof row.name === 'string' ? row.name.trim() : '';
      // A row is a block (- name: 羊毛, its fields below) or one line ({name: 铁锭, every: 2 秒}).
      const line = name
        ? lineOf(
            new RegExp(`^\\s*-\\s*\\{?\\s*name:\\s*${escapeRegExp(name)}\\s*(?:[,}].*)?$`),
            searchFrom,
          )
        : lineOf(/^\s*-\s/, searchFrom);
      searchFrom = line;
      const fieldLine = (field: string) =>
        lineOf(new RegExp(`(?:^\\s*-?\\s*|[{,]\\s*)${escapeRegExp(field)}:`), line - 1);
      if (!name) {
        report(
          line,
          `${key}.name`,
          `${table.title}有一行没有 name`,
          '每一行的第一项写“- name: 名字”',
        );
        continue;
      }
      if (names.has(name)) {
        report(
          line,
          `${key}.${name}`,
          `${table.title}里“${name}”写了两次`,
          '删掉其中一行，或给它们不同的名字',
        );
        continue;
      }
      names.add(name);
      const parsed: Row = {name, line, texts: {}, flags: {}, values: {}};
      let ok = true;
      for (const field of Object.keys(row)) {
        if (field !== 'name' && !(field in table.fields)) {
          ok = false;
          report(
            fieldLine(field),
            `${key}.${name}.${field}`,
            `${table.title}没有“${field}”这一项`,
            `可以写的项：${Object.keys(table.fields).join('、')}`,
          );
        }
      }
      for (const [field, fieldSpec] of Object.entries(table.fields)) {
        const value = row[field];
        const at = `${key}.${name}.${field}`;
        const missing = value === undefined || value === null || value === '';
        if (fieldSpec.kind === 'flag') {
          if (missing) continue;
          if (typeof value !== 'boolean') {
            ok = false;
            report(
              fieldLine(field),
              at,
              `${field} 只能写 true`,
              `写“${field}: true”，不是的就删掉这一项`,
            );
          } else parsed.flags[field] = value;
          continue;
        }
        if (missing) {
          if (!fieldSpec.optional) {
            ok = false;
            report(line, at, `“${name}”缺少 ${field}`, `在这一行下面加“${field}: …”`);
          }
          continue;
        }
        if (fieldSpec.kind === 'text') {
          if (typeof value !== 'string') {
            ok = false;
            report(fieldLine(field), at, `${field} 应该是一段文字`, '直接写文字，不要写成列表');
          } else parsed.texts[field] = value.trim();
          continue;
        }
        const entries = Array.isArray(value) ? value : [value];
        const history: History = [];
        for (const [index, entry] of entries.entries()) {
          const dated =
            typeof entry === 'string'
              ? parseDated(entry, fieldSpec)
              : `“${String(entry)}”少了单位，这一项的单位是 ${fieldSpec.units.join('、')}`;
          if (typeof dated === 'string') {
            report(
              fieldLine(field),
              at,
              dated,
              `写成“数量 单位”，例如 ${fieldSpec.levels ? '2/4 ' : '4 '}${fieldSpec.units[0]}；以前的数值留在列表前面`,
            );
            ok = false;
            break;
          }
          const previous = history[history.length - 1];
          if (index > 0 && dated.since === undefined) {
            report(
              fieldLine(field),
              at,
              `“${String(entry)}”没写从哪个版本起`,
              '列表里第二项起写成“2.6.17 起 5 绿宝石”',
            );
            ok = false;
            break;
          }
          if (previous?.since && dated.since && compareVersions(dated.since, previous.since) <= 0) {
            report(
              fieldLine(field),
              at,
              `${dated.since} 不在 ${previous.since} 之后`,
              '按版本从旧到新写，最新的数值写在最后',
            );
            ok = false;
            break;
          }
          history.push(dated);
        }
        if (history.length === entries.length) parsed.values[field] = history;
      }
      for (const [field, text] of Object.entries(parsed.texts)) {
        for (const [, placeholder] of text.matchAll(/\{(\w+)\}/g)) {
          const spec = table.fields[placeholder!];
          if (spec?.kind !== 'value' || !row[placeholder!]) {
            ok = false;
            report(
              fieldLine(field),
              `${key}.${name}.${field}`,
              `{${placeholder}} 不是这一行写了的数值`,
              `只能用这一行写了的数值：${
                Object.keys(table.fields)
                  .filter((f) => table.fields[f]!.kind === 'value' && row[f])
                  .map((f) => `{${f}}`)
                  .join('、') || '（没有）'
              }`,
            );
          }
        }
      }
      if (ok) tables[key].push(parsed);
    }
  }
  return {tables, problems};
}

/** Every game's data in data/game, and the problems of every file. */
export function readGameData(siteDir: string): {data: GameData; problems: GameDataProblem[]} {
  const dir = path.join(siteDir, GAME_DATA_DIR);
  const data: GameData = {};
  const problems: GameDataProblem[] = [];
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)) : [];
  for (const name of files) {
    const file = `${GAME_DATA_DIR}/${name}`;
    const game = name.replace(/\.ya?ml$/, '');
    const spec = GAMES[game];
    if (!spec) {
      problems.push({
        file,
        line: 1,
        field: 'file',
        problem: `没有叫“${game}”的游戏`,
        fix: `文件名只能是 ${Object.keys(GAMES)
          .map((g) => `${g}.yml`)
          .join('、')}`,
      });
      continue;
    }
    const parsed = parseGameFile(file, readFileSync(path.join(dir, name), 'utf8'), spec);
    data[game] = parsed.tables;
    problems.push(...parsed.problems);
  }
  return {data, problems};
}

/**
 * What `of="bedwars.shop.末影珍珠.price"` names: a table (game.table) or a value
 * (game.table.row.field); a string saying what is wrong otherwise.
 */
export function resolve(
  data: GameData,
  of: string,
): {table: TableSpec; rows: Row[]} | {row: Row; field: string; history: History} | string {
  const [game, table, name, field, ...rest] = of.split('.');
  const spec = GAMES[game ?? ''];
  if (!spec || !data[game!]) return `没有“${game}”这个游戏，可以用 ${Object.keys(data).join('、')}`;
  const tableSpec = spec.tables[table ?? ''];
  const rows = data[game!]![table ?? ''];
  if (!tableSpec || !rows) {
    return `${spec.title}没有“${table}”这张表，可以用 ${Object.keys(spec.tables).join('、')}`;
  }
  if (name === undefined) return {table: tableSpec, rows};
  const row = rows.find((r) => r.name === name);
  if (!row)
    return `${tableSpec.title}里没有“${name}”，可以用 ${rows.map((r) => r.name).join('、')}`;
  const history = field === undefined ? undefined : row.values[field];
  if (!history || rest.length > 0) {
    return `“${name}”没有“${field ?? ''}”这个数值，可以用 ${Object.keys(row.values).join('、')}`;
  }
  return {row, field: field!, history};
}

/** The components a page writes, and the attribute that names the data. */
const TABLE = 'GameTable';
const VALUE = 'GameValue';

/** The tags a page writes, in prose: a tag in code (the staff guide's examples) is not used. */
const GAME_TAG = /<Game(?:Table|Value)\b[^>]*\/>/g;

/** Each tag a page's source uses outside code, with its 1-based line, in order. */
export function gameTagLines(source: string): {line: number; tag: string}[] {
  const lines = source.split('\n');
  const prose = outsideCodeFences(lines);
  return lines.flatMap((line, index) =>
    prose[index]
      ? [...line.replace(/`[^`]*`/g, '').matchAll(GAME_TAG)].map(([tag]) => ({
          line: index + 1,
          tag,
        }))
      : [],
  );
}

/** The `of` of each tag a page's source uses outside code, in order. */
export const gameTagsIn = (source: string): string[] =>
  gameTagLines(source).flatMap(({tag}) => /\bof="([^"]+)"/.exec(tag)?.slice(1) ?? []);

/** A tag that names nothing in the data: what is wrong, and what to write instead. */
export class GameTagError extends Error {
  constructor(
    file: string,
    readonly tag: string,
    readonly problem: string,
    readonly fix: string,
  ) {
    super(`${file}: ${tag} ${problem}（${fix}）`);
  }
}

const attribute = (node: MdastNode, name: string): unknown =>
  (node.attributes as {name?: string; value?: unknown}[] | undefined)?.find((a) => a.name === name)
    ?.value;

/**
 * Replaces, in place, every <GameTable of="game.table" /> by a Markdown table and every
 * <GameValue of="game.table.row.field" /> by its value today (with `since`, and the version it
 * holds from: 4 绿宝石（2.6.4 起）); throws, naming `file`, the tag and the fix, when a tag names
 * nothing in the data.
 */
export function expandGameData(root: MdastNode, data: GameData, file: string): void {
  const fail = (tag: string, of: unknown, problem: string): never => {
    throw new GameTagError(
      file,
      `<${tag} of="${String(of)}" />`,
      problem,
      `of 写“游戏.表${tag === VALUE ? '.名字.数值' : ''}”，例如 ${tag === VALUE ? 'bedwars.shop.末影珍珠.price' : 'bedwars.shop'}；可以用的名字见 ${GAME_DATA_DIR}/ 里的文件`,
    );
  };
  const expand = (node: MdastNode): MdastNode => {
    const isComponent = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    if (isComponent && (node.name === TABLE || node.name === VALUE)) {
      const of = attribute(node, 'of');
      if (typeof of !== 'string')
        return fail(String(node.name), of, '缺少 of，或者 of 不是一段文字');
      const found = resolve(data, of);
      if (typeof found === 'string') return fail(String(node.name), of, found);
      if (node.name === VALUE) {
        if (!('row' in found)) return fail(VALUE, of, '指的是整张表，不是一个数值');
        const today = currentOf(found.history);
        const withSince = attribute(node, 'since') !== undefined;
        if (withSince && today.since === undefined) {
          return fail(
            VALUE,
            of,
            `写了 since，但 ${GAME_DATA_DIR} 里没记这个数值从哪个版本起（去掉 since，或在数据里写成“2.6.4 起 …”）`,
          );
        }
        const text = {
          type: 'text',
          value: withSince ? `${formatValue(today)}（${today.since} 起）` : formatValue(today),
        };
        return node.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [text]} : text;
      }
      if (!('rows' in found)) return fail(TABLE, of, '指的是一个数值，不是整张表');
      const {columns} = found.table;
      if (!columns) return fail(TABLE, of, '这张表只用来在句子里写数值，不能整张显示');
      const cell = (value: string) => ({type: 'tableCell', children: [{type: 'text', value}]});
      return {
        type: 'table',
        align: columns.map(() => null),
        children: [
          {type: 'tableRow', children: columns.map(({header}) => cell(header))},
          ...found.rows.map((row) => ({
            type: 'tableRow',
            children: columns.map((column) => cell(column.cell(row))),
          })),
        ],
      };
    }
    if (node.children) {
      // A value joins the text around it, as if typed there: one string, no React text seams.
      node.children = node.children.map(expand).reduce<MdastNode[]>((merged, child) => {
        const previous = merged[merged.length - 1];
        if (previous?.type === 'text' && child.type === 'text') {
          previous.value = `${String(previous.value)}${String(child.value)}`;
        } else merged.push(child);
        return merged;
      }, []);
    }
    return node;
  };
  expand(root);
}

const valueSpec = (game: string, table: string, field: string) =>
  GAMES[game]!.tables[table]!.fields[field] as FieldSpec & {kind: 'value'};

/** 2.6.0 起 3 绿宝石 → 2.6.4 起 4 绿宝石 */
const historyText = (history: History) =>
  history
    .map((dated) => `${dated.since ? `${dated.since} 起 ` : ''}${formatValue(dated)}`)
    .join(' → ');

/**
 * The values a page shows (the `of` of its tags) that record a version, each as a line of its
 * history: “末影珍珠的价格（道具商店）：2.6.0 起 3 绿宝石 → 2.6.4 起 4 绿宝石”. In the order of the
 * data files; a table's tag shows all its rows' values.
 */
export function valueHistories(data: GameData, shown: readonly string[]): string[] {
  return Object.entries(data).flatMap(([game, tables]) =>
    Object.entries(tables).flatMap(([table, rows]) =>
      rows.flatMap((row) =>
        Object.entries(row.values)
          .filter(
            ([field, history]) =>
              history.some(({since}) => since !== undefined) &&
              (shown.includes(`${game}.${table}`) ||
                shown.includes(`${game}.${table}.${row.name}.${field}`)),
          )
          .map(
            ([field, history]) =>
              `${row.name}的${valueSpec(game, table, field).label}（${GAMES[game]!.tables[table]!.title}）：${historyText(history)}`,
          ),
      ),
    ),
  );
}

/** A row of a version post's 数值变化 table. */
export interface ValueChange {
  /** 道具商店：末影珍珠的价格 */
  what: string;
  /** The value before the version, or 没有 for a value it added. */
  before: string;
  after: string;
}

export const CHANGES_HEADING = '数值变化';
const CHANGES_HEADER = ['项目', '以前', '现在'];

/** What `version` changed: every value whose history has an entry from that version. */
export function changesIn(data: GameData, version: string): ValueChange[] {
  return Object.entries(data).flatMap(([game, tables]) =>
    Object.entries(tables).flatMap(([table, rows]) =>
      rows.flatMap((row) =>
        Object.entries(row.values).flatMap(([field, history]) => {
          const index = history.findIndex(({since}) => since === version);
          if (index < 0) return [];
          const previous = history[index - 1];
          return [
            {
              what: `${GAMES[game]!.tables[table]!.title}：${row.name}的${valueSpec(game, table, field).label}`,
              before: previous ? formatValue(previous) : '没有',
              after: formatValue(history[index]!),
            },
          ];
        }),
      ),
    ),
  );
}

/** The 数值变化 table of a version post, as Markdown. */
export function changesTable(changes: ValueChange[]): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    row(CHANGES_HEADER),
    row(CHANGES_HEADER.map(() => '---')),
    ...changes.map(({what, before, after}) => row([what, before, after])),
  ].join('\n');
}

/**
 * The rows of the table under a post's “## 数值变化”, with their 1-based lines; undefined when the
 * post has no such heading.
 */
export function changesInPost(text: string): {line: number; change: ValueChange}[] | undefined {
  const lines = text.split('\n');
  const heading = lines.findIndex((line) =>
    new RegExp(`^##\\s+${CHANGES_HEADING}\\s*(\\{/\\*.*\\*/\\})?$`).test(line.trim()),
  );
  if (heading < 0) return undefined;
  const found: {line: number; change: ValueChange}[] = [];
  for (let index = heading + 1; index < lines.length && !/^#{1,2}\s/.test(lines[index]!); index++) {
    const cells = /^\|(.*)\|\s*$/
      .exec(lines[index]!.trim())?.[1]
      ?.split('|')
      .map((cell) => cell.trim());
    if (!cells || cells.length !== 3 || cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    if (cells.join() === CHANGES_HEADER.join()) continue;
    found.push({line: index + 1, change: {what: cells[0]!, before: cells[1]!, after: cells[2]!}});
  }
  return found;
}

/**
 * What a line of a page types by hand that the data holds: a row's name and, in the same clause
 * (or table cell), a number with the unit of one of that row's values ("花 10 个铁锭买石剑"). Such
 * a sentence goes stale when the value changes; it should take the value from the data with
 * <GameValue />. A game's numbers are looked for on the pages with its tag and on lines that name
 * the game (空岛战争 has 箭 and 平局 of its own), never on a line that names a version: that is
 * history ("2.6.4 末影珍珠改为 4 绿宝石"), which stays as it was.
 */
export function handTyped(
  line: string,
  data: GameData,
  tags: readonly string[] = [],
): {of: string; text: string; today: string}[] {
  const found: {of: string; text: string; today: string}[] = [];
  if (/\d+\.\d+\.\d+/.test(line)) return found;
  const games = Object.entries(data).filter(([game]) => {
    const {tag, title} = GAMES[game]!;
    return tag === undefined || tags.includes(tag) || line.includes(title);
  });
  // A table row names its row in a cell of its own (| 弓箭手 | 弓 + 10 支箭 |): the whole row is
  // one clause for it. Elsewhere a clause ends at punctuation or a cell's edge.
  const cells = line.trim().startsWith('|') ? line.split('|').map((cell) => cell.trim()) : [];
  const clauses = line.split(/[，。；！？：,;!?（）()|]/);
  const names = games.flatMap(([, tables]) =>
    Object.values(tables).flatMap((rows) => rows.map((row) => row.name)),
  );
  for (const [game, tables] of games) {
    for (const [table, rows] of Object.entries(tables)) {
      for (const row of rows) {
        const namedByCell = cells.some(
          (cell) => cell === row.name || cell.startsWith(`${row.name} ×`),
        );
        // 每周任务 inside 公会每周任务 names the longer row, not this one.
        const longer = names.filter((name) => name !== row.name && name.includes(row.name));
        for (const clause of namedByCell ? [line] : clauses) {
          if (
            !longer.reduce((rest, name) => rest.replaceAll(name, ''), clause).includes(row.name)
          ) {
            continue;
          }
          for (const [field, history] of Object.entries(row.values)) {
            const {unit} = currentOf(history);
            const number = new RegExp(
              `(\\d+(?:\\.\\d+)?)\\s*(?:个|组)?\\s*${unit === '%' ? '%' : unit}`,
            );
            const match = number.exec(clause);
            if (match) {
              found.push({
                of: `${game}.${table}.${row.name}.${field}`,
                text: match[0],
                today: formatValue(currentOf(history)),
              });
            }
          }
        }
      }
    }
  }
  return found;
}
