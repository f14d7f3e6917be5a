import {strict as assert} from 'node:assert';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {
  GAMES,
  changesIn,
  changesInPost,
  changesTable,
  currentOf,
  expandGameData,
  formatValue,
  handTyped,
  parseGameFile,
  readGameData,
  gameTagsIn,
  resolve,
  valueHistories,
  type GameData,
} from '../../lib/game-data';
import {parseMdx} from '../../lib/markdown-links';
import type {MdastNode} from '../../lib/mdx-import';
import {remarkGameData} from '../../plugins/game-data';
import {visibleLines} from '../../plugins/page-history/visible-text';
import {checkContent, formatProblem} from '../../scripts/lib/check-content/index';
import {planPost, writePost} from '../../scripts/lib/new-post';

const repo = path.resolve(__dirname, '../..');
const temps: string[] = [];
after(() => temps.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

const {data, problems} = readGameData(repo);
const bedwars = GAMES.bedwars!;

/** `line field` of each problem of a bedwars.yml with this text. */
const problemsOf = (text: string) =>
  parseGameFile('data/game/bedwars.yml', text, bedwars).problems.map(
    ({line, field, problem}) => `${line} ${field} ${problem}`,
  );

/** The site's bedwars.yml with `edit` applied to its text. */
const edited = (edit: (text: string) => string) =>
  edit(readFileSync(path.join(repo, 'data/game/bedwars.yml'), 'utf8'));

/** The text of an mdast node and its children. */
const textOf = (node: MdastNode): string =>
  typeof node.value === 'string' ? node.value : (node.children ?? []).map(textOf).join('');

const findAll = (node: MdastNode, type: string): MdastNode[] => [
  ...(node.type === type ? [node] : []),
  ...(node.children ?? []).flatMap((child) => findAll(child, type)),
];

const NOW = new Date('2025-11-22T12:00:00+08:00');

/** The content check's fixture site with the site's game data, `bedwars.yml` edited by `edit`. */
function siteWithData(edit: (text: string) => string = (text) => text): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'game-data-site-'));
  temps.push(dir);
  cpSync(path.join(repo, 'tests/fixtures/content/site'), dir, {recursive: true});
  cpSync(path.join(repo, '.autocorrectrc'), path.join(dir, '.autocorrectrc'));
  mkdirSync(path.join(dir, 'data/game'), {recursive: true});
  writeFileSync(path.join(dir, 'data/game/bedwars.yml'), edited(edit));
  return dir;
}

/** The value `of` names, as the data has it today. */
function todayOf(of: string): string {
  const found = resolve(data, of);
  if (typeof found === 'string' || !('history' in found))
    throw new Error(`${of}: ${String(found)}`);
  return formatValue(currentOf(found.history));
}

/** Release day's data: two prices and a timer change in 2.6.17. */
const release = (text: string) =>
  text
    .replace(
      'price: [2.6.0 起 3 绿宝石, 2.6.4 起 4 绿宝石]',
      'price: [2.6.0 起 3 绿宝石, 2.6.4 起 4 绿宝石, 2.6.17 起 5 绿宝石]',
    )
    .replace('price: 20 铁锭', 'price: [20 铁锭, 2.6.17 起 16 铁锭]')
    .replace('every: 30 秒', 'every: [30 秒, 2.6.17 起 25 秒]');

