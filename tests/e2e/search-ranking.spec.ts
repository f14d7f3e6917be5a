/**
 * What the search engine ranks first, on the pages and posts on disk: the query set's gated
 * groups and the aliases held to their floors, and the kinds of query players type (pinyin,
 * initials, versions, months, questions about a change). Ranking is the same on every viewport:
 * desktop only. The rehearsal runs this file again on next month's build.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import matter from 'gray-matter';
import {indexedCopy} from '../../plugins/search/indexer';
import {pinyinTerms, textInitials} from '../../plugins/search/pinyin';
import {
  LAYER_CLOSE,
  LAYER_OPEN,
  PINYIN_MAP_FILE,
  WEIGHED_SECTIONS,
  readingOf,
  unpackedMap,
  type PackedSearchMap,
} from '../../plugins/search/shared';
import {VERSION, foldSyllable} from '../../plugins/search/ui/plan';
import {aliasesByRoute, routeKey} from '../../lib/search-aliases';
import {parsePostSlug} from '../../lib/posts';
import {operator} from '../../src/operator';
import {beijingDay, formatDate} from '../../src/dates';
import {
  devDocs,
  latestRelease,
  listedPosts,
  loadDocs,
  newestPost,
  publishedPosts,
  siteDir,
  wikiDocs,
} from '../support/content';
import {hydrated} from '../support/site';
import {combobox, options, searchButton} from '../support/search';
import {QUERY_GROUPS, SEARCH_QUERIES} from '../../lib/search-quality/queries';
import {
  kindsOf,
  firstResults,
  isSamePage,
  rankQueries,
  scoreTable,
  scores,
  type RankedQuery,
} from '../../lib/search-quality/eval';

/** The search map of the build, as the client reads it. */
const builtMap = () =>
  unpackedMap(
    JSON.parse(
      readFileSync(path.join(siteDir, 'build', 'pagefind', PINYIN_MAP_FILE), 'utf8'),
    ) as PackedSearchMap,
  );

