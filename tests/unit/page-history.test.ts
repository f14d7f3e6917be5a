import {strict as assert} from 'node:assert';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import type {LoadContext, Props} from '@docusaurus/types';
import {builtPageFile} from '../../lib/built-pages';
import {docPages} from '../../lib/doc-pages';
import pageHistoryPlugin, {
  RULE_CHANGE_DAYS,
  ruleChanges,
  sidebarCategoriesOf,
} from '../../plugins/page-history';
import {MANIFEST_FILE, type ChangeManifest} from '../../plugins/page-history/manifest';
import {checkContent, formatProblem} from '../../scripts/lib/check-content/index';
import {
  diffTexts,
  pageRevisions,
  requireFullHistory,
  summaryOf,
} from '../../plugins/page-history/history';

const DAY = 86_400_000;

/** A site in a temporary git repository: a rules page committed five times by two people. */
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
const page = (rule: string, {spacing = ' ', id = '', tags = ''} = {}) =>
  `---\ntitle: 处罚规则\nrules: true\n${tags}---\n\n开头一段。\n\n## 外挂 {/* #cheat */}\n\n外挂第一次封禁${spacing}${rule} 天。\n\n## 申诉${id}\n\n在用户中心申诉。\n`;
/** The subject of the rule change: English, as every subject in this repository. */
const SUBJECT = 'Raise the first cheat ban';

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-history-'));
  git(['init', '-q']);
  write('blog/authors.yml', 'yunwu:\n  name: 云雾\n  title: 运营\n');
  write('dev/index.md', '---\ntitle: 技术分享\n---\n\n正文。\n');
  write('docs/faq/penalty.md', page('30'));
  git(['add', '--all']);
  git(['commit', '-q', '-m', 'Write the rules'], 'yunwu', '2026-10-01T10:00:00+08:00');
  write('docs/faq/penalty.md', page('60'));
  // Written as GitHub's web editor takes it: a subject and an extended description, here with the
  // full-width colon and a full stop, followed by another paragraph as a squash merge adds one.
  git(
    [
      'commit',
      '-qa',
      '-m',
      `${SUBJECT} (#12)`,
      '-m',
      '修订说明：外挂第一次封禁改为 60 天。',
      '-m',
      'Co-authored-by: Y <y@example.com>',
    ],
    'Someone Else',
    '2026-11-01T20:15:00+08:00',
  );
  write('docs/faq/penalty.md', page('60', {spacing: '  '}));
  git(['commit', '-qam', 'Spacing'], 'yunwu', '2026-11-10T09:00:00+08:00');
  // Invisible to players: a heading id, then the front matter.
  write('docs/faq/penalty.md', page('60', {spacing: '  ', id: ' {/* #appeal */}'}));
  git(
    ['commit', '-qam', 'Heading ids', '-m', '修订说明: 加上短链接名'],
    'yunwu',
    '2026-11-11T09:00:00+08:00',
  );
  write(
    'docs/faq/penalty.md',
    page('60', {spacing: '  ', id: ' {/* #appeal */}', tags: 'tags: [处罚]\n'}),
  );
  git(['commit', '-qam', 'Tag the rules'], 'yunwu', '2026-11-12T09:00:00+08:00');
});
after(() => rmSync(dir, {recursive: true, force: true}));

