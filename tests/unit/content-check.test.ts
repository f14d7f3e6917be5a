import {strict as assert} from 'node:assert';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {checkContent, formatProblem, type Problem} from '../../scripts/lib/check-content/index';
import {gameFacts} from '../../src/facts';
import {DESCRIPTION_LENGTH} from '../../scripts/lib/check-content/fields';
import {isContent} from '../../scripts/lib/content-paths';
import {ScaffoldError, laterThanTaken, planPost, writePost} from '../../scripts/lib/new-post';

const repo = path.resolve(__dirname, '../..');
const fixtures = path.join(repo, 'tests/fixtures/content');
const NOW = new Date('2025-11-22T12:00:00+08:00');
const temps: string[] = [];
after(() => temps.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** A copy of the valid fixture site (with the repository's AutoCorrect config), plus the given bad cases. */
function site(...badCases: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-check-'));
  temps.push(dir);
  cpSync(path.join(fixtures, 'site'), dir, {recursive: true});
  cpSync(path.join(repo, '.autocorrectrc'), path.join(dir, '.autocorrectrc'));
  for (const badCase of badCases)
    cpSync(path.join(fixtures, 'bad', badCase), dir, {recursive: true});
  return dir;
}

function only(problems: Problem[]): Problem {
  assert.equal(
    problems.length,
    1,
    `expected one problem, got:\n${problems.map(formatProblem).join('\n')}`,
  );
  return problems[0]!;
}

describe('content check', () => {
  // The valid site's post states an older version and party size as they were then, and its doc
  // has a code example with version words: neither is drift.
  test('the valid fixture site passes', async () => {
    assert.deepEqual(await checkContent(site(), NOW), []);
  });

  test('docs/aliases.yml: each address a page, each entry a word, no word of another title', async () => {
    const dir = site();
    writeFileSync(
      path.join(dir, 'docs/aliases.yml'),
      [
        '/docs/rename:',
        '  - 昵称',
        '  - 改 昵称',
        '  - 昵称',
        '/dev/:',
        '  - 改名',
        '/docs/no-such-page:',
        '  - 崩溃',
        '',
      ].join('\n'),
    );
    assert.deepEqual(
      (await checkContent(dir, NOW)).map(({line, field, problem}) => `${line} ${field} ${problem}`),
      [
        '3 alias “改 昵称”不是一个词（不能有空格或标点，最长 20 个字）',
        '4 alias /docs/rename 下“昵称”写了两次',
        '6 alias “改名”已经是 /docs/rename 的标题“改名帮助”的一部分，搜它本来就会找到那一页',
        '7 page /docs/no-such-page 不是网站上的页面',
      ].map((line) => line),
    );
    writeFileSync(
      path.join(dir, 'docs/aliases.yml'),
      '/docs/rename:\n  - a\n/docs/rename:\n  - b\n',
    );
    const broken = only(await checkContent(dir, NOW));
    assert.equal(broken.file, 'docs/aliases.yml');
    assert.equal(broken.line, 3);
    assert.match(broken.problem, /格式错误/);
  });

  test('docs/faq/troubleshooting.yml: answers lead to steps, every step reached, no loop, solutions link pages', async () => {
    const dir = site();
    mkdirSync(path.join(dir, 'docs/faq'), {recursive: true});
    const write = (text: string) =>
      writeFileSync(path.join(dir, 'docs/faq/troubleshooting.yml'), text);
    write(
      [
        '- id: join', //                                   1
        '  title: 进不去服务器',
        '  start: platform',
        '  steps:',
        '    platform:', //                                5
        '      question: 你在哪里玩？',
        '      answers:',
        '        - text: 电脑',
        '          next: pc',
        '        - text: 手机', //                         10
        '          next: phone',
        '    pc:',
        '      question: 看到了什么？',
        '      answers:',
        '        - text: 又回到开头', //                    15
        '          next: platform',
        '        - text: 改名',
        '          next: rename',
        '    rename:',
        '      answer: 看改名帮助。', //                    20
        '      links:',
        '        - /docs/rename#no-such-heading',
        '        - /docs/no-such-page',
        '        - https://example.com',
        '    lonely:', //                                  25
        '      answer: 没有人来这里。',
        '      links:',
        '        - /book/qqgroup',
        '',
      ].join('\n'),
    );
    assert.deepEqual(
      (await checkContent(dir, NOW)).map(
        ({file, line, field, problem}) => `${file}:${line} ${field} ${problem}`,
      ),
      [
        'docs/faq/troubleshooting.yml:11 platform join 的 platform 的回答“手机”通向不存在的一步 “phone”',
      ],
    );
    write(
      readFileSync(path.join(dir, 'docs/faq/troubleshooting.yml'), 'utf8').replace(
        'next: phone',
        'next: rename',
      ),
    );
    assert.deepEqual(
      (await checkContent(dir, NOW)).map(({line, field, problem}) => `${line} ${field} ${problem}`),
      [
        '5 platform join 里有循环：platform → pc → platform',
        '25 lonely join 的 lonely 从第一步走不到',
      ],
    );
    write(
      readFileSync(path.join(dir, 'docs/faq/troubleshooting.yml'), 'utf8')
        .replace('next: platform', 'next: rename')
        .replace(/ {4}lonely:[\s\S]*$/, ''),
    );
    assert.deepEqual(
      (await checkContent(dir, NOW)).map(({line, field, problem}) => `${line} ${field} ${problem}`),
      [
        '22 rename join 的 rename 链接的 /docs/rename 没有 #no-such-heading 这个小标题',
        '23 rename join 的 rename 链接的 /docs/no-such-page 不是网站上的页面',
        '24 rename join 的 rename 链接到 https://example.com',
      ],
    );
    // Names an object has of itself are no steps.
    write(
      '- id: join\n  title: 进不去\n  start: toString\n  steps:\n    only:\n      answer: 看这里。\n      links:\n        - /book/qqgroup\n',
    );
    assert.match(
      (await checkContent(dir, NOW))[0]!.problem,
      /问答树 join 的 start “toString” 不是它的一步/,
    );
    write('- id: join\n  title: [broken\n');
    assert.match(only(await checkContent(dir, NOW)).problem, /不是合法的 YAML/);
  });

  test('the real site content passes', async () => {
    assert.deepEqual((await checkContent(repo)).map(formatProblem), []);
  });

  test('the staff guide and the contributing guide state the description length the check enforces', () => {
    const rule = `${DESCRIPTION_LENGTH.min} 到 ${DESCRIPTION_LENGTH.max} 个字符`;
    for (const file of ['docs/staff/publishing.md', 'dev/index.md']) {
      assert.ok(
        readFileSync(path.join(repo, file), 'utf8').includes(rule),
        `${file} does not say ${rule}`,
      );
    }
  });

  test('every fact of src/facts.ts is stated on its home page in a phrasing the check knows', () => {
    for (const [name, fact] of Object.entries(gameFacts)) {
      const lines = readFileSync(path.join(repo, fact.home), 'utf8').split('\n');
      const stated = lines.some((line) =>
        fact.patterns.some(
          (pattern) =>
            pattern.exec(line)?.[1]?.replace(/\s+/g, '') === fact.value.replace(/\s+/g, ''),
        ),
      );
      assert.ok(stated, `${name}: ${fact.home} does not state ${fact.label} (${fact.value})`);
      const recognised = fact.patterns.some(
        (pattern) =>
          pattern.exec(fact.example)?.[1]?.replace(/\s+/g, '') === fact.value.replace(/\s+/g, ''),
      );
      assert.ok(
        recognised,
        `${name}: the example “${fact.example}” is not recognised with ${fact.value}`,
      );
    }
  });

  type Expected = Partial<Omit<Problem, 'problem' | 'fix'>> & {problem: RegExp; fix?: RegExp};
  const cases: [string, Expected][] = [
    [
      'unknown-tag',
      {
        file: 'blog/2025-09-30-sep-2025-updates-merged.mdx',
        line: 6,
        field: 'tags',
        problem: /update 没有登记在 blog\/tags\.yml/,
      },
    ],
    [
      'unknown-author',
      {field: 'authors', line: 5, problem: /xiaoming 没有登记在 blog\/authors\.yml/},
    ],
    ['malformed-date', {field: 'date', line: 7, problem: /日期 2025\/09\/30 格式不对/}],
    [
      'impossible-date',
      {field: 'date', problem: /日期 2025-02-30T20:00:00\+08:00 格式不对或不存在/},
    ],
    ['date-out-of-range', {field: 'date', problem: /不在 2023-05-20（开服）到 2025-12-23 之间/}],
    ['date-outside-month', {field: 'date', problem: /2025 年 9 月的合并更新，日期却是 2025-08-15/}],
    [
      'wrong-slug',
      {
        field: 'slug',
        line: 2,
        problem: /slug 应当形如 nov-2025-updates-merged，现在是 september-2025/,
        fix: /按日期应为 sep-2025-updates-merged.*2025-09-30-sep-2025-updates-merged\.mdx/,
      },
    ],
    [
      'slug-file-mismatch',
      {field: 'slug', problem: /slug ver2\.6\.18 与文件名里的 ver2\.6\.17 不一致/},
    ],
    [
      'duplicate-slug',
      {field: 'slug', problem: /slug ver2\.6\.16 与 blog\/2025-1[01]-0[34]-ver2\.6\.16\.mdx 重复/},
    ],
    [
      'same-time',
      {
        line: 7,
        field: 'date',
        problem: /发布时间与 blog\/2025-11-03-ver2\.6\.1[67]\.mdx 完全相同/,
        fix: /date: 2025-11-03T11:00:00\+08:00/,
      },
    ],
    ['missing-truncate', {field: 'truncate', problem: /缺少摘要分隔线/}],
    [
      'heading-id',
      {
        file: 'docs/faq/party.md',
        line: 11,
        field: 'heading',
        problem: /小标题“谁负责开始匹配”没有短链接/,
        fix: /\{\/\* #short-name \*\/\}/,
      },
    ],
    [
      'broken-link',
      {
        file: 'docs/penalty.md',
        line: 7,
        field: 'link',
        problem: /链接 \/docs\/renam 指向的页面不存在/,
        fix: /例如 \/docs\/rename/,
      },
    ],
    [
      'broken-anchor',
      {
        file: 'docs/penalty.md',
        line: 7,
        field: 'link',
        problem: /#强制改名 在 docs\/rename\.md 里没有对应的小标题/,
        fix: /例如 #/,
      },
    ],
    [
      'oversized-image',
      {
        file: 'docs/map.md',
        line: 7,
        field: 'image',
        problem: /图片 docs\/img\/map\.svg 有 348 KB，超过了 300 KB 的上限/,
        fix: /npm run image -- docs\/img\/map\.svg/,
      },
    ],
    [
      'image-without-size',
      {
        file: 'docs/map.md',
        line: 7,
        field: 'image',
        problem: /读不出图片 docs\/img\/map\.svg 的宽和高/,
        fix: /viewBox/,
      },
    ],
    [
      'remote-image',
      {
        file: 'docs/map.md',
        line: 7,
        field: 'image',
        problem: /图片 https:\/\/pic\.example\.com\/bedwars-map\.png 不是网站自己的文件/,
        fix: /npm run image/,
      },
    ],
    [
      'unsized-img-tag',
      {
        file: 'docs/map.mdx',
        line: 7,
        field: 'image',
        problem: /<img> 标签没有写 width 和 height/,
        fix: /!\[图片说明\]\(\.\/img\/文件名\)/,
      },
    ],
    [
      'han-space',
      {
        file: 'docs/join.md',
        line: 7,
        field: 'typography',
        problem: /两个汉字之间多了空格：“开 我”/,
        fix: /写成“开我”/,
      },
    ],
    [
      'stale-version',
      {
        file: 'src/pages/about.mdx',
        line: 8,
        field: 'version',
        problem: /“服务器现在的版本是云岛 2\.6\.16”用文字写了当前版本 2\.6\.16/,
        fix: /<CurrentVersion \/>/,
      },
    ],
    [
      'fact-drift',
      {
        file: 'docs/rename-cooldown.md',
        line: 7,
        field: 'fact',
        problem: /“14 天冷却”与改名冷却天数不一致：应为 30/,
        fix: /先改 src\/facts\.ts 和 docs\/faq\/rename\.md/,
      },
    ],
    [
      'malformed-front-matter',
      {file: 'docs/penalty.md', field: 'front matter', problem: /头部信息无法解析/},
    ],
    ['missing-title', {file: 'docs/penalty.md', field: 'title', problem: /缺少 title/}],
    [
      'unknown-doc-tag',
      {file: 'docs/penalty.md', line: 4, field: 'tags', problem: /处罚 没有登记在 docs\/tags\.yml/},
    ],
    [
      'unknown-field',
      {
        file: 'docs/penalty.md',
        line: 5,
        field: 'sidebar_postion',
        problem: /未知字段 sidebar_postion/,
      },
    ],
    [
      'duplicate-description',
      {field: 'description', problem: /description 与 docs\/(rename|penalty)\.md 完全相同/},
    ],
    [
      'typography',
      {file: 'docs/penalty.md', line: 7, field: 'typography', problem: /中文排版不规范/},
    ],
  ];
  for (const [badCase, expected] of cases) {
    test(`rejects ${badCase}`, async () => {
      const found = only(await checkContent(site(badCase), NOW));
      const {problem, fix, ...fields} = expected;
      for (const [key, value] of Object.entries(fields)) {
        assert.equal(found[key as keyof Problem], value, `${key} of ${formatProblem(found)}`);
      }
      assert.match(found.problem, problem);
      assert.ok(found.fix.length > 0, 'every problem says how to fix it');
      if (fix) assert.match(found.fix, fix);
    });
  }

  test('the typography fix gives the corrected sentence', async () => {
    const found = only(await checkContent(site('typography'), NOW));
    assert.match(found.fix, /封禁 30 天，第二次永久封禁/);
  });

  test('reports every problem of every file in one run', async () => {
    const problems = await checkContent(site('unknown-author', 'missing-title'), NOW);
    assert.deepEqual(problems.map((p) => p.field).sort(), ['authors', 'title']);
  });

  test('prints file:line  field  problem  fix', async () => {
    const line = formatProblem(only(await checkContent(site('unknown-author'), NOW)));
    assert.match(
      line,
      /^blog\/2025-09-30-sep-2025-updates-merged\.mdx:5 {2}authors {2}xiaoming .+ {2}改用已登记的值/,
    );
  });
});

describe('content-only changes', () => {
  test('pages, posts, their front matter files and images are content; code and config are not', () => {
    for (const file of [
      'docs/faq/rename.md',
      'docs/tutorial/img/bedwars-map.svg',
      'docs/tags.yml',
      'dev/skycity.md',
      'blog/2025-11-03-ver2.6.16.mdx',
      'blog/authors.yml',
      'src/pages/about.mdx',
      'static/img/home-island.svg',
    ]) {
      assert.ok(isContent(file), file);
    }
    for (const file of [
      'src/pages/index.tsx',
      'src/facts.ts',
      'docusaurus.config.ts',
      'package.json',
      'weight-budgets.json',
      'lib/search-quality/queries.yml',
      'static/robots.txt',
    ]) {
      assert.ok(!isContent(file), file);
    }
  });
});

describe('new:post scaffold', () => {
  for (const arg of ['2025-11', '2.6.17']) {
    test(`a scaffolded ${arg} post passes the content check`, async () => {
      const dir = site();
      const post = planPost(dir, arg, undefined, NOW);
      writePost(dir, post);
      assert.deepEqual((await checkContent(dir, NOW)).map(formatProblem), []);
    });
  }

  test('a monthly post gets the slug, end-of-month date, tag, author and truncate marker', () => {
    const post = planPost(site(), '2025-11', 'xingchen', NOW);
    assert.equal(post.file, path.join('blog', '2025-11-30-nov-2025-updates-merged.mdx'));
    assert.match(post.content, /^slug: nov-2025-updates-merged$/m);
    assert.match(post.content, /^date: 2025-11-30T20:00:00\+08:00$/m);
    assert.match(post.content, /^tags: \[monthly-update\]$/m);
    assert.match(post.content, /^authors: \[xingchen\]$/m);
    assert.match(post.content, /^\{\/\* truncate \*\/\}$/m);
    assert.match(post.content, /^draft: true$/m);
  });

  test('a version post is dated today in Beijing time and tagged updates', () => {
    const post = planPost(site(), '2.6.17', undefined, NOW);
    assert.equal(post.file, path.join('blog', '2025-11-22-ver2.6.17.mdx'));
    assert.match(post.content, /^tags: \[updates\]$/m);
  });

  test('on a release day, a version post comes after the posts already dated that day', async () => {
    const dir = site();
    const releaseDay = new Date('2025-11-03T15:00:00+08:00');
    const first = planPost(dir, '2.6.17', undefined, releaseDay);
    assert.match(first.content, /^date: 2025-11-03T11:00:00\+08:00$/m);
    writePost(dir, first);
    const second = planPost(dir, '2.6.18', undefined, releaseDay);
    assert.match(second.content, /^date: 2025-11-03T12:00:00\+08:00$/m);
    writePost(dir, second);
    assert.deepEqual((await checkContent(dir, releaseDay)).map(formatProblem), []);
  });

  test('a post planned for a free time keeps it; late in the day the next minute is taken', () => {
    const taken = (time: string) => [new Date(`2025-11-03T${time}+08:00`)];
    const planned = '2025-11-03T10:00:00+08:00';
    assert.equal(laterThanTaken(planned, taken('09:59:00')), planned);
    assert.equal(laterThanTaken(planned, taken('10:00:00')), '2025-11-03T11:00:00+08:00');
    assert.equal(laterThanTaken(planned, taken('23:30:00')), '2025-11-03T23:31:00+08:00');
    assert.throws(() => laterThanTaken(planned, taken('23:59:00')), /没有更晚的时间了/);
  });

  const refusals: [string, string | undefined, RegExp][] = [
    ['an existing post', '2.6.16', /这篇文章已经存在：blog\/2025-11-03-ver2\.6\.16\.mdx/],
    ['a malformed argument', '2025/11', /无法识别参数 2025\/11/],
    ['a month that does not exist', '2025-13', /月份 13 不存在/],
    ['a month before the opening day', '2023-04', /2023 年 4 月云岛还没有开服（2023-05-20 开服）/],
    ['no argument', undefined, /缺少参数/],
  ];
  for (const [what, arg, message] of refusals) {
    test(`refuses ${what}`, () => {
      assert.throws(
        () => planPost(site(), arg, undefined, NOW),
        (error: Error) => {
          assert.ok(error instanceof ScaffoldError);
          assert.match(error.message, message);
          return true;
        },
      );
    });
  }

  test('refuses an unknown author', () => {
    assert.throws(() => planPost(site(), '2025-11', 'xiaoming', NOW), /作者 xiaoming 没有登记/);
  });

  test('never overwrites a file', () => {
    const dir = site();
    const target = path.join(dir, 'blog', '2025-11-30-nov-2025-updates-merged.mdx');
    writeFileSync(target, 'staff notes, not a post yet');
    assert.throws(() => planPost(dir, '2025-11', undefined, NOW), /已经存在，不会覆盖它/);
    assert.equal(readFileSync(target, 'utf8'), 'staff notes, not a post yet');
  });
});