test.describe('search quality', {tag: '@desktop'}, () => {
  // Desktop only: the same index on every viewport: run the query set once.
  test.describe.configure({timeout: 240_000});

  test('the query set covers every kind: tuned on, and measured apart', () => {
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(150);
    const cases = (kind: string, group: string) =>
      SEARCH_QUERIES.filter((query) => query.kind === kind && query.group === group).length;
    // Every kind can be tuned on and is measured by a group the tuning never saw; every group
    // covers at least the kinds of the held-out group (later groups add kinds of their own).
    for (const kind of kindsOf()) {
      expect(cases(kind, 'tuning'), `${kind} in the tuning group`).toBeGreaterThan(0);
      const measured = QUERY_GROUPS.filter((group) => group !== 'tuning' && cases(kind, group) > 0);
      expect(measured, `${kind} in a group that measures`).not.toEqual([]);
    }
    for (const kind of kindsOf(SEARCH_QUERIES.filter((query) => query.group === 'held-out'))) {
      for (const group of QUERY_GROUPS) {
        expect(cases(kind, group), `${kind} in the ${group} group`).toBeGreaterThan(0);
      }
    }
  });

  // The weights were chosen on the tuning group; the held-out and fresh groups are the honest
  // measure (each fresh group was written blind, before the tuning it measures). The held-out
  // group and the second and third fresh groups must meet the bar search is held to: recall@3
  // 0.95 and recall@1 0.85. The first, fourth, fifth, sixth and seventh fresh groups must keep
  // what they reached when their floors were set, less two queries, so that a change that loses
  // ground fails and next month's posts do not: the first, fifth and sixth were below the bar
  // then, and next month's posts cost the fourth two first places (npm run report:search prints
  // the figures). The seventh counts its queries that no page answers (无结果) as found when
  // nothing is.
  const FLOORS = {
    'held-out': {recallAt3: 0.95, recallAt1: 0.85},
    fresh: {recallAt3: 0.94, recallAt1: 0.82},
    'fresh-2': {recallAt3: 0.95, recallAt1: 0.85},
    'fresh-3': {recallAt3: 0.95, recallAt1: 0.85},
    'fresh-4': {recallAt3: 0.93, recallAt1: 0.82},
    'fresh-5': {recallAt3: 0.91, recallAt1: 0.79},
    'fresh-6': {recallAt3: 0.91, recallAt1: 0.81},
    'fresh-7': {recallAt3: 0.95, recallAt1: 0.9},
  };
  test('the held-out and fresh queries keep finding their page (see FLOORS)', async ({page}) => {
    // The tuning group asserts nothing (npm run report:search scores it); every gated query is
    // ranked on an engine of its own, about a tenth of a second each on an idle machine.
    // A new group of blind queries is gated from the day it is added.
    expect(QUERY_GROUPS.filter((group) => group !== 'tuning' && !(group in FLOORS))).toEqual([]);
    const gated = SEARCH_QUERIES.filter(({group}) => group in FLOORS);
    test.setTimeout(60_000 + gated.length * 1_000);
    const ranked = await rankQueries(page, gated);
    const table = scoreTable(ranked);
    console.log(`search quality (r@1 r@3 MRR per kind and group):\n${table}`);
    test.info().annotations.push({type: 'search quality', description: table});
    // A change of pages and posts only (CONTENT_ONLY=1, set by CI) can move a query's page out of
    // the top 3, and its author cannot tune the ranking: there the floors are reported on the
    // test, for the developers, instead of failing the change. Elsewhere they fail.
    const below: string[] = [];
    const atLeast = (value: number, floor: number, what: string) => {
      if (value < floor) below.push(`${what}: ${value.toFixed(2)} < ${floor}`);
    };
    for (const [group, floor] of Object.entries(FLOORS)) {
      const queries = ranked.filter((query) => query.group === group);
      const misses = queries
        .filter(({rank}) => rank === 0 || rank > 3)
        .map((q) => `${q.kind} “${q.query}” → ${q.expect.join(' 或 ')}; got ${q.top.join(', ')}`);
      const {recallAt1, recallAt3} = scores(queries);
      atLeast(
        recallAt3,
        floor.recallAt3,
        `${group} recall@3; not in the top 3:\n${misses.join('\n')}`,
      );
      atLeast(recallAt1, floor.recallAt1, `${group} recall@1`);
    }
    // No kind of query may lag: each kind of the held-out group finds at least 85 % in the top 3.
    const heldOut = ranked.filter((query) => query.group === 'held-out');
    for (const kind of kindsOf(heldOut)) {
      const ofKind = heldOut.filter((query) => query.kind === kind);
      atLeast(scores(ofKind).recallAt3, 0.85, `held-out ${kind} recall@3`);
    }
    if (process.env.CONTENT_ONLY === '1' && below.length > 0) {
      const report = `content-only change; below the floors (not failed):\n${below.join('\n')}`;
      console.warn(report);
      test.info().annotations.push({type: 'warning', description: report});
      return;
    }
    expect(below, 'search quality below its floors').toEqual([]);
  });
});

test.describe('the parts of the site', {tag: '@desktop'}, () => {
  test("the index's map names the pages of each part the ranking weighs apart, as Pagefind's filter does", async ({
    page,
  }) => {
    const map = builtMap();
    await page.goto('/search');
    for (const section of WEIGHED_SECTIONS) {
      // Every page of the part by its filter alone, as Pagefind's results name them.
      const filtered = await page.evaluate(async (section) => {
        const pagefind = await import(new URL('/pagefind/pagefind.js', location.href).href);
        const found = await pagefind.search(null, {filters: {section}});
        return (found.results as {id: string}[]).map(({id}) => id).sort();
      }, section);
      expect(filtered.length, `pages of ${section}`).toBeGreaterThan(0);
      expect([...map.sections[section]].sort(), section).toEqual(filtered);
    }
    // The changelog is every listed post.
    expect(map.sections.changelog.length).toBe(listedPosts().length);
  });
});

