import {strict as assert} from 'node:assert';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {docPages} from '../../lib/doc-pages';
import {RULE_CHANGE_DAYS, ruleChanges} from '../../plugins/page-history';
import {diffTexts, pageRevisions, requireFullHistory} from '../../plugins/page-history/history';

const DAY = 86_400_000;

/** A site in a temporary git repository: a rules page committed four times by two people. */
let dir: string;
const git = (args: string[], author = 'yunwu', date = '2026-11-01T12:00:00+08:00') =>
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=a@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date},
  });
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
  writeFileSync(path.join(dir, file), text);
};
const page = (rule: string, spacing = ' ') =>
  `---\ntitle: 处罚规则\nrules: true\n---\n\n开头一段。\n\n## 外挂 {/* #cheat */}\n\n外挂第一次封禁${spacing}${rule} 天。\n\n## 申诉\n\n在用户中心申诉。\n`;

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-history-'));
  git(['init', '-q']);
  write('blog/authors.yml', 'yunwu:\n  name: 云雾\n  title: 运营\n');
  write('dev/index.md', '---\ntitle: 技术分享\n---\n\n正文。\n');
  write('docs/faq/penalty.md', page('30'));
  git(['add', '--all']);
  git(['commit', '-q', '-m', 'Write the rules'], 'yunwu', '2026-10-01T10:00:00+08:00');
  write('docs/faq/penalty.md', page('60'));
  git(['commit', '-qam', '外挂封禁改为 60 天 (#12)'], 'Someone Else', '2026-11-01T20:15:00+08:00');
  write('docs/faq/penalty.md', page('60', '  '));
  git(['commit', '-qam', 'Spacing'], 'yunwu', '2026-11-10T09:00:00+08:00');
});
after(() => rmSync(dir, {recursive: true, force: true}));

describe('a page’s revisions', () => {
  test('newest first, with the staff member’s name, the subject and its pull request', () => {
    const revisions = pageRevisions(dir, 'docs/faq/penalty.md');
    assert.deepEqual(
      revisions.map(({author, subject, pull, kind}) => [author, subject, pull, kind]),
      [
        ['云雾', 'Spacing', undefined, 'formatting'],
        ['工作人员', '外挂封禁改为 60 天', 12, 'content'],
        ['云雾', 'Write the rules', undefined, 'created'],
      ],
    );
    // Someone not in blog/authors.yml is never shown by their git name or e-mail address.
    assert.ok(!JSON.stringify(revisions).includes('Someone Else'));
    assert.ok(!JSON.stringify(revisions).includes('a@example.com'));
  });

  test('a change names its section and marks the characters that changed', () => {
    const change = pageRevisions(dir, 'docs/faq/penalty.md')[1]!;
    assert.deepEqual(change.sections, ['外挂']);
    assert.equal(change.added, 1);
    assert.equal(change.removed, 1);
    const marked = (kind: string) =>
      change.lines.flatMap((line) =>
        line.kind === kind && 'parts' in line
          ? line.parts.filter((part) => part.changed).map((part) => part.text)
          : [],
      );
    assert.deepEqual(marked('removed'), ['3']);
    assert.deepEqual(marked('added'), ['6']);
  });

  test('follows a renamed file', () => {
    git(['mv', 'docs/faq/penalty.md', 'docs/faq/rules.md']);
    git(['commit', '-qm', 'Rename'], 'yunwu', '2026-11-11T09:00:00+08:00');
    try {
      assert.equal(pageRevisions(dir, 'docs/faq/rules.md').length, 4);
    } finally {
      git(['mv', 'docs/faq/rules.md', 'docs/faq/penalty.md']);
      git(['commit', '-qm', 'Rename back'], 'yunwu', '2026-11-11T10:00:00+08:00');
    }
  });
});

describe('the diff', () => {
  test('folds unchanged lines beyond two on each side of a change', () => {
    const before = Array.from({length: 20}, (_, i) => `第 ${i} 行`).join('\n');
    const after = before.replace('第 10 行', '第十行');
    const {lines} = diffTexts(before, after);
    assert.deepEqual(
      lines.map((line) => (line.kind === 'folded' ? `…${line.count}` : line.kind)),
      ['…8', 'same', 'same', 'removed', 'added', 'same', 'same', '…7'],
    );
  });
});

describe('本次改动', () => {
  // The newest change to the wording is 2026-11-01 20:15; the spacing commit after it is not one.
  const changed = new Date('2026-11-01T20:15:00+08:00').getTime();

  test(`shows for ${RULE_CHANGE_DAYS} days after a change to the wording, then goes`, () => {
    const [sha] = git(['log', '--format=%h', '-n1', '--grep', '60 天']).split('\n');
    assert.deepEqual(ruleChanges(dir, changed + RULE_CHANGE_DAYS * DAY)['docs/faq/penalty.md'], {
      date: '2026-11-01T20:15:00+08:00',
      sections: ['外挂'],
      href: `/docs/faq/penalty/history/#r-${sha!.slice(0, 7)}`,
    });
    assert.deepEqual(ruleChanges(dir, changed + RULE_CHANGE_DAYS * DAY + 60_000), {});
  });

  test('pages without rules: true never show it', () => {
    assert.deepEqual(Object.keys(ruleChanges(dir, changed)), ['docs/faq/penalty.md']);
  });
});

test('a page whose front matter is broken is still listed, for the content check to report', () => {
  write('docs/faq/broken.md', '---\ntitle: [unclosed\n---\n\n正文。\n');
  try {
    assert.deepEqual(
      docPages(dir).find(({file}) => file === 'docs/faq/broken.md'),
      {
        file: 'docs/faq/broken.md',
        permalink: '/docs/faq/broken',
        title: 'faq/broken.md',
        rules: false,
        headings: new Map(),
      },
    );
  } finally {
    rmSync(path.join(dir, 'docs/faq/broken.md'));
  }
});

test('a shallow clone fails, saying how to fetch the history', () => {
  const shallow = mkdtempSync(path.join(tmpdir(), 'page-history-shallow-'));
  try {
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${dir}`, shallow]);
    assert.throws(
      () => requireFullHistory(shallow),
      /浅克隆.*git fetch --unshallow.*fetch-depth: 0/,
    );
  } finally {
    rmSync(shallow, {recursive: true, force: true});
  }
});
