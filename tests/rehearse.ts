/**
 * npm run test:rehearsal — next month, rehearsed. In a temporary copy of this checkout (outside
 * the work tree), does what docs/staff/publishing.md tells staff to do for next month's merged
 * post and a new version post (with its row in /about's timeline), builds the copy once, and
 * runs on that build the browser tests that depend on the content, the rehearsal's own checks
 * (tests/e2e/rehearsal/) and the deploy tests, which publish this checkout's build/ as the
 * release before it. Then it proves the guard rails: an unknown tag and a wrong slug fail
 * check:content and the build with the guide's message.
 *
 * Needs `npm run build` first (the previous release). Set KEEP_REHEARSAL=1 to keep the copy.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {freePort} from '../scripts/lib/nginx';
import {copySite} from '../scripts/lib/site-copy';
import {beijingDay} from '../src/dates';
import {docPermalink, markdownHeadings} from '../lib/markdown-links';
import {highestVersionPost, parsePostSlug, readPosts} from '../lib/posts';
import {GAME_DATA_DIR, changesIn, currentOf, formatValue, readGameData} from '../lib/game-data';
import type {Rehearsal, RehearsedPost} from './support/rehearsal';
import {pinyinTerms} from '../plugins/search/pinyin';

const siteDir = path.resolve(__dirname, '..');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const step = (message: string) => console.log(`[rehearsal ${elapsed()}] ${message}`);

class RehearsalFailure extends Error {}

/** Runs a command in the copy; returns its output, or fails the rehearsal unless it may fail. */
function run(copy: string, command: string, args: string[], expectFailure = false): string {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0'},
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}${result.stderr}`;
  if ((result.status === 0) === expectFailure) {
    throw new RehearsalFailure(
      `${command} ${args.join(' ')} ${expectFailure ? 'succeeded but should have failed' : `failed (${result.status})`}:\n${output}`,
    );
  }
  return output;
}

/** The month after the newest monthly post, and the patch after the highest version. */
function nextPosts(copy: string): {month: string; version: string} {
  const posts = readPosts(copy);
  const months = posts
    .map((post) => parsePostSlug(post.slug))
    .flatMap((slug) => (slug.kind === 'monthly' ? [slug.year * 12 + slug.month - 1] : []));
  const next = Math.max(...months) + 1;
  const month = `${Math.floor(next / 12)}-${String((next % 12) + 1).padStart(2, '0')}`;
  const [major, minor, patch] = highestVersionPost(posts, (post) => post.slug)!
    .version.split('.')
    .map(Number);
  return {month, version: `${major}.${minor}.${patch! + 1}`};
}

/** Commits the copy's changes, as merging a staff member's pull request would. */
function merge(copy: string, message: string, author = 'Staff') {
  execFileSync('git', ['add', '--all'], {cwd: copy});
  execFileSync(
    'git',
    [
      '-c',
      `user.name=${author}`,
      '-c',
      'user.email=staff@cloudisle.example',
      'commit',
      '-q',
      '--no-gpg-sign',
      '-m',
      message,
    ],
    {cwd: copy},
  );
}

/** `npm run new:post`, then what the guide says: write each section, remove the draft line. */
function writePost(copy: string, arg: string, word: string, sections: string[]): RehearsedPost {
  const output = run(copy, 'npm', ['run', '--silent', 'new:post', '--', arg, '--json']);
  const {file} = JSON.parse(output) as {file: string};
  const source = path.join(copy, file);
  let text = readFileSync(source, 'utf8');
  // Each section's grey hint comment gives way to the text written for it.
  const hints = [...text.matchAll(/^\{\/\* (?!truncate \*\/).* \*\/\}$/gm)].map(([hint]) => hint);
  if (hints.length !== sections.length) {
    throw new RehearsalFailure(
      `${file}: expected ${sections.length} section hints, found ${hints.length}`,
    );
  }
  hints.forEach((hint, index) => (text = text.replace(hint, sections[index]!)));
  text = text.replace(/^draft: true\n/m, '');
  writeFileSync(source, text);
  const {data} = matter(text);
  return {
    file,
    date: new Date(data.date).toISOString(),
    permalink: `/blog/${data.slug}`,
    title: String(data.title),
    tag: String(data.tags[0]),
    word,
    pinyin: pinyinTerms(word)[0]!,
  };
}

/** The copy's tracked files holding `text`. */
function gitGrep(copy: string, text: string): string[] {
  const found = spawnSync('git', ['grep', '-l', '-F', text], {
    cwd: copy,
    encoding: 'utf8',
  });
  return found.stdout.split('\n').filter(Boolean);
}

/**
 * A staff member listed in blog/authors.yml changes a rule: one sentence added to the first
 * paragraph under the first section of the first rules page (`rules: true`), merged as its own
 * pull request whose description says what changed for players (修订说明).
 */
function changeRule(copy: string): Rehearsal['ruleChange'] {
  const docs = path.join(copy, 'docs');
  const file = readdirSync(docs, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .find((name) => matter(readFileSync(path.join(docs, name), 'utf8')).data.rules === true);
  if (!file) throw new RehearsalFailure('docs/: no page with rules: true');
  const source = path.join(docs, file);
  const text = readFileSync(source, 'utf8');
  const lines = text.split('\n');
  const headings = markdownHeadings(text);
  const heading = headings.find(({depth}) => depth === 2);
  const paragraph = lines.findIndex(
    (line, index) => heading && index >= heading.line && /^[\p{Script=Han}]/u.test(line),
  );
  if (!heading || paragraph < 0)
    throw new RehearsalFailure(`docs/${file}: no paragraph under a ## heading to change`);
  const [key, staff] = Object.entries(
    yaml.load(readFileSync(path.join(copy, 'blog/authors.yml'), 'utf8')) as Record<
      string,
      {name: string}
    >,
  )[0]!;
  // First two changes players can see, the second taking back the first (so the page reads as
  // before, and search ranks it as before): with the rule change, three since a visit an hour ago.
  const paragraphBefore = lines[paragraph]!;
  lines[paragraph] = `${paragraphBefore}演练中临时加上的一句。`;
  writeFileSync(source, lines.join('\n'));
  merge(copy, `Add a sentence to ${path.basename(file)}`, key);
  lines[paragraph] = paragraphBefore;
  writeFileSync(source, lines.join('\n'));
  merge(copy, `Take the sentence out of ${path.basename(file)}`, key);
  const sentence = '本条规则自演练当天起执行。';
  lines[paragraph] = lines[paragraph]!.replace(/。?$/, `。${sentence}`);
  writeFileSync(source, lines.join('\n'));
  const section = heading.text;
  // As the staff guide says: an English subject, and the line players read in the description.
  const subject = `Rehearse a change to ${path.basename(file)}`;
  const summary = `“${section}”一节加上了执行日期`;
  merge(copy, `${subject}\n\n修订说明: ${summary}`, key);
  // Then three changes no player can see: a keyword in the front matter, a heading's id, and a
  // blank line. None may take the place of the rule change in 最近改动, 有更新 or the home list.
  const withKeyword = readFileSync(source, 'utf8').replace(/^keywords: \[/m, 'keywords: [演练, ');
  if (!withKeyword.includes('演练, '))
    throw new RehearsalFailure(`docs/${file}: no keywords line in the front matter to change`);
  writeFileSync(source, withKeyword);
  merge(copy, `Add a keyword to ${path.basename(file)}`, key);
  // An id no link uses (renaming it breaks nothing): only the address of the heading changes.
  const unlinked = headings.find(
    ({id}) =>
      id &&
      text.split(`#${id}`).length === 2 &&
      gitGrep(copy, `#${id}`).every((hit) => hit === `docs/${file}`),
  )?.id;
  if (!unlinked)
    throw new RehearsalFailure(`docs/${file}: every heading id is linked to; none to rename`);
  const renamed = readFileSync(source, 'utf8').replace(
    `{/* #${unlinked} */}`,
    `{/* #${unlinked}-rule */}`,
  );
  if (!renamed.includes(`#${unlinked}-rule`))
    throw new RehearsalFailure(`docs/${file}: #${unlinked} is not written as {/* #${unlinked} */}`);
  writeFileSync(source, renamed);
  merge(copy, `Rename a heading id of ${path.basename(file)}`, key);
  writeFileSync(source, readFileSync(source, 'utf8').replace(/\n## /, '\n\n## '));
  merge(copy, `Space out ${path.basename(file)}`, key);
  const {data} = matter(readFileSync(source, 'utf8'));
  return {
    permalink: docPermalink('/docs', file.split(path.sep).join('/'), data.slug),
    title: String(data.title),
    section,
    sentence,
    subject,
    summary,
    author: staff.name,
  };
}

/** Adds the version post's row at the end of the timeline table of src/pages/about.mdx. */
function addTimelineRow(copy: string, post: RehearsedPost, version: string, summary: string) {
  const about = path.join(copy, 'src/pages/about.mdx');
  const {data} = matter(readFileSync(path.join(copy, post.file), 'utf8'));
  const [year, month, day] = beijingDay(new Date(data.date)).split('-').map(Number);
  const lines = readFileSync(about, 'utf8').split('\n');
  const last = lines.findLastIndex((line) => /^\| \d{4} 年 \d+ 月 \d+ 日 \|/.test(line));
  if (last < 0) throw new RehearsalFailure('src/pages/about.mdx: no timeline row found');
  lines.splice(last + 1, 0, `| ${year} 年 ${month} 月 ${day} 日 | ${version} | ${summary} |`);
  writeFileSync(about, lines.join('\n'));
}

/** A staff member's mistake: the edit to one file, and what check:content and the build must say. */
interface Mistake {
  name: string;
  file: string;
  edit: (text: string) => string;
  expected: RegExp;
}

/**
 * Makes every mistake at once, expects check:content and the build each to fail with every one's
 * message (both report all the problems they find, naming file and field), and restores the files.
 */
function expectRejected(copy: string, mistakes: Mistake[]) {
  const originals = new Map<string, string>();
  for (const {file, edit} of mistakes) {
    const source = path.join(copy, file);
    if (!originals.has(source)) originals.set(source, readFileSync(source, 'utf8'));
    writeFileSync(source, edit(readFileSync(source, 'utf8')));
  }
  try {
    for (const args of [
      ['run', 'check:content'],
      ['run', 'build'],
    ]) {
      const output = run(copy, 'npm', args, true);
      for (const {name, expected} of mistakes) {
        const line = output.split('\n').find((l) => expected.test(l));
        if (!line) {
          throw new RehearsalFailure(
            `${name}: npm ${args.join(' ')} failed without the promised message ${expected}:\n${output}`,
          );
        }
        step(`${name}: npm ${args.join(' ')} fails with\n      ${line}`);
      }
    }
  } finally {
    for (const [source, original] of originals) writeFileSync(source, original);
  }
}

/**
 * Release day: a staff member's version post, dated today, was merged this morning. The
 * rehearsal's own posts come after it (new:post never gives two posts the same time).
 */
function mergeReleaseDayPost(copy: string): RehearsedPost {
  const version = nextPosts(copy).version;
  step(`release day: npm run new:post -- ${version}, written and merged`);
  // As staff write it: what changed, in a few sentences, linking the wiki pages it changed.
  const merged = writePost(copy, version, '晨雾港口', [
    '新增地图晨雾港口，加入起床战争双人模式的地图轮换。港口分成东西两岸，中间的钻石资源点在一艘停靠的货船上，' +
      '过桥的路线比别的地图长，开局先搭桥的队伍更占便宜。地图和资源点的位置见[起床战争新手教程](/docs/tutorial/bedwars)。',
    '道具商店的分类标签在手机版上更容易点中了：标签变宽，点错时不会再直接买下道具。' +
      '每日任务的进度现在在大厅的任务面板里按模式分开显示，说明见[游戏系统总览](/docs/tutorial/systems)。',
    '修复了观战时偶尔看不到计分板的问题，也修复了重新连接后队伍颜色显示错误的问题。',
  ]);
  addTimelineRow(copy, merged, version, '新增起床战争地图晨雾港口');
  merge(copy, `Version post ${version}`);
  return merged;
}

/**
 * Release day's numbers, as the staff guide says: in data/game, two shop prices and a generator's
 * timer (the first rows with one number) get a value from `version` on, one more than today's.
 */
function changeGameValues(copy: string, version: string): Rehearsal['gameChanges'] {
  const {data, problems} = readGameData(copy);
  if (problems.length > 0) throw new RehearsalFailure(`${GAME_DATA_DIR} has problems`);
  const file = path.join(copy, GAME_DATA_DIR, 'bedwars.yml');
  const lines = readFileSync(file, 'utf8').split('\n');
  const single = (table: string, field: string) =>
    (data.bedwars?.[table] ?? []).filter(
      (row) => row.values[field] && currentOf(row.values[field]).numbers.length === 1,
    );
  const picked = [
    ...single('shop', 'price')
      .slice(0, 2)
      .map((row) => ({table: 'shop', field: 'price', row})),
    ...single('generators', 'every')
      .slice(0, 1)
      .map((row) => ({table: 'generators', field: 'every', row})),
  ];
  if (picked.length !== 3)
    throw new RehearsalFailure(`${GAME_DATA_DIR}/bedwars.yml: too few values to change`);
  for (const {field, row} of picked) {
    const index = lines.findIndex(
      (line, i) => i >= row.line - 1 && line.trim().startsWith(`${field}:`),
    );
    const today = currentOf(row.values[field]!);
    const next = `${version} 起 ${formatValue({numbers: [today.numbers[0]! + 1], unit: today.unit})}`;
    const written = lines[index]!.slice(lines[index]!.indexOf(':') + 1).trim();
    const list = written.startsWith('[')
      ? written.replace(/\]$/, `, ${next}]`)
      : `[${written}, ${next}]`;
    lines[index] = `${lines[index]!.slice(0, lines[index]!.indexOf(':') + 1)} ${list}`;
  }
  writeFileSync(file, lines.join('\n'));
  const changes = changesIn(readGameData(copy).data, version);
  return picked.map(({table, field, row}, i) => ({
    of: `bedwars.${table}.${row.name}.${field}`,
    ...changes[i]!,
  }));
}

/** Next month's merged post and the next version post, written as the staff guide says. */
function writeNextPosts(copy: string, merged: RehearsedPost) {
  const {month, version} = nextPosts(copy);
  const [year, monthNumber] = month.split('-').map(Number);
  step(
    `npm run new:post -- ${month} and -- ${version}, sections written, draft lines removed, /about's timeline row added`,
  );
  const monthly = writePost(copy, month, '冬至灯会', [
    `本月起床战争的道具商店调整了末影珍珠的价格，开局抢中间资源点的打法比上个月更难了，具体玩法见[起床战争新手教程](/docs/tutorial/bedwars)。` +
      `每周公会任务加了一项“一起赢下 3 局空岛战争”，完成后全公会都能领到奖励，见[游戏系统总览](/docs/tutorial/systems)。` +
      `\n\n### 冬至灯会\n\n${year} 年 ${monthNumber} 月的冬至灯会在主城举行，完成灯会任务可以领取限定称号。` +
      '灯会任务每天刷新三个，做满七天还能多领一份云币。',
    '| 活动 | 时间 | 奖励 |\n| --- | --- | --- |\n| 冬至灯会 | 整月 | 限定称号和 200 云币 |\n| 星光计划月度结算 | 月底 | 按直播时长和有效观众发放云晶 |',
    '这个月规则没有变化。排行榜的赛季结算照常进行，结算前的审核方式见[排行榜规则](/docs/faq/leaderboard)。',
  ]);
  const gameChanges = changeGameValues(copy, version);
  const versionPost = writePost(copy, version, '冰霜护符', [
    '新增道具冰霜护符：在道具商店用 4 个绿宝石购买，受到攻击时减速对手 2 秒，每局每人最多买 2 个。' +
      '道具商店的完整价格见[起床战争新手教程](/docs/tutorial/bedwars)。',
    '组队邀请的提示更醒目了，队长能看到每位队友是否准备好，准备好的队友名字前会出现一个绿色的勾。' +
      '组队的规则见[游戏系统总览](/docs/tutorial/systems)。',
    '修复了手机版在结算界面偶尔卡住的问题，也修复了空岛战争里套件选择界面在小屏手机上显示不全的问题。',
  ]);
  if (versionPost.date <= merged.date) {
    throw new RehearsalFailure(
      `${versionPost.file} is dated ${versionPost.date}, not after ${merged.file} (${merged.date}), which was merged before it`,
    );
  }
  // The guide suggests turning a heading into its conclusion; the item's name goes there.
  const versionSource = path.join(copy, versionPost.file);
  writeFileSync(
    versionSource,
    readFileSync(versionSource, 'utf8').replace(/^## 新增$/m, '## 新增：冰霜护符'),
  );
  // The guide's last step for a version post: a row for it at the end of /about's timeline.
  addTimelineRow(copy, versionPost, version, '新增道具冰霜护符，组队邀请能看到队友是否准备好');
  return {monthly, versionPost, version, gameChanges};
}

/** The content-dependent specs, the rehearsal's own checks and the deploy, on the copy's build. */
async function runBrowserTests(copy: string, rehearsal: Rehearsal) {
  step('browser tests on the copy: the content-dependent specs, the new posts, the deploy');
  const runs = [
    [
      'tests/e2e/blog.spec.ts',
      'tests/e2e/seo.spec.ts',
      'tests/e2e/pages.spec.ts',
      'tests/e2e/search-ranking.spec.ts',
      'tests/e2e/rehearsal/',
      // The changed numbers in every table and sentence that shows them (on a phone, below).
      'tests/e2e/game-data.spec.ts',
      // The gated groups of the query set and the aliases too: next month's posts must not push
      // a held-out query out of the top 3, since the ranking spec holds that group to the bar
      // with no query to spare. The search UI tests (search.spec.ts) do not depend on content.
      '--project=desktop',
    ],
    // What players read of the staff member's change, on a phone as well.
    ['tests/e2e/rehearsal/history.spec.ts', 'tests/e2e/game-data.spec.ts', '--project=phone'],
  ];
  for (const args of runs) {
    const tests = spawnSync('npx', ['playwright', 'test', ...args], {
      cwd: copy,
      stdio: 'inherit',
      env: {
        ...process.env,
        TEST_PORT: String(await freePort()),
        CLOUDISLE_REHEARSAL: JSON.stringify(rehearsal),
      },
    });
    if (tests.status !== 0)
      throw new RehearsalFailure('the browser tests on the rehearsed build failed');
  }
}

/**
 * An unknown tag, a wrong slug, a typed current version, bad game data (a negative price, a unit
 * typo, an item the data lacks) and a changed number still typed by hand on another page fail
 * with the guide's message, naming the file and line.
 */
function checkGuardRails(
  copy: string,
  monthly: RehearsedPost,
  version: string,
  changed: Rehearsal['gameChanges'][number],
) {
  const data = path.join(GAME_DATA_DIR, 'bedwars.yml');
  const dataFile = new RegExp(`${data.replaceAll('.', '\\.')}:\\d+`);
  const changedRow = changed.of.split('.')[2]!;
  step('guard rails');
  const wrongSlug = monthly.permalink.replace('/blog/', '').replace('-updates-merged', '-update');
  expectRejected(copy, [
    {
      name: 'unknown tag',
      file: monthly.file,
      edit: (text) => text.replace('tags: [monthly-update]', 'tags: [monthly-update, 冬至]'),
      expected: new RegExp(`${monthly.file}:\\d+\\s+tags\\s+.*冬至.*blog/tags\\.yml`),
    },
    {
      name: 'wrong slug',
      file: monthly.file,
      edit: (text) => text.replace(/^slug: .*$/m, `slug: ${wrongSlug}`),
      expected: new RegExp(
        `${monthly.file}:\\d+\\s+slug\\s+.*${wrongSlug}.*${monthly.permalink.replace('/blog/', '')}`,
      ),
    },
    // A staff member types the new version into the wiki instead of writing <CurrentVersion />.
    {
      name: 'current version typed into a wiki page',
      file: 'docs/intro.md',
      edit: (text) => `${text}\n服务器现在的版本是云岛 ${version}。\n`,
      expected: new RegExp(
        `docs/intro\\.md:\\d+\\s+version\\s+.*${version.replaceAll('.', '\\.')}.*<CurrentVersion />`,
      ),
    },
    {
      name: 'negative price in the game data',
      file: data,
      edit: (text) => text.replace(/^(\s+price: )(\d)/m, '$1-$2'),
      expected: new RegExp(`${dataFile.source}\\s+shop\\.\\S+\\.price\\s+.*是负数`),
    },
    {
      name: 'unit typo in the game data',
      file: data,
      edit: (text) => text.replace(/^(\s+every: \d+) 秒$/m, '$1 妙'),
      expected: new RegExp(`${dataFile.source}\\s+generators\\.\\S+\\.every\\s+单位“妙”不对`),
    },
    {
      name: 'an item the game data lacks',
      file: 'docs/faq/common.md',
      edit: (text) => `${text}\n冰霜护符要 <GameValue of="bedwars.shop.冰霜护符.price" />。\n`,
      expected: /docs\/faq\/common\.md:\d+\s+game\s+.*道具商店里没有“冰霜护符”/,
    },
    {
      name: 'a changed number still typed by hand',
      file: 'docs/faq/leaderboard.md',
      edit: (text) => `${text}\n起床战争里的${changedRow}要 ${changed.before}。\n`,
      expected: new RegExp(
        `docs/faq/leaderboard\\.md:\\d+\\s+game\\s+“${changed.before}”是手写的游戏数值（${GAME_DATA_DIR} 里现在是 ${changed.after}）.*<GameValue of="${changed.of}" />`,
      ),
    },
  ]);
}

async function main() {
  if (!existsSync(path.join(siteDir, 'build/release.json'))) {
    throw new RehearsalFailure(
      'No build/release.json: run `npm run build` first (it is the release before the rehearsed one).',
    );
  }
  step('copying the site');
  const copy = copySite('cloudisle-rehearsal-');
  let passed = false;
  try {
    const merged = mergeReleaseDayPost(copy);
    const {monthly, versionPost, version, gameChanges} = writeNextPosts(copy, merged);
    step('npm run check:content');
    console.log(`      ${run(copy, 'npm', ['run', '--silent', 'check:content']).trim()}`);
    // The staff member's pull request, merged: the build and the release are of this commit.
    merge(copy, 'New posts');
    step('a staff member changes a rule');
    const ruleChange = changeRule(copy);
    step('npm run build (the only build of the rehearsal)');
    run(copy, 'npm', ['run', 'build']);
    await runBrowserTests(copy, {
      previousSiteDir: siteDir,
      posts: [versionPost, monthly].sort((a, b) => b.date.localeCompare(a.date)),
      releaseDayPost: merged,
      ruleChange,
      gameChanges,
    });
    checkGuardRails(copy, monthly, version, gameChanges[0]!);
    passed = true;
    step('passed');
  } finally {
    if (passed && !process.env.KEEP_REHEARSAL) rmSync(copy, {recursive: true, force: true});
    else console.log(`The rehearsal's copy is kept in ${copy}`);
  }
}

main().catch((error) => {
  console.error(error instanceof RehearsalFailure ? `Rehearsal failed: ${error.message}` : error);
  process.exit(1);
});