test.describe('what the box finds first', {tag: '@desktop'}, () => {
  test('a topic finds the wiki first; a version finds its post, shown with its date', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await searchButton(page).click();
    await combobox(page).fill('排行榜');
    await expect(options(page).first()).toContainText('Wiki');
    const {post, version} = latestRelease()!;
    await combobox(page).fill(version);
    const first = options(page).first();
    await expect(first).toContainText(post.title);
    await expect(first).toContainText('更新日志');
    await expect(first.locator('time')).toHaveAttribute('datetime', post.date.toISOString());
    await expect(first.locator('time')).toHaveText(formatDate(post.date));
  });

  test("a month, with or without its year, finds that month's posts first", async ({page}) => {
    const [year, month] = beijingDay(newestPost().date).split('-').map(Number);
    // Without a year, the month is the newest one the changelog has: the newest post's. Words
    // that none of its posts holds do not lose them.
    for (const query of [
      `${year}年${month}月更新`,
      `${month}月更新`,
      `${year}年${month}月 鲸鱼饺子`,
    ]) {
      // A page of its own per query, and the list labelled with it: never the previous results.
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const first = page
        .getByRole('list', {name: `“${query}”的搜索结果`})
        .locator(':scope > li')
        .first();
      await expect(first, query).toContainText('更新日志');
      const shown = await first.locator('time').getAttribute('datetime');
      const [shownYear, shownMonth] = beijingDay(new Date(shown!)).split('-').map(Number);
      expect(shownMonth, query).toBe(month);
      expect(shownYear, query).toBe(year);
    }
  });
});

/**
 * The first token (the first group of `row`, a table row of the source) that one page of the
 * data-API reference lists and no other, with that page: the page a developer who types it means.
 */
function listedOnOnePage(what: string, row: RegExp): {token: string; permalink: string} {
  const listedBy = new Map<string, Set<string>>();
  for (const doc of loadDocs(wikiDocs).filter(({tags}) => tags.includes('开发者'))) {
    const source = readFileSync(path.join(siteDir, doc.file), 'utf8');
    for (const [, token] of source.matchAll(row)) {
      listedBy.set(token!, (listedBy.get(token!) ?? new Set()).add(doc.permalink));
    }
  }
  const [token, pages] = [...listedBy].find(([, pages]) => pages.size === 1) ?? [];
  if (!token) throw new Error(`No ${what} of the data-API reference is listed on one page only.`);
  return {token, permalink: [...pages!][0]!};
}

/** A tutorial's name, its title's first four characters (起床战争 of 起床战争新手教程). */
function tutorialNames(): {name: string; permalink: string}[] {
  return loadDocs(wikiDocs).flatMap(({file, title, permalink}) => {
    const name = /^\p{Script=Han}{4}/u.exec(title)?.[0];
    return file.startsWith('docs/tutorial/') && name ? [{name, permalink}] : [];
  });
}

/**
 * The newest fix a post names in a heading (## 修复：…), with the post: the answer to a player who
 * asks whether it is fixed, or in which version.
 */
function newestFixHeading(): {fix: string; permalink: string} {
  for (const post of listedPosts()) {
    const fix = /^##+ 修复：(.+?)[。！]?$/m.exec(post.content)?.[1];
    if (fix) return {fix, permalink: post.permalink};
  }
  throw new Error('No post has a heading that starts with 修复：');
}

/**
 * The maps that posts bring in a heading (起床战争新地图晴空港, 新增：起床战争地图枫林渡), each with
 * the posts that do: the answer to a player who asks when it came. A map's name is the longest
 * start of what follows 地图 that a tutorial also says (珊瑚礁 of 新地图珊瑚礁是什么样).
 */
