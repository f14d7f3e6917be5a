import {strict as assert} from 'node:assert';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {readWorkflow, runStep, steps} from '../support/workflows';

const scratch = mkdtempSync(path.join(tmpdir(), 'cloudisle-workflows-test-'));
after(() => rmSync(scratch, {recursive: true, force: true}));

/** The lines of a log that GitHub's runner reads as workflow commands. */
const commands = (log: string) => log.split(/\r?\n/).filter((line) => /^\s*::/.test(line));

describe("the rollback's reason", () => {
  // Whichever step takes the dispatcher's reason, in a folder with nothing to roll back.
  const step = steps('rollback.yml').find((s) => s.env?.REASON !== undefined);

  test('cannot forge a workflow command in the log, and stays one line of the summary', () => {
    assert.ok(step, 'rollback.yml has no step that takes the reason');
    const reason = '页面白屏\n::add-mask::DEPLOY\r\n::error file=x::forged\u001b[31m\u0085 end';
    const result = runStep(step, {env: {REASON: reason, ACTOR: 'writer'}, cwd: scratch});
    assert.deepEqual(commands(result.stdout + result.stderr), []);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(
      result.summary,
      'Rollback by writer: 页面白屏::add-mask::DEPLOY::error file=x::forged[31m\u0085 end\n',
    );
  });
});

describe('previews are published only for pull requests into main', () => {
  test('preview.yml builds only pull requests into main', () => {
    assert.deepEqual(readWorkflow('preview.yml').on.pull_request?.branches, ['main']);
  });

  test('preview-deploy.yml asks GitHub for the base and publishes nothing for another one', () => {
    const all = steps('preview-deploy.yml');
    const index = all.findIndex((s) => s.run?.includes('.base.ref'));
    assert.ok(index >= 0, 'preview-deploy.yml has no step that checks the base branch');
    const publish = all.findIndex((s) => s.run?.includes('npm run deploy'));
    assert.ok(index < publish, 'the base is checked after the publish');
    const env = {REPO: 'cloudisle/wiki', NUMBER: '42'};
    // The stand-in answers only the question the step must ask.
    const gh = (base: string) =>
      `[ "$*" = "api repos/cloudisle/wiki/pulls/42 --jq .base.ref" ] || exit 9; echo ${base}`;
    const other = runStep(all[index]!, {env, gh: gh('release-2.6')});
    assert.notEqual(other.status, 0);
    assert.match(other.stdout, /::error::Pull request 42 is into release-2\.6, not main/);
    assert.equal(runStep(all[index]!, {env, gh: gh('main')}).status, 0);
  });

  test('preview-remove.yml runs only where the preview environment lets it: the base main', () => {
    assert.equal(
      readWorkflow('preview-remove.yml').jobs.remove?.if,
      "github.event.pull_request.base.ref == 'main'",
    );
  });
});
