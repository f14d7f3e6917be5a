import {strict as assert} from 'node:assert';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {createConfig, lintFromString} from '@redocly/openapi-core';
import {gameFacts} from '../../src/facts';
import {
  DESCRIPTION_FILE,
  checkErrorTables,
  checkFieldTables,
  checkPageExamples,
  errorCodes,
  readDescription,
} from '../../scripts/lib/api-examples';

const siteDir = path.resolve(__dirname, '../..');
const description = readDescription(siteDir);
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
  /** The page's first field-table row of a plain type: | `level` | integer | … | */
  const [row, field, type] = /^\| `(\w+)` \| (integer|string|boolean) \|.*$/m.exec(source(player))!;
  const line = source(player).split('\n').indexOf(row) + 1;

  test('a row for a field the description does not have fails, with its line', () => {
    const problems = checkFieldTables(
      description,
      player,
      source(player).replace(row, `${row}\n| \`vip_level\` | integer | 会员等级 |`),
    );
    assert.deepEqual(
      problems.map((p) => `${p.file}:${p.line} ${p.problem.split('：')[0]}`),
      [
        `${player}:${line + 1} 字段表里的 vip_level 不是 getPlayer 响应里的字段（${DESCRIPTION_FILE}）`,
      ],
    );
  });

  test('a row with another type than the description fails, naming both', () => {
    const other = type === 'boolean' ? 'integer' : 'boolean';
    const [problem] = checkFieldTables(
      description,
      player,
      source(player).replace(row, row.replace(`| ${type} |`, `| ${other} |`)),
    );
    assert.equal(problem!.line, line);
    assert.equal(
      problem!.problem,
      `字段表写 ${field} 的类型是 ${other}，${DESCRIPTION_FILE} 里是 ${type}`,
    );
  });

  test('a field added to the description fails until the page names it', () => {
    const added = structuredClone(description);
    const operation = Object.values(added.paths).find(
      (item) => item.get?.operationId === 'getPlayer',
    )!.get!;
    const schemaName = JSON.stringify(operation.responses['200']).match(/schemas\/(\w+)/)![1]!;
    const schema = added.components.schemas[schemaName] as {
      oneOf?: {$ref: string}[];
      properties?: Record<string, object>;
    };
    // The first shape of a response of several, or the response itself.
    const shape = schema.oneOf
      ? (added.components.schemas[schema.oneOf[0]!.$ref.split('/').pop()!] as typeof schema)
      : schema;
    shape.properties!.vip_level = {type: 'integer', description: '会员等级'};
    const problems = checkFieldTables(added, player, source(player));
    assert.deepEqual(
      problems.map(({problem}) => problem),
      [`getPlayer 响应里的字段 vip_level（${DESCRIPTION_FILE}）在这一页没有提到：在字段表里加一行`],
    );
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
    const pages = devPages.map(source).join('\n');
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