function mapsBroughtByPosts(): {map: string; permalinks: string[]}[] {
  const tutorials = loadDocs(wikiDocs)
    .filter(({file}) => file.startsWith('docs/tutorial/'))
    .map(({file}) => readFileSync(path.join(siteDir, file), 'utf8'))
    .join('\n');
  const broughtBy = new Map<string, string[]>();
  for (const post of listedPosts()) {
    for (const [, after] of post.content.matchAll(
      /^##+ .*?(?:新地图|新增：.*?地图)(\p{Script=Han}{2,8})/gmu,
    )) {
      const chars = [...after!];
      const map = chars
        .map((_, cut) => chars.slice(0, chars.length - cut).join(''))
        .find((start) => start.length >= 2 && tutorials.includes(start));
      if (map && !broughtBy.get(map)?.includes(post.permalink)) {
        broughtBy.set(map, [...(broughtBy.get(map) ?? []), post.permalink]);
      }
    }
  }
  return [...broughtBy].map(([map, permalinks]) => ({map, permalinks}));
}

/**
 * A version that posts say and that starts a later version (2.6.1 and 2.6.14), with the posts
 * that say it whole: Pagefind alone finds the later version's pages for it.
 */
function versionThatStartsAnother(): {version: string; permalinks: string[]} {
  const posts = listedPosts();
  const saidBy = new Map<string, string[]>();
  for (const post of posts) {
    for (const [version] of post.content.matchAll(new RegExp(VERSION, 'g'))) {
      const saying = saidBy.get(version) ?? [];
      if (!saying.includes(post.permalink)) saidBy.set(version, [...saying, post.permalink]);
    }
  }
  const versions = [...saidBy.keys()].sort();
  const version = versions.find((each) =>
    versions.some((other) => other.startsWith(each) && /^\d/.test(other.slice(each.length))),
  );
  if (version) return {version, permalinks: saidBy.get(version)!};
  throw new Error('No version said in a post starts a later one (as 2.6.1 starts 2.6.14)');
}

/** Every word of docs/aliases.yml with the pages it is listed under. */
function aliasWords(): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const [route, aliases] of aliasesByRoute(siteDir)) {
    for (const alias of aliases) pages.set(alias, [...(pages.get(alias) ?? []), route]);
  }
  return pages;
}

/**
 * A tutorial's name with one character swapped for another character of the site whose reading
 * differs only by a slip the search forgives (zh/z, ch/c, sh/s, n/l, f/h, in/ing, en/eng), with
 * the tutorial: what a player with a regional accent types.
 */
function nameWithSlip(): {slip: string; name: string; permalink: string} {
  const map = builtMap();
  const byFolded = new Map<string, string[]>();
  for (const [reading, chars] of Object.entries(map.readings)) {
    for (const char of chars) {
      byFolded.set(foldSyllable(reading), [...(byFolded.get(foldSyllable(reading)) ?? []), char]);
    }
  }
  for (const {name, permalink} of tutorialNames()) {
    for (const [i, char] of [...name].entries()) {
      const reading = readingOf(char, map);
      const other = byFolded
        .get(foldSyllable(reading ?? ''))
        ?.find((candidate) => readingOf(candidate, map) !== reading);
      if (reading && other) {
        const slip = [...name].map((each, j) => (j === i ? other : each)).join('');
        return {slip, name, permalink};
      }
    }
  }
  throw new Error('No tutorial name has a character with a near-homophone on the site.');
}

test.describe('what players call things', {tag: '@desktop'}, () => {
  test('every word of the aliases file finds a page it is listed under first', async ({page}) => {
    // Every word ranked as the quality test ranks its queries: a few hundred words.
    test.setTimeout(240_000);
    const words = aliasWords();
    expect(words.size).toBeGreaterThan(0);
    const ranked = await rankQueries(
      page,
      [...words].map(([word, routes]) => ({query: word, expect: routes})),
    );
    const elsewhere = ranked
      .filter(({rank}) => rank !== 1)
      .map(
        ({query, top, expect}) => `${query} → ${top[0] ?? '无结果'}, not ${expect.join(' 或 ')}`,
      );
    expect(elsewhere).toEqual([]);
  });

  test("a near-homophone slip of a tutorial's name finds the tutorial first", async ({page}) => {
    const {slip, name, permalink} = nameWithSlip();
    expect(slip).not.toBe(name);
    const [first] = await firstResults(page, [slip]);
    expect(first, `${slip} (${name})`).toBe(permalink);
  });
});

