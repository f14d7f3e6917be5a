import {strict as assert} from 'node:assert';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {createConfig, lintFromString} from '@redocly/openapi-core';
import yaml from 'js-yaml';
import {gameFacts} from '../../src/facts';
import {
  DESCRIPTION_FILE,
  checkErrorTables,
  checkFieldTables,
  checkPageExamples,
  errorCodes,
  readDescription,
  renderedPage,
} from '../../scripts/lib/api-examples';
import {parseDescription, typeName, type Description} from '../../lib/api-description';
import remarkApiTables from '../../plugins/api-tables';
import {parseMdx} from '../../lib/markdown-links';

const siteDir = path.resolve(__dirname, '../..');
let description: Description;
before(async () => {
  description = await readDescription(siteDir);
});
const devPages = readdirSync(path.join(siteDir, 'docs/dev'), {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `docs/dev/${file.split(path.sep).join('/')}`)
  .sort();
const source = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

describe('the API description', () => {
  test("passes Redocly's recommended rules without a warning", async () => {
    const problems = await lintFromString({
      source: readFileSync(path.join(siteDir, DESCRIPTION_FILE), 'utf8'),
      absoluteRef: path.join(siteDir, DESCRIPTION_FILE),
      // A service's description, not code anyone may reuse: it has no licence to name.
      config: await createConfig({extends: ['recommended'], rules: {'info-license': 'off'}}),
    });
    assert.deepEqual(
      problems.map(
        ({ruleId, message, location}) => `${ruleId}: ${message} (${location[0]?.pointer})`,
      ),
      [],
    );
  });
});

describe("the data-API pages' examples", () => {
  test('every request line, curl request and JSON example matches the description', () => {
    const problems = devPages.flatMap((file) => checkPageExamples(description, file, source(file)));
    assert.deepEqual(problems, []);
    // Each API page documents an operation: its JSON examples were checked, not skipped.
    const documented = devPages.filter((file) => /^```text\nGET /m.test(source(file)));
    assert.equal(documented.length, Object.keys(description.paths).length);
  });

  /** The player page with its response example changed by `edit`. */
  const player = 'docs/dev/player/index.mdx';
  const withEdit = (edit: (text: string) => string) =>
    checkPageExamples(description, player, edit(source(player)));
  /** The line of the page's first JSON example (its response example). */
  const exampleLine = source(player).split('\n').indexOf('```json') + 1;

  test('a wrong type fails with the file, the line and the field', () => {
    const problems = withEdit((text) => text.replace('"level": 100', '"level": "100"'));
    assert.deepEqual(
      problems.map(({file, line, problem}) => `${file}:${line} ${problem}`),
      [`${player}:${exampleLine} getPlayer 的响应示例的字段 /level：must be integer`],
    );
  });

  test('a field the description does not have fails, naming it', () => {
    const problems = withEdit((text) =>
      text.replace('"hidden": false,', '"hidden": false, "vip": true,'),
    );
    assert.equal(problems.length, 1);
    assert.match(problems[0]!.problem, /字段 \/vip：must NOT have additional properties/);
  });

  test('a misspelt field fails twice: unknown, and the real one missing', () => {
    const problems = withEdit((text) => text.replace('"last_seen":', '"lastSeen":'));
    assert.deepEqual(problems.map(({problem}) => problem).sort(), [
      'getPlayer 的响应示例的字段 /lastSeen：must NOT have additional properties',
      "getPlayer 的响应示例的字段 /last_seen：must have required property 'last_seen'",
    ]);
  });

  test('a request line or a curl example for an undocumented endpoint fails', () => {
    const problems = withEdit((text) =>
      text
        .replace('GET /player/{name}', 'GET /players/{name}')
        .replaceAll('/v1/player/', '/v1/players/'),
    );
    assert.ok(
      problems.some(({problem}) =>
        problem.includes('请求 GET /players/{name} 不在 static/api/openapi.yaml 里'),
      ),
    );
    assert.ok(problems.some(({problem}) => problem.includes('示例请求 /players/')));
  });
});

describe("the data-API pages' field tables", () => {
  test('name only fields of their operation, with its types, and every field it returns', () => {
    assert.deepEqual(
      devPages.flatMap((file) => checkFieldTables(description, file, source(file))),
      [],
    );
  });

  const player = 'docs/dev/player/index.mdx';
  /** The page's first table rendered from the description, and its line. */
  const element = /^<ApiFields schema="(\w+)".*\/>$/m.exec(source(player))!;
  const line = source(player).split('\n').indexOf(element[0]) + 1;
  /** A field of a plain type of that schema, e.g. level. */
  let field: string;
  let type: string;
  before(() => {
    const schema = description.components.schemas[element[1]!]!;
    [field, type] = Object.entries(schema.properties!)
      .map(([name, property]) => [name, typeName(property)] as const)
      .find(([, written]) => ['integer', 'string', 'boolean'].includes(written))!;
  });
  /** The player page with a hand-written field table after the rendered one. */
  const withTable = (row: string) =>
    source(player).replace(
      element[0],
      `${element[0]}\n\n| 字段 | 类型 | 说明 |\n| --- | --- | --- |\n${row}`,
    );

  test('a hand-written row for a field the description does not have fails, with its line', () => {
    const problems = checkFieldTables(
      description,
      player,
      withTable('| `vip_level` | integer | 会员等级 |'),
    );
    assert.deepEqual(
      problems.map((p) => `${p.file}:${p.line} ${p.problem.split('：')[0]}`),
      [
        `${player}:${line + 4} 字段表里的 vip_level 不是 getPlayer 响应里的字段（${DESCRIPTION_FILE}）`,
      ],
    );
  });

  test('a hand-written row with another type than the description fails, naming both', () => {
    const other = type === 'boolean' ? 'integer' : 'boolean';
    const [problem] = checkFieldTables(
      description,
      player,
      withTable(`| \`${field}\` | ${other} | 说明 |`),
    );
    assert.equal(problem!.line, line + 4);
    assert.equal(
      problem!.problem,
      `字段表写 ${field} 的类型是 ${other}，${DESCRIPTION_FILE} 里是 ${type}`,
    );
  });

  test('a field added to a rendered schema appears on the page, with its type and meaning', () => {
    const added = structuredClone(description);
    added.components.schemas[element[1]!]!.properties!.vip_level = {
      type: 'integer',
      description: '会员等级，0 表示[不是会员](/docs/intro)',
    };
    assert.deepEqual(checkFieldTables(added, player, source(player)), []);
    assert.match(
      renderedPage(added, player, source(player)),
      /^\| `vip_level` +\| integer +\| 会员等级，0 表示\[不是会员\]\(\/docs\/intro\) +\|$/m,
    );
    assert.doesNotMatch(renderedPage(description, player, source(player)), /vip_level/);
  });

  test('a field added where no table renders it fails until the page names it', async () => {
    // Added as staff add it: in the description as written, to a schema the response refers to.
    const written = yaml.load(source(DESCRIPTION_FILE)) as Description;
    // The response's objects that no <ApiFields> of the page renders, e.g. the stats by mode.
    const rendered = [...source(player).matchAll(/<ApiFields schema="(\w+)"/g)].map((m) => m[1]);
    const [name] = Object.entries(written.components.schemas).find(
      ([key, value]) =>
        value.properties &&
        !rendered.includes(key) &&
        JSON.stringify(written.components.schemas[element[1]!]).includes(`schemas/${key}"`),
    )!;
    written.components.schemas[name]!.properties!.vip_level = {
      type: 'integer',
      description: '会员等级',
    };
    const added = await parseDescription(siteDir, yaml.dump(written));
    assert.deepEqual(
      checkFieldTables(added, player, source(player)).map(({problem}) => problem),
      [`getPlayer 响应里的字段 vip_level（${DESCRIPTION_FILE}）在这一页没有提到：在字段表里加一行`],
    );
  });
});

describe('the tables rendered from the description', () => {
  const render = (markdown: string, of = description) =>
    renderedPage(of, 'docs/dev/example.mdx', markdown);

  test('an unknown schema fails the page, naming the file, the line and the schemas there are', () => {
    assert.throws(
      () => render('# 示例\n\n<ApiFields schema="Players" />\n'),
      (error: Error) =>
        error.message.startsWith(
          `docs/dev/example.mdx:3: <ApiFields schema="Players"> 不是 ${DESCRIPTION_FILE} 里有字段的 schema。可用的有：`,
        ) && error.message.includes('Player、'),
    );
  });

  test('expand names a field of the schema, and a field without a meaning fails', () => {
    assert.throws(
      () => render('<ApiFields schema="ServerStatus" expand="mods" />'),
      /ServerStatus"> 的 expand 里的 mods 不是 ServerStatus 的字段/,
    );
    const bare = structuredClone(description);
    bare.components.schemas.ServerStatus!.properties!.online_total = {type: 'integer'};
    assert.throws(
      () => render('<ApiFields schema="ServerStatus" />', bare),
      /ServerStatus\.online_total 没有 description：给这个字段写一句中文说明/,
    );
  });

  test('a $ref that points nowhere fails the page, naming where it is', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'api-tables-'));
    try {
      const text = readFileSync(path.join(siteDir, DESCRIPTION_FILE), 'utf8');
      const written = /^ {12}\$ref: '#\/components\/schemas\/(\w+)'$/m.exec(text)!;
      mkdirSync(path.join(dir, path.dirname(DESCRIPTION_FILE)), {recursive: true});
      writeFileSync(
        path.join(dir, DESCRIPTION_FILE),
        text.replace(written[0], written[0].replace(written[1]!, 'NoSuchSchema')),
      );
      const page = path.join(dir, 'docs/dev/example.mdx');
      const transform = remarkApiTables({siteDir: dir})();
      await assert.rejects(
        transform(parseMdx('<ApiErrorCodes />\n'), {path: page}),
        (error: Error) =>
          error.message.startsWith(`${DESCRIPTION_FILE}: Can't resolve $ref at #/`) &&
          error.message.endsWith('（改正这个 $ref 指向的路径）'),
      );
      // A page without a table does not read the description.
      await transform(parseMdx('# 标题\n'), {path: page});
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  test("expand lists an array's item fields after it", () => {
    const rows = render('<ApiFields schema="ServerStatus" expand="modes" />')
      .split('\n')
      .map((row) => /^\| `([^`]+)`/.exec(row)?.[1])
      .filter(Boolean);
    const modes = Object.keys(description.components.schemas.ModeStatus!.properties!);
    const at = rows.indexOf('modes');
    assert.deepEqual(
      rows.slice(at + 1, at + 1 + modes.length),
      modes.map((m) => `modes[].${m}`),
    );
  });

  test('the error-code table holds the codes every operation returns, and no other', () => {
    const table = render('<ApiErrorCodes />');
    const codes = [...table.matchAll(/^\| (\d{3}) +\| (\d{5}) /gm)].map((m) => m[2]);
    // Read here from the description as written, following its references by name, apart from
    // how lib/api-description.ts reads it.
    const written = yaml.load(readFileSync(path.join(siteDir, DESCRIPTION_FILE), 'utf8')) as {
      paths: object;
      components: {responses: Record<string, object>};
    };
    const operations = Object.values(written.paths).map((item) => JSON.stringify(item));
    const responses = written.components.responses;
    const returns = (operation: string, code: string) =>
      [...operation.matchAll(/responses\/(\w+)/g)].some(([, name]) =>
        new RegExp(`\\b${code}\\b`).test(JSON.stringify(responses[name!])),
      );
    assert.deepEqual(
      codes,
      [...errorCodes(description).keys()].filter((code) =>
        operations.every((operation) => returns(operation, code)),
      ),
    );
    assert.ok(codes.length > 0);
  });
});

describe("the data-API pages' error codes and the numbers they share", () => {
  test('every error table row has a code of the description, with its HTTP status', () => {
    assert.deepEqual(
      devPages.flatMap((file) => checkErrorTables(description, file, source(file))),
      [],
    );
  });

  test('every error code of the description is named on the pages', () => {
    const pages = devPages.map((file) => renderedPage(description, file, source(file))).join('\n');
    assert.deepEqual(
      [...errorCodes(description).keys()].filter((code) => !pages.includes(code)),
      [],
    );
  });

  test('a code the description lacks, or with another status, fails with its line', () => {
    const file = devPages.find((page) => /^\| HTTP 状态码 \| code \|/m.test(source(page)))!;
    const [row, status, code] = /^\| (\d{3}) \| (\d{5}) \|.*$/m.exec(source(file))!;
    const line = source(file).split('\n').indexOf(row) + 1;
    const problems = (edited: string) =>
      checkErrorTables(description, file, source(file).replace(row, edited)).map(
        (p) => `${p.line} ${p.problem}`,
      );
    assert.deepEqual(problems(row.replace(`| ${code} |`, '| 49999 |')), [
      `${line} 错误码 49999 不在 ${DESCRIPTION_FILE} 的 x-error-codes 里`,
    ]);
    assert.deepEqual(problems(row.replace(`| ${status} |`, '| 418 |')), [
      `${line} 错误码 ${code} 在表里是 HTTP 418，${DESCRIPTION_FILE} 里是 HTTP ${status}`,
    ]);
  });

  test('the base address and the rate limit are the site facts the pages are checked against', () => {
    assert.equal(description.servers[0]!.url, gameFacts.apiBaseUrl!.value);
    const text = readFileSync(path.join(siteDir, DESCRIPTION_FILE), 'utf8');
    const header = (
      description.components as unknown as {headers: Record<string, {schema: {const?: number}}>}
    ).headers['X-RateLimit-Limit']!;
    assert.equal(String(header.schema.const), gameFacts.apiRateLimit!.value);
    assert.ok(text.includes(`每分钟最多 ${gameFacts.apiRateLimit!.value} 次`));
  });
});
