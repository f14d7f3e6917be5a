import {strict as assert} from 'node:assert';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {LoadContext, Props} from '@docusaurus/types';
import {builtPageFile} from '../../lib/built-pages';
import {docPages} from '../../lib/doc-pages';
import pageHistoryPlugin, {RULE_CHANGE_DAYS, ruleChanges} from '../../plugins/page-history';
import {MANIFEST_FILE, type ChangeManifest} from '../../plugins/page-history/manifest';
import {checkContent, formatProblem} from '../../scripts/lib/check-content/index';
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

/** A temporary site in its own git repository; `commit` stages everything and commits it. */
function tempSite() {
  const root = mkdtempSync(path.join(tmpdir(), 'page-history-site-'));
  const run = (args: string[], date = '2026-11-01T12:00:00+08:00') =>
    execFileSync('git', ['-c', 'user.name=yunwu', '-c', 'user.email=a@example.com', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date},
    });
  run(['init', '-q']);
  mkdirSync(path.join(root, 'dev'));
  return {
    root,
    put(file: string, text: string) {
      mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      writeFileSync(path.join(root, file), text);
    },
    /** Commits everything and returns the commit's full hash. */
    commit(message: string, date: string) {
      run(['add', '--all']);
      run(['commit', '-qm', message], date);
      return run(['rev-parse', 'HEAD']).trim();
    },
  };
}

/**
 * Runs the plugin's step of the built-site pipeline on a stand-in build of `root`: each page a
 * small HTML file, those in `unlisted` as Docusaurus builds an unlisted page (noindex, or in a
 * preview, where every page is noindex, its banner). Returns every file the step wrote.
 */
async function buildHistories(root: string, unlisted: string[], preview = false) {
  const outDir = path.join(root, 'build');
  rmSync(outDir, {recursive: true, force: true});
  const routesPaths = docPages(root).map(({permalink}) => permalink);
  for (const route of routesPaths) {
    const kept = unlisted.includes(route);
    const robots = preview || kept ? '<meta name=robots content="noindex, nofollow">' : '';
    const banner = preview && kept ? '<div class="alert theme-unlisted-banner">未列出</div>' : '';
    const file = builtPageFile(outDir, '/', route);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(
      file,
      `<!doctype html><html><head>${robots}<link rel=stylesheet href=/a.css></head><body>${banner}<main>正文</main></body></html>`,
    );
  }
  const plugin = pageHistoryPlugin({
    siteDir: root,
    siteConfig: {baseUrl: '/', title: '云岛', noIndex: preview},
  } as unknown as LoadContext);
  await plugin.builtSite.afterPages!({outDir, routesPaths} as unknown as Props);
  const written = new Map<string, string>();
  for (const file of readdirSync(outDir, {recursive: true, encoding: 'utf8'})) {
    if (/\.(html|json)$/.test(file))
      written.set(file, readFileSync(path.join(outDir, file), 'utf8'));
  }
  return {
    manifest: JSON.parse(written.get(MANIFEST_FILE)!) as ChangeManifest,
    written,
  };
}

describe('pages kept from search engines', () => {
  let site: ReturnType<typeof tempSite>;
  before(() => {
    site = tempSite();
    site.put('docs/faq/rename.md', '---\ntitle: 改名\n---\n\n正文。\n');
    site.put('docs/staff/guide.md', '---\ntitle: 工作人员指南\nunlisted: true\n---\n\n正文。\n');
    site.commit('Write the pages', '2026-11-01T12:00:00+08:00');
  });
  after(() => rmSync(site.root, {recursive: true, force: true}));

  for (const preview of [false, true]) {
    test(`are left out of the list of changes, and keep their own history${preview ? ' (in a preview)' : ''}`, async () => {
      const {manifest, written} = await buildHistories(site.root, ['/docs/staff/guide'], preview);
      assert.deepEqual(Object.keys(manifest), ['/docs/faq/rename']);
      assert.ok(written.has('docs/staff/guide/history/index.html'));
    });
  }
});