test.describe('developer tokens', {tag: '@desktop'}, () => {
  test('an error code or a header finds the page of the reference that lists it', async ({
    page,
  }) => {
    const tokens = [
      // An error code's row: | 404 | 40403 | …; a header's: | `X-RateLimit-Remaining` | ….
      listedOnOnePage('error code', /^\|[^|\n]*\| (\d{5}) \|/gm),
      listedOnOnePage('header', /^\| `(X-[A-Za-z-]+)` \|/gm),
    ];
    const queries = tokens.flatMap(({token, permalink}) =>
      [token, token.toLowerCase()].map((query) => ({query, permalink})),
    );
    const firsts = await firstResults(
      page,
      queries.map(({query}) => query),
    );
    for (const [i, {query, permalink}] of queries.entries()) {
      expect(isSamePage(firsts[i], permalink), `${query}: first ${firsts[i]}`).toBe(true);
    }
  });
});

test.describe('pinyin', {tag: '@desktop'}, () => {
  test("a tutorial's name typed in full pinyin or its initials finds the tutorial first", async ({
    page,
  }) => {
    const named = tutorialNames();
    expect(named.length).toBeGreaterThan(0);
    const queries = named.flatMap(({name, permalink}) =>
      pinyinTerms(name)
        .slice(0, 2)
        .map((query) => ({query, name, permalink})),
    );
    const firsts = await firstResults(
      page,
      queries.map(({query}) => query),
    );
    for (const [i, {query, name, permalink}] of queries.entries()) {
      expect(firsts[i], `${query} (${name})`).toBe(permalink);
    }
  });

  test("a wiki page's title typed as initials finds that page before the pages that link to it", async ({
    page,
  }) => {
    // 技术分享 and 关于本站 list the API pages by title as links, so they say 玩家信息接口 more
    // often than the page itself does.
    const titled = loadDocs(wikiDocs).filter(
      ({title, unlisted}) => !unlisted && /^\p{Script=Han}{3,}$/u.test(title),
    );
    expect(titled.length).toBeGreaterThan(0);
    const ranked = await rankQueries(
      page,
      titled.map(({title, permalink}) => ({
        query: pinyinTerms(title)[1]!,
        name: title,
        expect: [permalink],
      })),
    );
    expect(notFirst(ranked), 'title initials whose page is not the first result').toEqual([]);
  });

  test('the initials of a thing a page names in passing, not in a heading, find the page first', async ({
    page,
  }) => {
    // Each name whose initials start no word of the index. For some, a shorter word that three
    // pages or more hold in their layers is their start (xf, the initials of the heading 修复, for
    // xfyx): Pagefind, finding no word for the query as typed, matches those pages, by a heading,
    // and they must not outrank the page that says the name.
    const quoted = namesQuotedInFaq().filter(
      ({wordsStartingInitials}) => wordsStartingInitials === 0,
    );
    expect(
      quoted.filter(({pagesOfShorterWord}) => pagesOfShorterWord >= 3).length,
      'FAQ pages quote names whose initials start with a word of other pages’ layers',
    ).toBeGreaterThan(0);
    const ranked = await rankQueries(
      page,
      quoted.map(({initials, name, permalink}) => ({query: initials, name, expect: [permalink]})),
    );
    expect(notFirst(ranked), 'initials whose page is not the first result').toEqual([]);
  });

  test('initials typed beside a word of the page, without a space, find the page first', async ({
    page,
  }) => {
    // ydls称号 for 云端猎手称号: letters that start no word of the index are the initials of what
    // a page says, even with Chinese after them. The word beside them here is the end of the
    // page's title (规则, 处理, 帮助), which other pages say too.
    const titles = new Map(loadDocs(wikiDocs).map(({permalink, title}) => [permalink, title]));
    const ranked = await rankQueries(
      page,
      namesQuotedInFaq()
        .filter(({wordsStartingInitials}) => wordsStartingInitials === 0)
        .map(({initials, name, permalink}) => ({
          query: initials + titles.get(permalink)!.slice(-2),
          name,
          expect: [permalink],
        })),
    );
    expect(notFirst(ranked), 'initials and a word whose page is not the first result').toEqual([]);
  });

  test('initials that other words share find a page saying the word the pages say most', async ({
    page,
  }) => {
    // zzjz spells 最终决战 and 正在加载: a player means the word the site says far more often.
    const common = namesSharingInitials();
    const ranked = await rankQueries(
      page,
      common.map(({initials, name, permalinks}) => ({query: initials, name, expect: permalinks})),
    );
    expect(notFirst(ranked), 'initials whose first result does not say the word').toEqual([]);
  });

  test('the full pinyin of a thing a page names in passing, not in a heading, finds the page first', async ({
    page,
  }) => {
    // The index holds the pinyin of titles, headings and names only; for zhizhenxuanxiang,
    // Pagefind matches pages whose heading's pinyin starts with zhi.
    const ranked = await rankQueries(
      page,
      namesQuotedInFaq().map(({name, permalink}) => ({
        query: pinyinTerms(name)[0]!,
        name,
        expect: [permalink],
      })),
    );
    expect(notFirst(ranked), 'full pinyin whose page is not the first result').toEqual([]);
  });
});

