import {strict as assert} from 'node:assert';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {createConfig, lintFromString} from '@redocly/openapi-core';
import {DESCRIPTION_FILE, checkPageExamples, readDescription} from '../../scripts/lib/api-examples';

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