describe('hidden revisions', () => {
  const PHONE = '13800138000';
  let site: ReturnType<typeof tempSite>;
  let slip: string;
  let removal: string;
  let other: string;
  const rules = (extra: string) =>
    `---\ntitle: 申诉\nrules: true\n---\n\n## 申诉\n\n在用户中心申诉。\n${extra}\n## 期限\n\n30 天内。\n`;
  before(() => {
    site = tempSite();
    site.put('docs/faq/appeal.md', rules(''));
    site.put('docs/faq/rename.md', '---\ntitle: 改名\n---\n\n正文。\n');
    site.commit('Write the rules', '2026-11-01T12:00:00+08:00');
    // The slip: a phone number in a heading, a line and the commit's subject.
    site.put('docs/faq/appeal.md', rules(`\n## 客服 ${PHONE}\n\n打 ${PHONE} 也可以。\n`));
    slip = site.commit(`加上客服电话 ${PHONE} (#20)`, '2026-11-02T12:00:00+08:00');
    site.put('docs/faq/appeal.md', rules(''));
    removal = site.commit('删掉电话 (#21)', '2026-11-03T12:00:00+08:00');
    site.put('blog/authors.yml', 'yunwu:\n  name: 云雾\n');
    other = site.commit('Add the authors', '2026-11-04T12:00:00+08:00');
  });
  after(() => rmSync(site.root, {recursive: true, force: true}));
  const now = new Date('2026-11-05T12:00:00+08:00').getTime();

  test('the text is nowhere in the histories, the list of changes or 本次改动', async () => {
    // Without the entry, the text is there: on the history, in the list of changes and 本次改动.
    const shown = await buildHistories(site.root, []);
    assert.ok(shown.written.get('docs/faq/appeal/history/index.html')!.includes(PHONE));
    assert.ok(JSON.stringify(shown.manifest).includes(PHONE));
    assert.ok(JSON.stringify(ruleChanges(site.root, now)).includes(PHONE));

    site.put(
      'docs/history-hidden.yml',
      `# 隐藏的修订\n- commit: ${slip.slice(0, 7)}\n  reason: 误贴了客服的私人电话\n`,
    );
    try {
      const {manifest, written} = await buildHistories(site.root, []);
      for (const [file, text] of written) assert.ok(!text.includes(PHONE), file);
      assert.ok(!JSON.stringify(ruleChanges(site.root, now)).includes(PHONE));
      const history = written.get('docs/faq/appeal/history/index.html')!;
      // The hidden revision keeps its date, author and anchor; the one after it its subject.
      assert.match(
        history,
        new RegExp(
          `<section id="r-${slip.slice(0, 7)}" class="revision"><h2>.*?</h2><p[^>]*>这次修订的内容已隐藏：误贴了客服的私人电话</p></section>`,
        ),
      );
      assert.match(
        history,
        new RegExp(`id="r-${removal.slice(0, 7)}".*?删掉电话.*?上一次修订的内容已隐藏`),
      );
      assert.equal(manifest['/docs/faq/appeal']!.summary, '改动了这一页');
      assert.match(ruleChanges(site.root, now)['docs/faq/appeal.md']!.href, /#r-/);
    } finally {
      rmSync(path.join(site.root, 'docs/history-hidden.yml'));
    }
  });

  test('check:content reports each wrong entry with its line, field and fix', () => {
    site.put(
      'docs/history-hidden.yml',
      [
        '# 隐藏的修订',
        `- commit: ${slip}`,
        '  reason: 误贴了电话',
        `- commit: ${slip.slice(0, 7)}`,
        '  resaon: 误贴了电话',
        '- commit: deadbee',
        '  reason: 误贴',
        `- commit: ${other.slice(0, 8)}`,
        '  reason: 误贴',
        `- commit: ${removal.slice(0, 7)}`,
        '  page: /docs/faq/rename',
        "  reason: ''",
        '- commit: HEAD',
        '  reason: 误贴',
        '',
      ].join('\n'),
    );
    try {
      const problems = checkContent(site.root).filter(
        ({file}) => file === 'docs/history-hidden.yml',
      );
      assert.deepEqual(problems.map(formatProblem), [
        'docs/history-hidden.yml:5  resaon  不认识的字段“resaon”  每一项只写 commit、reason 和（可以不写的）page：改正拼写，或者删掉这一行',
        'docs/history-hidden.yml:4  reason  没有写隐藏的原因  写一句 reason，例如“误贴了玩家的手机号”：修订记录里被隐藏的地方会显示它',
        'docs/history-hidden.yml:6  commit  git 历史里没有提交 deadbee（或者以它开头的提交不止一个）  从修订记录里复制完整的 7 位提交号；浅克隆先运行 git fetch --unshallow',
        `docs/history-hidden.yml:8  commit  提交 ${other.slice(0, 8)} 没有改动任何 Wiki 或技术分享页面，修订记录里没有它  写在那一页的修订记录里加上这段文字的那次修订的提交号`,
        'docs/history-hidden.yml:12  reason  没有写隐藏的原因  写一句 reason，例如“误贴了玩家的手机号”：修订记录里被隐藏的地方会显示它',
        `docs/history-hidden.yml:11  page  提交 ${removal.slice(0, 7)} 没有改动 /docs/faq/rename，它的修订记录里没有这次修订  核对提交号和网址（这次提交改动的是 /docs/faq/appeal）`,
        'docs/history-hidden.yml:13  commit  “HEAD”不是提交号  写那次修订的提交号：修订记录里每次修订标题最后的 7 位字母和数字，见发布指南“隐藏修订记录里的内容”',
      ]);
      site.put('docs/history-hidden.yml', '- commit: [abc\n');
      assert.deepEqual(
        checkContent(site.root)
          .filter(({file}) => file === 'docs/history-hidden.yml')
          .map(({line, field}) => `${line} ${field}`),
        ['2 yaml'],
      );
    } finally {
      rmSync(path.join(site.root, 'docs/history-hidden.yml'));
    }
  });
});