/** The queries for a named thing whose page is not the first result, one line each. */
function notFirst(ranked: RankedQuery<{query: string; name: string; expect: string[]}>[]) {
  return ranked
    .filter(({rank}) => rank !== 1)
    .map(
      ({query, name, expect: [wanted], rank, top}) =>
        `${query} (${name}) → ${wanted}: ${rank || '无'}; got ${top.join(', ')}`,
    );
}

/**
 * The things FAQ pages name in passing, in quotes (点“加入游戏”), that no other page's text has
 * the initials of, with their page, each once: a player who types those initials means it. With
 * each, what the index holds near its initials: how many words of the index layers (the pinyin,
 * initials and Latin words of each page's title, aliases, headings, bold text and links), or of
 * the Latin words of the pages' text, start with the initials; and in how many pages' layers the
 * longest layer word that the initials start with stands. Pagefind matches the start of a word;
 * when no word starts with a term, it matches the longest word the term starts with.
 */
function namesQuotedInFaq(): {
  initials: string;
  name: string;
  permalink: string;
  wordsStartingInitials: number;
  pagesOfShorterWord: number;
}[] {
  const pages = [
    ...[...loadDocs(wikiDocs), ...loadDocs(devDocs)]
      .filter(({draft}) => !draft)
      .map(({file, permalink}) => ({
        permalink,
        content: matter(readFileSync(path.join(siteDir, file), 'utf8')).content,
      })),
    ...publishedPosts().map(({permalink, content}) => ({permalink, content})),
  ];
  const said = pages.map(({permalink, content}) => ({permalink, terms: textInitials(content)}));
  // The words between the layer brackets of each built page copied as the indexer copies it.
  const aliases = aliasesByRoute(siteDir);
  const layerWords = pages.map(({permalink}) => {
    const built = readFileSync(path.join(siteDir, 'build', permalink, 'index.html'), 'utf8');
    const copy =
      indexedCopy(built, operator.siteName, false, aliases.get(routeKey(permalink)))?.html ?? '';
    return new Set(
      [...copy.matchAll(new RegExp(`${LAYER_OPEN}([^${LAYER_CLOSE}]*)`, 'g'))]
        .flatMap(([, words]) => words!.split(' '))
        .filter((word) => /^[a-z]+$/.test(word)),
    );
  });
  const inLayers = [...new Set(layerWords.flatMap((words) => [...words]))];
  const latin = [
    ...new Set(pages.flatMap(({content}) => content.toLowerCase().match(/[a-z]+/g) ?? [])),
  ];
  const names: ReturnType<typeof namesQuotedInFaq> = [];
  for (const {permalink, content} of pages.filter((p) => p.permalink.startsWith('/docs/faq/'))) {
    for (const [, name] of content.matchAll(/“(\p{Script=Han}{4,6})”/gu)) {
      const initials = textInitials(name!)[0];
      if (initials?.length !== name!.length || names.some((seen) => seen.name === name)) continue;
      const elsewhere = said.some(
        (other) =>
          other.permalink !== permalink && other.terms.some((term) => term.startsWith(initials)),
      );
      if (elsewhere) continue;
      const shorter = inLayers
        .filter((word) => initials.startsWith(word))
        .sort((a, b) => b.length - a.length)[0];
      names.push({
        initials,
        name: name!,
        permalink,
        wordsStartingInitials: [...inLayers, ...latin].filter((word) => word.startsWith(initials))
          .length,
        pagesOfShorterWord: shorter ? layerWords.filter((words) => words.has(shorter)).length : 0,
      });
    }
  }
  expect(
    names.length,
    'FAQ pages name things in quotes whose initials no other page says',
  ).toBeGreaterThan(0);
  return names;
}