describe('a page’s revisions', () => {
  test('newest first, with the staff member’s name, the summary and the pull request', () => {
    const revisions = pageRevisions(dir, 'docs/faq/penalty.md');
    assert.deepEqual(
      revisions.map((revision) => [
        revision.author,
        summaryOf(revision),
        revision.pull,
        revision.kind,
      ]),
      [
        ['云雾', '仅调整格式', undefined, 'formatting'],
        ['云雾', '仅调整格式', undefined, 'formatting'],
        ['云雾', '仅调整格式', undefined, 'formatting'],
        ['工作人员', '外挂第一次封禁改为 60 天', 12, 'content'],
        ['云雾', '新建了这一页', undefined, 'created'],
      ],
    );
    // Someone not in blog/authors.yml is never shown by their git name or e-mail address, and no
    // subject is kept.
    for (const hidden of ['Someone Else', 'a@example.com', SUBJECT, 'Spacing', 'Heading ids'])
      assert.ok(!JSON.stringify(revisions).includes(hidden), hidden);
  });

  test('a change names its section and marks the characters that changed', () => {
    const change = pageRevisions(dir, 'docs/faq/penalty.md')[3]!;
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
    git(['commit', '-qm', 'Rename'], 'yunwu', '2026-11-13T09:00:00+08:00');
    try {
      assert.equal(pageRevisions(dir, 'docs/faq/rules.md').length, 6);
    } finally {
      git(['mv', 'docs/faq/rules.md', 'docs/faq/penalty.md']);
      git(['commit', '-qm', 'Rename back'], 'yunwu', '2026-11-13T10:00:00+08:00');
    }
  });

  test('the history shows the summary, never the subject, and folds the formatting', async () => {
    const {written, manifest} = await buildHistories(dir, []);
    const history = written.get('docs/faq/penalty/history/index.html')!;
    for (const subject of git(['log', '--format=%s']).trim().split('\n'))
      assert.ok(!history.includes(subject.replace(/ \(#\d+\)$/, '')), subject);
    assert.match(
      history,
      /<p class="revision-summary">外挂第一次封禁改为 60 天（<a href="[^"]*\/pull\/12">#12<\/a>）<\/p>/,
    );
    assert.match(history, /<p class="revision-summary">新建了这一页<\/p>/);
    // Each formatting revision is one line: its time, what it is and its hash, with no diff.
    const revisions = pageRevisions(dir, 'docs/faq/penalty.md');
    const formatting = revisions.filter(({kind}) => kind === 'formatting').length;
    const folded = [
      ...history.matchAll(
        /<section id="r-[0-9a-f]{7}" class="revision revision-formatting">(.*?)<\/section>/g,
      ),
    ];
    assert.equal(folded.length, formatting);
    assert.ok(formatting >= 3);
    for (const [, inside] of folded) {
      assert.match(
        inside!,
        /^<p><time [^>]*>[^<]*<\/time> · 仅调整格式，文字没有变化 · <a [^>]*>[0-9a-f]{7}<\/a><\/p>$/,
      );
    }
    assert.ok(!history.includes('加上短链接名'));
    assert.ok(history.includes(`共 ${revisions.length} 次，其中 ${formatting} 次只调整了格式`));
    // The list of changes points at the rule change, not at the newer formatting.
    const [sha] = git(['log', '--format=%h', '-n1', '--grep', SUBJECT]).split('\n');
    // Every visible change is listed, newest first; none of the formatting ones.
    const {title, developer, changes} = manifest['/docs/faq/penalty']!;
    assert.equal(title, '处罚规则');
    assert.equal(developer, undefined);
    assert.deepEqual(changes[0], {
      date: '2026-11-01T20:15:00+08:00',
      summary: '外挂第一次封禁改为 60 天',
      diff: `/docs/faq/penalty/history/#r-${sha!.slice(0, 7)}`,
    });
    assert.deepEqual(
      changes.map(({diff}) => diff.slice(-7)),
      revisions.filter(({kind}) => kind !== 'formatting').map(({sha}) => sha.slice(0, 7)),
    );
  });
});

describe('the diff', () => {
  test('folds unchanged lines beyond two on each side of a change', () => {
    const before = Array.from({length: 20}, (_, i) => ({text: `第 ${i} 行`}));
    const after = before.map((line) => (line.text === '第 10 行' ? {text: '第十行'} : line));
    const {lines} = diffTexts(before, after);
    assert.deepEqual(
      lines.map((line) => (line.kind === 'folded' ? `…${line.count}` : line.kind)),
      ['…8', 'same', 'same', 'removed', 'added', 'same', 'same', '…7'],
    );
  });

  test('is of the text players read: no front matter, ids, components, link targets or markers', () => {
    const site = tempSite();
    const mdx = (words: {link: string; title: string; cell: string}) =>
      [
        '---',
        'title: 资源包',
        'description: 资源包的规则。',
        'tags: [资源包]',
        'sidebar_position: 2',
        '---',
        '',
        "import Tabs from '@theme/Tabs';",
        '',
        '{/* 给工作人员的注释 */}',
        '',
        '## 能用哪些资源包 {/* #allowed */}',
        '',
        `先读[${words.link}](./penalty.md)，有问题在<UserCenterLink />提问。`,
        '',
        `:::warning[${words.title}]`,
        '',
        '透视材质按外挂处理。',
        '',
        ':::',
        '',
        '| 可以 | 不可以 |',
        '| --- | --- |',
        `| 换材质 | ${words.cell} |`,
        '',
        '<Tabs>',
        '<TabItem value="pc" label="电脑版">',
        '',
        '在设置里导入。',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
      ].join('\n');
    site.put('docs/faq/pack.mdx', mdx({link: '处罚规则', title: '别用透视', cell: '透视'}));
    site.commit('Write the page', '2026-11-01T12:00:00+08:00');
    site.put(
      'docs/faq/pack.mdx',
      mdx({link: '违规处罚规则', title: '别用透视材质', cell: '透视和发光'}),
    );
    site.commit('Rename the link, the warning and a cell', '2026-11-02T12:00:00+08:00');
    try {
      const [change] = pageRevisions(site.root, 'docs/faq/pack.mdx');
      const text = (kind: string) =>
        change!.lines.flatMap((line) =>
          line.kind === kind && 'parts' in line
            ? [line.parts.map((part) => part.text).join('')]
            : [],
        );
      assert.deepEqual(text('removed'), [
        '先读处罚规则，有问题在用户中心提问。',
        '别用透视',
        '换材质 | 透视',
      ]);
      assert.deepEqual(text('added'), [
        '先读违规处罚规则，有问题在用户中心提问。',
        '别用透视材质',
        '换材质 | 透视和发光',
      ]);
      assert.deepEqual(change!.sections, ['能用哪些资源包']);
      const all = JSON.stringify(change!.lines);
      for (const syntax of [
        '{/*',
        ':::',
        '](',
        '<UserCenterLink',
        '<Tab',
        'import ',
        'tags:',
        'sidebar_position',
        '#allowed',
        '---',
      ])
        assert.ok(!all.includes(syntax), syntax);
      assert.equal(summaryOf(change!), '改动了“能用哪些资源包”一节');
    } finally {
      rmSync(site.root, {recursive: true, force: true});
    }
  });
});

describe('a summary without 修订说明', () => {
  test('says which sections changed, the opening and the title unquoted', () => {
    const site = tempSite();
    const doc = (title: string, words: string[]) =>
      `---\ntitle: ${title}\n---\n\n${words[0]}\n\n## 申诉\n\n${words[1]}\n\n## 处罚\n\n${words[2]}\n\n## 举报\n\n${words[3]}\n`;
    const versions: [string, string[]][] = [
      ['规则', ['开头。', '甲。', '乙。', '丙。']],
      ['规则', ['开头。', '甲甲。', '乙乙。', '丙。']],
      ['规则', ['开头。', '甲甲。', '乙乙。', '丙丙。']],
      ['新规则', ['开头开头。', '甲甲。', '乙乙。', '丙丙。']],
      ['新规则', ['开头。', '甲。', '乙。', '丙。']],
    ];
    versions.forEach(([title, words], index) => {
      site.put('docs/faq/a.md', doc(title, words));
      site.commit(`Version ${index}`, `2026-11-0${index + 1}T12:00:00+08:00`);
    });
    site.put(
      'docs/faq/a.md',
      `${doc('新规则', ['开头。', '甲。', '乙。', '丙。'])}\n## 新的一节\n\n丁。\n`,
    );
    site.commit('Version 5', '2026-11-06T12:00:00+08:00');
    try {
      assert.deepEqual(pageRevisions(site.root, 'docs/faq/a.md').map(summaryOf), [
        '改动了“新的一节”一节',
        '改动了开头和“申诉”“处罚”等 3 节',
        '改动了标题和开头',
        '改动了“举报”一节',
        '改动了“申诉”“处罚”两节',
        '新建了这一页',
      ]);
    } finally {
      rmSync(site.root, {recursive: true, force: true});
    }
  });
});

describe('最近改动', () => {
  // The newest change to the wording is 2026-11-01 20:15; the spacing, id and front matter commits
  // after it are not changes.
  const changed = new Date('2026-11-01T20:15:00+08:00').getTime();

  test(`shows for ${RULE_CHANGE_DAYS} days after a change to the wording, then goes`, () => {
    const [sha] = git(['log', '--format=%h', '-n1', '--grep', SUBJECT]).split('\n');
    assert.deepEqual(ruleChanges(dir, changed + RULE_CHANGE_DAYS * DAY)['docs/faq/penalty.md'], {
      date: '2026-11-01T20:15:00+08:00',
      summary: '外挂第一次封禁改为 60 天',
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

describe('the sidebar categories of a built page', () => {
  // The shape Docusaurus renders: the page's own categories open around its active link.
  const category = (href: string, inside: string, open = true) =>
    `<li class="theme-doc-sidebar-item-category menu__list-item${open ? '' : ' menu__list-item--collapsed'}"><div class=menu__list-item-collapsible><a class="menu__link menu__link--sublist" href=${href}>分类</a><button type=button></button></div>${inside}</li>`;
  const link = (href: string, active = false) =>
    `<li class=menu__list-item><a class="menu__link${active ? ' menu__link--active" aria-current=page' : '"'} href=${href}>页</a></li>`;

  test('are the categories around its active link, outermost first, without the base URL', () => {
    const html = `<ul class="theme-doc-sidebar-menu menu__list">${link('/wiki/docs/intro')}${category(
      '/wiki/docs/category/other',
      '',
      false,
    )}${category(
      '/wiki/docs/category/faq',
      `<ul>${link('/wiki/docs/faq/a')}${category('/wiki/docs/category/clients', `<ul>${link('/wiki/docs/faq/pc', true)}</ul>`)}</ul>`,
    )}</ul>`;
    assert.deepEqual(sidebarCategoriesOf(html, '/wiki/'), [
      '/docs/category/faq',
      '/docs/category/clients',
    ]);
  });

  test('are none for a page outside any category or without a sidebar', () => {
    assert.deepEqual(sidebarCategoriesOf(`<ul>${link('/docs/intro', true)}</ul>`, '/'), []);
    assert.deepEqual(sidebarCategoriesOf('<main>没有侧边栏</main>', '/'), []);
  });
});

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
    slip = site.commit(
      `Add the support line (#20)\n\n修订说明: 加上客服电话 ${PHONE}`,
      '2026-11-02T12:00:00+08:00',
    );
    site.put('docs/faq/appeal.md', rules(''));
    removal = site.commit('Remove the phone number (#21)', '2026-11-03T12:00:00+08:00');
    site.put('blog/authors.yml', 'yunwu:\n  name: 云雾\n');
    other = site.commit('Add the authors', '2026-11-04T12:00:00+08:00');
  });
  after(() => rmSync(site.root, {recursive: true, force: true}));
  const now = new Date('2026-11-05T12:00:00+08:00').getTime();

  test('the text is nowhere in the histories, the list of changes or 最近改动', async () => {
    // Without the entry, the text is there: on the history, in the list of changes and 最近改动.
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
      // The hidden revision keeps its date, author and anchor; the one after it its pull request.
      assert.match(
        history,
        new RegExp(
          `<section id="r-${slip.slice(0, 7)}" class="revision"><h2>.*?</h2><p[^>]*>这次修订的内容已隐藏：误贴了客服的私人电话</p></section>`,
        ),
      );
      assert.match(
        history,
        new RegExp(`id="r-${removal.slice(0, 7)}".*?改动了这一页.*?#21.*?上一次修订的内容已隐藏`),
      );
      assert.equal(manifest['/docs/faq/appeal']!.changes[0]!.summary, '改动了这一页');
      assert.match(ruleChanges(site.root, now)['docs/faq/appeal.md']!.href, /#r-/);
    } finally {
      rmSync(path.join(site.root, 'docs/history-hidden.yml'));
    }
  });

  test('check:content reports each wrong entry with its line, field and fix', async () => {
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
      const problems = (await checkContent(site.root)).filter(
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
        (await checkContent(site.root))
          .filter(({file}) => file === 'docs/history-hidden.yml')
          .map(({line, field}) => `${line} ${field}`),
        ['2 yaml'],
      );
    } finally {
      rmSync(path.join(site.root, 'docs/history-hidden.yml'));
    }
  });
});
