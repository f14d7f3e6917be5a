import {strict as assert} from 'node:assert';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {
  ExportError,
  decodeExport,
  missesReport,
  readEventExport,
  searchMisses,
} from '../../scripts/lib/search-misses';
import type {AliasEntry} from '../../lib/search-aliases';

const fixture = (name: string) =>
  decodeExport(readFileSync(path.join(__dirname, '../fixtures/search-misses', name)));
const FILE = 'export.csv';
const aliases: AliasEntry[] = [
  {route: '/docs/tutorial/bedwars', aliases: ['床战'], line: 1, aliasLines: [2]},
];

describe("the searches that helped nobody, from the analytics' export", () => {
  test('the table is read below the lines above it, in UTF-8 and in GB18030 alike', () => {
    const rows = readEventExport(fixture('baidu-events.csv'), FILE);
    assert.deepEqual(readEventExport(fixture('baidu-events-gb18030.csv'), FILE), rows);
    assert.deepEqual(rows[0], {
      category: '站内搜索',
      action: '没有结果',
      label: '被口球了',
      count: 1204,
    });
    // A label with a comma in it stays one label; the total row has no event.
    assert.ok(rows.some(({label}) => label === '逗号,在词里'));
    assert.ok(!rows.some(({category}) => category === '合计'));
  });

  test('one candidate per query as search reads it, searched at least min times, most first', () => {
    const misses = searchMisses(readEventExport(fixture('baidu-events.csv'), FILE), aliases, 2);
    const totals = misses.map(({noResult, notOpened}) => noResult + notOpened);
    assert.deepEqual(
      totals,
      [...totals].sort((a, b) => b - a),
    );
    assert.ok(totals.every((total) => total >= 2));
    // PVP排名 and pvp排名 are one query, shown as typed most often.
    const pvp = misses.filter(({query}) => query.toLowerCase() === 'pvp排名');
    assert.deepEqual(pvp, [{query: 'PVP排名', noResult: 12, notOpened: 0, aliasOf: []}]);
    // Found nothing twice, found pages nobody opened nine times: both are counted.
    assert.deepEqual(
      misses.find(({query}) => query === '开黑'),
      {query: '开黑', noResult: 2, notOpened: 9, aliasOf: []},
    );
    // Searched once, or another event (页面反馈): not a candidate.
    assert.ok(!misses.some(({query}) => query === '只搜过一次' || query.startsWith('/docs')));
    // Already an alias: said so, with its page.
    assert.deepEqual(misses.find(({query}) => query === '床战')?.aliasOf, [
      '/docs/tutorial/bedwars',
    ]);
  });

  test('the report puts what found nothing, what nobody opened and what is already an alias apart', () => {
    const misses = searchMisses(readEventExport(fixture('baidu-events.csv'), FILE), aliases, 2);
    const report = missesReport(misses, FILE, 2);
    const [, noResult, notOpened, aliased] = report.trim().split('\n\n');
    assert.match(noResult!, /什么都没找到[\s\S]*1204 次 {2}被口球了/);
    assert.match(notOpened!, /一个也没打开[\s\S]*11 次 {2}开黑$/);
    assert.match(
      aliased!,
      /已经写在 docs\/aliases.yml 里[\s\S]*4 次 {2}床战（\/docs\/tutorial\/bedwars）$/,
    );
    assert.match(missesReport([], FILE, 2), /没有要处理的词/);
  });

  test('an export that is not the table, or a count that is no number, names the file and line', () => {
    assert.throws(
      () => readEventExport('日期,访问次数\n2026-11-01,3\n', FILE),
      (error) => {
        assert.ok(error instanceof ExportError);
        assert.match(
          error.message,
          /^export\.csv：找不到表头。需要 事件类别、事件操作、事件标签、事件总数 这几列/,
        );
        return true;
      },
    );
    assert.throws(
      () =>
        readEventExport('事件类别,事件操作,事件标签,事件总数\n站内搜索,没有结果,开挂,很多\n', FILE),
      /: export\.csv 第 2 行：事件总数应当是整数，这里是“很多”。$/,
    );
    assert.throws(() => readEventExport('a,"b\n', FILE), /export\.csv.*不是 CSV 格式/);
  });
});