/**
 * The things listed pages name in quotes (点“游戏菜单”) whose initials other text of the site also
 * spells (yxcd: 游戏菜单 and 有现成的), said at least three times and twice as often as any
 * other phrase with those initials, with every page that says them.
 */
function namesSharingInitials(): {initials: string; name: string; permalinks: string[]}[] {
  const map = builtMap();
  const initialsOf = (chars: string[]) => chars.map((char) => readingOf(char, map)?.[0]).join('');
  const pages = [
    ...[...loadDocs(wikiDocs), ...loadDocs(devDocs)]
      .filter(({draft, unlisted}) => !draft && !unlisted)
      .map(({file, permalink}) => ({
        permalink,
        content: matter(readFileSync(path.join(siteDir, file), 'utf8')).content,
      })),
    ...listedPosts().map(({permalink, content}) => ({permalink, content})),
  ];
  const runs = pages.flatMap(({content}) =>
    [...content.matchAll(/\p{Script=Han}+/gu)].map(([run]) => [...run]),
  );
  const names = new Set(
    pages.flatMap(({content}) =>
      [...content.matchAll(/“(\p{Script=Han}{4,6})”/gu)].map(([, n]) => n!),
    ),
  );
  const found = [];
  for (const name of names) {
    const initials = initialsOf([...name]);
    if (initials.length !== name.length) continue;
    const said = new Map<string, number>();
    for (const run of runs) {
      for (let at = 0; at + name.length <= run.length; at++) {
        const phrase = run.slice(at, at + name.length);
        if (initialsOf(phrase) === initials) {
          said.set(phrase.join(''), (said.get(phrase.join('')) ?? 0) + 1);
        }
      }
    }
    const [most, next] = [...said].sort((a, b) => b[1] - a[1]);
    if (most?.[0] !== name || !next || most[1] < 3 || most[1] < 2 * next[1]) continue;
    const permalinks = pages
      .filter(({content}) => content.includes(name))
      .map(({permalink}) => permalink);
    found.push({initials, name, permalinks});
  }
  expect(
    found.length,
    'pages name things in quotes whose initials other text spells',
  ).toBeGreaterThan(0);
  return found;
}