describe('game data', () => {
  test("the site's data has no problems and every table has rows", () => {
    assert.deepEqual(problems, []);
    for (const [game, spec] of Object.entries(GAMES)) {
      for (const table of Object.keys(spec.tables)) {
        assert.ok((data[game]?.[table]?.length ?? 0) > 0, `${game}.${table} has rows`);
      }
    }
  });

  test('bad data fails with its line, field and what to write', () => {
    const shopPrice = (value: string) =>
      edited((text) =>
        text.replace(
          'price: [2.6.0 起 3 绿宝石, 2.6.4 起 4 绿宝石]\n    use: 瞬间传送',
          `price: ${value}\n    use: 瞬间传送`,
        ),
      );
    const pearlLine =
      shopPrice('x')
        .split('\n')
        .findIndex((l) => l.includes('price: x')) + 1;
    const at = `${pearlLine} shop.末影珍珠.price`;
    assert.deepEqual(problemsOf(shopPrice('-4 绿宝石')), [
      `${at} “-4 绿宝石”是负数，游戏里的数值不会小于 0`,
    ]);
    assert.deepEqual(problemsOf(shopPrice('4 绿宝')), [
      `${at} 单位“绿宝”不对，这一项的单位是 铁锭、金锭、钻石、绿宝石`,
    ]);
    assert.deepEqual(problemsOf(shopPrice('4')), [
      `${at} “4”少了单位，这一项的单位是 铁锭、金锭、钻石、绿宝石`,
    ]);
    assert.deepEqual(problemsOf(shopPrice('4/5 绿宝石')), [
      `${at} “4/5 绿宝石”只能有一个数，这一项不分等级`,
    ]);
    assert.deepEqual(problemsOf(shopPrice('[4 绿宝石, 5 绿宝石]')), [
      `${at} “5 绿宝石”没写从哪个版本起`,
    ]);
    assert.deepEqual(problemsOf(shopPrice('[2.6.17 起 5 绿宝石, 2.6.4 起 4 绿宝石]')), [
      `${at} 2.6.4 不在 2.6.17 之后`,
    ]);
    assert.deepEqual(problemsOf(shopPrice('[4 绿宝石, 2.6 起 5 绿宝石]')), [
      `${at} “2.6”不是版本号，写成 2.6.17 这样的三段数字`,
    ]);
    // A history in order is a value: the last entry is today's.
    const history = parseGameFile('f', shopPrice('[4 绿宝石, 2.6.17 起 5 绿宝石]'), bedwars);
    assert.deepEqual(history.problems, []);
    const pearl = history.tables.shop!.find((row) => row.name === '末影珍珠')!;
    assert.deepEqual(pearl.values.price, [
      {numbers: [4], unit: '绿宝石'},
      {since: '2.6.17', numbers: [5], unit: '绿宝石'},
    ]);
    assert.equal(formatValue(currentOf(pearl.values.price!)), '5 绿宝石');

    const unknownField = edited((text) =>
      text.replace('    use: 瞬间传送', '    cost: 3 金锭\n    use: 瞬间传送'),
    );
    const costLine = unknownField.split('\n').findIndex((l) => l.includes('cost:')) + 1;
    assert.deepEqual(problemsOf(unknownField), [
      `${costLine} shop.末影珍珠.cost 道具商店没有“cost”这一项`,
    ]);
    const missing = edited((text) =>
      text.replace(
        '    price: [2.6.0 起 3 绿宝石, 2.6.4 起 4 绿宝石]\n    use: 瞬间传送',
        '    use: 瞬间传送',
      ),
    );
    const pearlRow = missing.split('\n').findIndex((l) => l.includes('name: 末影珍珠')) + 1;
    assert.deepEqual(problemsOf(missing), [`${pearlRow} shop.末影珍珠.price “末影珍珠”缺少 price`]);
    assert.deepEqual(problemsOf(edited((text) => `${text}kits:\n  - name: 弓箭手\n`)), [
      `${edited((t) => t).split('\n').length} kits 起床战争没有“kits”这张表`,
    ]);
    const twice = edited((text) => text.replace('  - name: 金苹果', '  - name: 末影珍珠'));
    assert.match(problemsOf(twice).join('\n'), /shop\.末影珍珠 道具商店里“末影珍珠”写了两次/);
    const placeholder = edited((text) =>
      text.replace('入侵者挖掘疲劳 {duration}', '入侵者挖掘疲劳 {time}'),
    );
    assert.match(
      problemsOf(placeholder).join('\n'),
      /upgrades\.挖掘疲劳陷阱\.effect \{time\} 不是这一行写了的数值/,
    );
    assert.match(problemsOf('shop: [\n').join('\n'), /^\d+ yaml 不是合法的 YAML/);
    // A row written on one line is found on its line too.
    const oneLine = edited((text) =>
      text.replace(/generators:\n[^]*?\n\n/, 'generators:\n  - {name: 铁锭, every: 2 妙}\n\n'),
    );
    assert.deepEqual(problemsOf(oneLine), [
      `${oneLine.split('\n').indexOf('  - {name: 铁锭, every: 2 妙}') + 1} generators.铁锭.every 单位“妙”不对，这一项的单位是 秒`,
    ]);
  });

  test('values read as players write them: levels, percentages, a trap, a pack', () => {
    const {tables} = parseGameFile(
      'f',
      [
        'shop:',
        '  - name: 箭',
        '    category: 远程',
        '    pack: 8 支',
        '    price: 2 金锭',
        '    use: 配弓用',
        'upgrades:',
        '  - name: 资源锻炉',
        '    price: 2/4 钻石',
        '    bonus: 25/50 %',
        '    effect: 产量提高 {bonus}',
        '  - name: 失明陷阱',
        '    trap: true',
        '    price: 1 钻石',
        '    duration: 8 秒',
        '    effect: 失明 {duration}',
        'generators:',
        '  - {name: 铁锭, every: 2 秒}',
        'phases:',
        '  - {name: 床自毁, at: 30 分钟}',
      ].join('\n'),
      bedwars,
    );
    const cells = (table: string) =>
      tables[table]!.map((row) => bedwars.tables[table]!.columns!.map(({cell}) => cell(row)));
    assert.deepEqual(cells('shop'), [['远程', '箭 ×8', '2 金锭', '配弓用']]);
    assert.deepEqual(cells('upgrades'), [
      ['资源锻炉', 'I/II：2/4 钻石', '产量提高 25%/50%'],
      ['失明陷阱', '1 钻石，一次性', '失明 8 秒'],
    ]);
  });

  test('a page gets the tables and values of the data; a tag naming nothing fails the build', () => {
    const page = readFileSync(path.join(repo, 'docs/tutorial/bedwars.mdx'), 'utf8');
    const tree = parseMdx(page) as MdastNode;
    expandGameData(tree, data, 'docs/tutorial/bedwars.mdx');
    const rows = findAll(tree, 'tableRow').map((row) => (row.children ?? []).map(textOf));
    for (const [table, spec] of Object.entries(bedwars.tables)) {
      if (!spec.columns) continue;
      const header = spec.columns.map(({header}) => header);
      const start = rows.findIndex((row) => row.join() === header.join());
      assert.ok(start >= 0, `the page shows ${table}`);
      assert.deepEqual(
        rows.slice(start + 1, start + 1 + data.bedwars![table]!.length),
        data.bedwars![table]!.map((row) => spec.columns!.map((column) => column.cell(row))),
      );
    }
    const pearl = data.bedwars!.shop!.find((row) => row.name === '末影珍珠')!;
    const text = textOf(tree);
    assert.ok(!text.includes('GameValue'));
    assert.ok(
      text.includes(
        `每 ${formatValue(currentOf(data.bedwars!.generators![0]!.values.every!))}产出 1 个铁锭`,
      ),
    );
    assert.equal(
      formatValue(currentOf(pearl.values.price!)),
      rows.find((row) => row[1] === '末影珍珠')![2],
    );

    const broken = (of: string) => () =>
      expandGameData(parseMdx(`花 <GameValue of="${of}" /> 买`) as MdastNode, data, 'docs/x.mdx');
    assert.throws(
      broken('bedwars.shop.末影珍株.price'),
      /docs\/x\.mdx: <GameValue of="bedwars\.shop\.末影珍株\.price" \/> 道具商店里没有“末影珍株”，可以用 羊毛、/,
    );
    assert.throws(
      broken('bedwars.shop.末影珍珠.cost'),
      /“末影珍珠”没有“cost”这个数值，可以用 price/,
    );
    assert.throws(broken('bedwars.shop'), /指的是整张表，不是一个数值/);
    assert.throws(broken('parkour.maps'), /没有“parkour”这个游戏/);
  });

  test('the build refuses data with problems, naming the file and line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'game-data-'));
    temps.push(dir);
    mkdirSync(path.join(dir, 'data/game'), {recursive: true});
    writeFileSync(
      path.join(dir, 'data/game/bedwars.yml'),
      edited((t) => t.replace('price: 20 铁锭', 'price: 20 铁')),
    );
    assert.throws(
      () => remarkGameData(dir),
      /data\/game\/bedwars\.yml 第 \d+ 行 shop\.剪刀\.price：单位“铁”不对/,
    );
    writeFileSync(path.join(dir, 'data/game/parkour.yml'), 'kits: []\n');
    assert.throws(
      () => remarkGameData(dir),
      /data\/game\/parkour\.yml 第 1 行 file：没有叫“parkour”的游戏/,
    );
  });

  test('the check finds a number typed by hand on the game’s pages, not on another game’s or in history', () => {
    const bedwarsData: GameData = {bedwars: data.bedwars!};
    assert.deepEqual(handTyped('再花 5 个铁锭买石剑。', bedwarsData, ['bed-wars']), [
      {of: 'bedwars.shop.石剑.price', text: '5 个铁锭', today: todayOf('bedwars.shop.石剑.price')},
    ]);
    assert.deepEqual(handTyped('起床战争打到 45 分钟进入最终决战。', bedwarsData), [
      {
        of: 'bedwars.phases.最终决战.at',
        text: '45 分钟',
        today: todayOf('bedwars.phases.最终决战.at'),
      },
    ]);
    // A table row names its row in a cell of its own; a row that names none is not about it.
    assert.deepEqual(
      handTyped('| 弓箭手 | 弓 + 12 支箭 | 会瞄准 |', {skywars: data.skywars!}, ['sky-wars']),
      [
        {
          of: 'skywars.kits.弓箭手.amount',
          text: '12 支',
          today: todayOf('skywars.kits.弓箭手.amount'),
        },
      ],
    );
    assert.deepEqual(
      handTyped('| 后期 | 20 分钟以后 | 钻石剑、钻石盔甲 |', bedwarsData, ['bed-wars']),
      [],
    );
    // 空岛战争's own 箭 and 平局; history keeps the value it had.
    assert.deepEqual(handTyped('弓箭手套件：弓 + 10 支箭', bedwarsData, ['sky-wars']), []);
    assert.deepEqual(handTyped('打到 15 分钟判为平局', bedwarsData, ['sky-wars']), []);
    assert.deepEqual(handTyped('| 2.6.4 | 起床战争的末影珍珠改为 4 绿宝石 |', bedwarsData), []);
    assert.deepEqual(
      handTyped('花 <GameValue of="bedwars.shop.石剑.price" /> 买石剑', bedwarsData, ['bed-wars']),
      [],
    );
  });

  test("the lobby's numbers are looked for on every page; a longer name is not a shorter one", () => {
    const systems: GameData = {systems: data.systems!};
    // No tag and no game named on the line: the lobby's systems belong to no game.
    assert.deepEqual(handTyped('公会最多 60 人，有会长和成员。', systems), [
      {of: 'systems.limits.公会.max', text: '60 人', today: todayOf('systems.limits.公会.max')},
    ]);
    // 公会每周任务 holds 每周任务: the count is the guild's, not the player's weekly tasks'.
    assert.deepEqual(
      handTyped('每周一刷新 2 个公会每周任务。', systems).map(({of}) => of),
      ['systems.rewards.公会每周任务.count'],
    );
  });

  test('a range is written 100 到 200, lowest first, and only where the field allows one', () => {
    const spec = GAMES.systems!;
    const file = (coins: string) =>
      readFileSync(path.join(repo, 'data/game/systems.yml'), 'utf8').replace(
        /(- name: 每日任务\n\s+count: .*\n\s+coins: ).*/,
        `$1${coins}`,
      );
    const parsed = parseGameFile('f', file('150 到 250 云币'), spec);
    assert.deepEqual(parsed.problems, []);
    const daily = parsed.tables.rewards!.find((row) => row.name === '每日任务')!;
    assert.equal(formatValue(currentOf(daily.values.coins!)), '150 到 250 云币');
    const problem = (text: string) => parseGameFile('f', text, spec).problems.map((p) => p.problem);
    assert.deepEqual(problem(file('250 到 150 云币')), ['“250 到 150 云币”的范围应该从小写到大']);
    assert.deepEqual(problem(file('150 到 250 云币').replace('max: 4 人', 'max: 2 到 4 人')), [
      '“2 到 4 人”只能有一个数，这一项不是范围',
    ]);
  });

  test('check:content reports a stale number on another page with the page, line and fix', async () => {
    const dir = siteWithData();
    const page = path.join(dir, 'docs/bedwars-tips.md');
    writeFileSync(
      page,
      [
        '---',
        'title: 起床战争小技巧',
        'description: 起床战争里几个省资源的小技巧，帮你在开局少走弯路、更快护好床并去抢钻石。',
        '---',
        '',
        '起床战争里，末影珍珠要 3 绿宝石，省着用。',
        '',
      ].join('\n'),
    );
    const found = (await checkContent(dir, NOW)).filter(({field}) => field === 'game');
    assert.equal(found.length, 1);
    assert.equal(found[0]!.file, 'docs/bedwars-tips.md');
    assert.equal(found[0]!.line, 6);
    assert.match(found[0]!.problem, /“3 绿宝石”是手写的游戏数值（data\/game 里现在是 4 绿宝石）/);
    assert.equal(
      found[0]!.fix,
      '改成 <GameValue of="bedwars.shop.末影珍珠.price" />，数值就从 data/game 来',
    );
  });

  test("page history reads a page's game values as the data has them", () => {
    const before = ['| 物品 | 价格 |', '| --- | --- |', '| 石剑 | 10 铁锭 |'].join('\n');
    const lines = visibleLines(
      '花 <GameValue of="bedwars.shop.石剑.price" /> 买石剑',
      undefined,
      data,
    );
    const price = formatValue(
      currentOf(data.bedwars!.shop!.find((r) => r.name === '石剑')!.values.price!),
    );
    assert.deepEqual(lines, [{text: `花 ${price} 买石剑`}]);
    // A row an older version named and the data no longer has reads as nothing, not a failure.
    assert.deepEqual(
      visibleLines('花 <GameValue of="bedwars.shop.木剑.price" /> 买', undefined, data),
      [{text: '花  买'}],
    );
    assert.ok(visibleLines(before).some(({text}) => text.includes('10 铁锭')));
  });

  test('a value can say since when it holds; a page lists the history of the values it shows', () => {
    const expand = (source: string, game: GameData = data) => {
      const tree = parseMdx(source) as MdastNode;
      expandGameData(tree, game, 'docs/x.mdx');
      return textOf(tree);
    };
    const pearl = currentOf(data.bedwars!.shop!.find((r) => r.name === '末影珍珠')!.values.price!);
    assert.equal(
      expand('珍珠 <GameValue of="bedwars.shop.末影珍珠.price" since />'),
      `珍珠 ${formatValue(pearl)}（${pearl.since} 起）`,
    );
    assert.throws(
      () => expand('<GameValue of="bedwars.shop.羊毛.price" since />'),
      /写了 since，但 data\/game 里没记这个数值从哪个版本起/,
    );
    const released = {bedwars: parseGameFile('f', edited(release), bedwars).tables};
    // A page's history lists the values it shows: a table's tag shows every row of the table.
    const lines = valueHistories(released, ['bedwars.shop', 'bedwars.generators.钻石.every']);
    assert.deepEqual(lines, [
      '末影珍珠的价格（道具商店）：2.6.0 起 3 绿宝石 → 2.6.4 起 4 绿宝石 → 2.6.17 起 5 绿宝石',
      '剪刀的价格（道具商店）：20 铁锭 → 2.6.17 起 16 铁锭',
      '钻石的产出间隔（资源生成点）：30 秒 → 2.6.17 起 25 秒',
    ]);
    // Values that never changed, and values the page does not show, are not listed.
    assert.deepEqual(valueHistories(released, ['bedwars.generators.铁锭.every']), []);
    const page = readFileSync(path.join(repo, 'docs/tutorial/bedwars.mdx'), 'utf8');
    assert.ok(gameTagsIn(page).includes('bedwars.shop'));
    assert.deepEqual(
      gameTagsIn(
        '写 `<GameValue of="bedwars.shop.羊毛.price" />`\n\n```\n<GameTable of="bedwars.shop" />\n```',
      ),
      [],
    );
  });

  test("a version's changes are a 数值变化 table, written by new:post and checked in the post", async () => {
    const released = {bedwars: parseGameFile('f', edited(release), bedwars).tables};
    const changes = changesIn(released, '2.6.17');
    assert.deepEqual(changes, [
      {what: '道具商店：末影珍珠的价格', before: '4 绿宝石', after: '5 绿宝石'},
      {what: '道具商店：剪刀的价格', before: '20 铁锭', after: '16 铁锭'},
      {what: '资源生成点：钻石的产出间隔', before: '30 秒', after: '25 秒'},
    ]);
    assert.deepEqual(changesIn(data, '2.6.4'), [
      {what: '道具商店：末影珍珠的价格', before: '3 绿宝石', after: '4 绿宝石'},
      {what: '团队升级：疯狂矿工的价格', before: '没有', after: '2/4 钻石'},
    ]);
    assert.deepEqual(
      changesInPost(`## 数值变化\n\n${changesTable(changes)}\n\n## 修复\n\n| a | b | c |\n`)?.map(
        ({change}) => change,
      ),
      changes,
    );

    const dir = siteWithData(release);
    const post = planPost(dir, '2.6.17', undefined, NOW);
    assert.ok(post.content.endsWith(`## 数值变化\n\n${changesTable(changes)}\n`));
    writePost(dir, post);
    assert.deepEqual((await checkContent(dir, NOW)).map(formatProblem), []);
    // A version that changed nothing gets no such section.
    assert.ok(!planPost(dir, '2.6.18', undefined, NOW).content.includes('数值变化'));

    const file = path.join(dir, post.file);
    const written = readFileSync(file, 'utf8');
    const problemsWith = async (text: string) => {
      writeFileSync(file, text);
      return (await checkContent(dir, NOW)).map(
        ({line, field, problem}) => `${line} ${field} ${problem}`,
      );
    };
    const tableLine = written.split('\n').findIndex((l) => l.includes('末影珍珠')) + 1;
    const heading = written.split('\n').findIndex((l) => l === '## 数值变化') + 1;
    assert.deepEqual(await problemsWith(written.replace('| 5 绿宝石 |', '| 6 绿宝石 |')), [
      `${tableLine} 数值变化 “道具商店：末影珍珠的价格”写的是 4 绿宝石 → 6 绿宝石，data/game 里是 4 绿宝石 → 5 绿宝石`,
      `${heading} 数值变化 “数值变化”少了一行：道具商店：末影珍珠的价格，4 绿宝石 → 5 绿宝石`,
    ]);
    assert.deepEqual(await problemsWith(written.replace(/\n## 数值变化[^]*$/, '\n')), [
      '1 数值变化 data/game 记下 2.6.17 改了 3 个数值，公告里没有“数值变化”一节',
    ]);
    assert.deepEqual(
      await problemsWith(
        `${written}\n末影珍珠现在卖 <GameValue of="bedwars.shop.末影珍珠.price" />。\n`,
      ),
      [
        `${written.split('\n').length + 1} game 更新日志里用了 <GameValue of="bedwars.shop.末影珍珠.price" />`,
      ],
    );
  });

  test('check:content names a tag that names nothing, with the page, line and fix', async () => {
    const dir = siteWithData();
    writeFileSync(
      path.join(dir, 'docs/bedwars-prices.md'),
      [
        '---',
        'title: 起床战争价格速查',
        'description: 起床战争里几样常用道具的价格，方便你开局时算好要攒多少铁锭和金锭再去道具商店。',
        '---',
        '',
        '冰霜护符要 <GameValue of="bedwars.shop.冰霜护符.price" />。',
        '',
      ].join('\n'),
    );
    const found = (await checkContent(dir, NOW)).filter(({field}) => field === 'game');
    assert.deepEqual(
      found.map(({file, line, problem}) => `${file}:${line} ${problem}`),
      [
        'docs/bedwars-prices.md:6 <GameValue of="bedwars.shop.冰霜护符.price" /> 道具商店里没有“冰霜护符”，可以用 ' +
          data.bedwars!.shop!.map((r) => r.name).join('、'),
      ],
    );
    assert.match(found[0]!.fix, /of 写“游戏\.表\.名字\.数值”/);
  });
});