test.describe('questions about a change', {tag: '@desktop'}, () => {
  test('a fix asked about as is-it-fixed, which-version or which-time finds its post', async ({
    page,
  }) => {
    const {fix, permalink} = newestFixHeading();
    const queries = [`${fix}修了没`, `${fix}哪个版本修的`, `${fix}是哪次改的`];
    const firsts = await firstResults(page, queries);
    for (const [i, query] of queries.entries()) expect(firsts[i], query).toBe(permalink);
  });

  test('when a map came, or whether it is new, finds a post that brought it, not its tutorial', async ({
    page,
  }) => {
    const maps = mapsBroughtByPosts();
    expect(
      maps.length,
      'no post brings a map in a heading (新地图…, 新增：…地图…)',
    ).toBeGreaterThan(0);
    const queries = maps.flatMap(({map, permalinks}) =>
      [`${map}是新图吗`, `${map}几月出的`].map((query) => ({query, permalinks})),
    );
    const firsts = await firstResults(
      page,
      queries.map(({query}) => query),
    );
    for (const [i, {query, permalinks}] of queries.entries()) {
      expect(permalinks, `${query}: first ${firsts[i]}`).toContain(firsts[i]);
    }
  });
});

test.describe('a version named in a query', {tag: '@desktop'}, () => {
  test('finds a post that says it, not the posts of a later version it starts', async ({page}) => {
    const {version, permalinks} = versionThatStartsAnother();
    const queries = [version, `${version}版本改了什么`];
    const firsts = await firstResults(page, queries);
    for (const [i, query] of queries.entries()) {
      expect(
        permalinks.some((permalink) => isSamePage(firsts[i], permalink)),
        `${query}: first ${firsts[i]}, not one of ${permalinks.join(', ')}`,
      ).toBe(true);
    }
  });

  test("with other words, finds the version's own post before the monthly posts that say it", async ({
    page,
  }) => {
    // A monthly post mentions the versions of its month and announces the next (2.6.14 预告), and
    // may say more of the query's words than the version's own post.
    const versionPosts = listedPosts().flatMap((post) => {
      const slug = parsePostSlug(post.slug);
      return slug.kind === 'version' ? [{version: slug.version, permalink: post.permalink}] : [];
    });
    expect(versionPosts.length, 'blog/ has no listed version post').toBeGreaterThan(0);
    const firsts = await firstResults(
      page,
      versionPosts.map(({version}) => `${version}更新内容`),
    );
    for (const [i, {version, permalink}] of versionPosts.entries()) {
      expect(isSamePage(firsts[i], permalink), `${version}更新内容: first ${firsts[i]}`).toBe(true);
    }
  });
});

test.describe('search that does not need every word', {tag: '@desktop'}, () => {
  test('a page is found by the words it has, though one word of the query is on no page', async ({
    page,
  }) => {
    const {title, permalink} = loadDocs(wikiDocs).find(({file}) => file.startsWith('docs/faq/'))!;
    const [first] = await firstResults(page, [`${title} 鲸鱼饺子`]);
    expect(isSamePage(first, permalink), `${title} 鲸鱼饺子: first ${first}`).toBe(true);
  });

  test('a phrase the word splitter cuts into characters is found by its pairs', async ({page}) => {
    // 搭桥 is a word of the tutorials; 快 after it made the splitter read 搭 桥快.
    await page.goto(`/search?q=${encodeURIComponent('怎么搭桥快')}`);
    await expect(page.locator('main ol > li').first()).toContainText('搭桥');
  });

  test("a developer's field finds the page that defines it, typed with or without separators", async ({
    page,
  }) => {
    // A row of a field table starts with the field: | `final_deaths` |.
    const {token: field, permalink} = listedOnOnePage('field', /^\| `([a-z]+(?:_[a-z]+)+)` \|/gm);
    const queries = [field, field.replaceAll('_', ''), field.replaceAll('_', '-')];
    const firsts = await firstResults(page, queries);
    for (const [i, query] of queries.entries()) {
      expect(isSamePage(firsts[i], permalink), `${query}: first ${firsts[i]}`).toBe(true);
    }
  });
});
