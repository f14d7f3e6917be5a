/**
 * The three stages of the search engine, each on its own: the plan a query becomes, the pages
 * retrieval gathers from Pagefind's answers, and the order the ranking gives them. The engine
 * that chains them is ranked on the built site by tests/e2e/search-ranking.spec.ts.
 */
import {strict as assert} from 'node:assert';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {checkedQuestions, readQuestions} from '../../lib/search-questions';
import {routeKey} from '../../lib/search-aliases';
import {SEARCH_QUERIES, readQueries} from '../../lib/search-quality/queries';
import {siteRoutes} from '../../scripts/lib/links';
import {pinyinMap} from '../../plugins/search/pinyin';
import {queryPinyin} from '../../plugins/search/shared';
import type {PageFeatures} from '../../plugins/search/ui/features';
import {
  lettersOfIndex,
  planQuery,
  planSearch,
  type SiteWords,
  type Term,
} from '../../plugins/search/ui/plan';
import {RERANKED, WEIGHTS, firstPass, secondPass, termWeight} from '../../plugins/search/ui/rank';
import {
  retrieve,
  type Candidate,
  type Pagefind,
  type PagefindResult,
} from '../../plugins/search/ui/retrieve';

function siteOf(names: string[], text = '', latin: string[] = []): SiteWords {
  const map = pinyinMap(names, text, names, latin);
  const set = new Set(names);
  return {
    map,
    questions: readQuestions(path.join(__dirname, '../..')),
    names: set,
    letterWords: lettersOfIndex(set, map),
    spokenNames: () => names.flatMap((name) => queryPinyin(name, map) ?? []),
  };
}

describe('the plan: what a query is searched as', () => {
  // 站 of 站内信: the site's readings hold it, so that 起床站争 sounds like 起床战争.
  const site = siteOf(['起床战争', '空岛战争', '改名', '称号', '云端猎手'], '站内信', ['skywars']);
  const terms = (query: string) =>
    planSearch(query, site).terms.map(({term, kind, word, shorter}) =>
      [kind, term, word, shorter && 'shorter'].filter(Boolean).join(' '),
    );

  test('the query as typed comes first; each of several words is searched alone after it', () => {
    assert.deepEqual(terms('改名 称号'), [
      'typed 改名 称号',
      'spoken gaiming chenghao',
      'word 改名 改名',
      'word 称号 称号',
    ]);
    assert.deepEqual(planSearch('改名 称号', site).aliasTerms, ['改名', '称号']);
  });

  test('a field name is searched without its separators too, and Chinese in pinyin', () => {
    assert.deepEqual(terms('final_deaths'), ['typed final_deaths', 'joined finaldeaths']);
    assert.deepEqual(terms('空岛战争'), ['typed 空岛战争', 'spoken kongdaozhanzheng']);
  });

  test('a homophone of a name is searched corrected', () => {
    const plan = planSearch('起床站争', site);
    assert.equal(plan.corrected, '起床战争');
    assert.ok(terms('起床站争').includes('corrected 起床战争'));
  });

  test('letters that start no word are initials, and what the typed query finds counts less', () => {
    const plan = planSearch('zdbx', site);
    assert.ok(plan.noWordStarts);
    assert.equal(plan.initials, '０zdbx');
    assert.deepEqual(terms('zdbx'), ['typed zdbx shorter']);
    // The initials of a name start a word of the index: nothing counts less.
    assert.ok(!planSearch('qczz', site).noWordStarts);
    assert.deepEqual(terms('qczz'), ['typed qczz']);
  });

  test('a word of initials beside Chinese is searched as initials, and the whole query less', () => {
    assert.deepEqual(terms('zdbx 称号'), [
      'typed zdbx 称号 shorter',
      'spoken zdbx chenghao shorter',
      'wordAsInitials ０zdbx zdbx',
      'word 称号 称号',
    ]);
  });
});

/** A Pagefind that answers from a table: each term's results, each filter value's results. */
function pagefindOf(
  byTerm: Record<string, [id: string, score: number][]>,
  byFilter: Record<string, string[]> = {},
): Pagefind & {searched: string[]} {
  const resultOf = (id: string, score: number): PagefindResult => ({
    id,
    score,
    data: () => Promise.reject(new Error('retrieval reads no page')),
  });
  const searched: string[] = [];
  return {
    searched,
    options: async () => {},
    init: async () => {},
    filters: async () => ({year: {'2026': 1, '2025': 1}}),
    search: async (term, options) => {
      const filters = Object.entries(options?.filters ?? {}).map(
        ([key, value]) => `${key}=${value}`,
      );
      if (term !== null) searched.push(term);
      if (filters.length > 0) {
        const ids = filters.map((filter) => byFilter[filter] ?? []);
        return {
          results: ids[0]!
            .filter((id) => ids.every((list) => list.includes(id)))
            .map((id) => resultOf(id, 1)),
        };
      }
      return {results: (byTerm[term ?? ''] ?? []).map(([id, score]) => resultOf(id, score))};
    },
  };
}

const NO_SECTIONS = {changelog: new Set<string>(), api: new Set<string>(), page: new Set<string>()};

describe('retrieval: the pages the terms find', () => {
  const site = siteOf(['改名', '冷却', '起床战争']);

  test('a page keeps the first result that found it, a score for each term and its coverage', async () => {
    const pagefind = pagefindOf({
      '改名 冷却': [['rename', 2]],
      改名: [
        ['rename', 3],
        ['about', 1],
      ],
      冷却: [['rename', 1]],
    });
    const plan = planSearch('改名 冷却', site);
    const {terms, candidates} = await retrieve(pagefind, plan, NO_SECTIONS);
    assert.deepEqual(
      terms.map(({term}) => term),
      ['改名 冷却', 'gaiming lengque', '改名', '冷却'],
    );
    const [rename, about] = candidates;
    assert.equal(rename!.result.id, 'rename');
    assert.equal(rename!.result.score, 2, 'the result of the search of the whole query');
    assert.deepEqual(rename!.scores, [2, 0, 3, 1]);
    assert.equal(rename!.coverage, 1);
    assert.deepEqual(about!.scores, [0, 0, 1, 0]);
    assert.equal(about!.coverage, 0.5);
  });

  test("a word's character pairs are searched only when the word itself finds nothing", async () => {
    const plan = planSearch('排行榜 起床战争', site);
    const pagefind = pagefindOf({起床战争: [['bedwars', 1]], 排行: [['bedwars', 1]]});
    const {terms} = await retrieve(pagefind, plan, NO_SECTIONS);
    assert.deepEqual(
      terms.filter(({kind}) => kind === 'pair').map(({term, word}) => `${term}/${word}`),
      ['排行/排行榜', '行榜/排行榜'],
    );
    const found = pagefindOf({排行榜: [['bedwars', 1]], 起床战争: [['bedwars', 1]]});
    const again = await retrieve(found, plan, NO_SECTIONS);
    assert.ok(!again.terms.some(({kind}) => kind === 'pair'));
  });

  test("the text's initials are searched when the typed letters find fewer than three pages", async () => {
    const plan = planSearch('qczz', site);
    const few = await retrieve(pagefindOf({qczz: [['bedwars', 1]]}), plan, NO_SECTIONS);
    assert.deepEqual(
      few.terms.map(({kind}) => kind),
      ['typed', 'initials'],
    );
    const three = pagefindOf({
      qczz: [
        ['a', 1],
        ['b', 1],
        ['c', 1],
      ],
    });
    const enough = await retrieve(three, plan, NO_SECTIONS);
    assert.deepEqual(
      enough.terms.map(({kind}) => kind),
      ['typed'],
    );
  });

  test('pages the alias, month and version filters find join with their part and marks', async () => {
    const pagefind = pagefindOf(
      {'2.6.14': [['post-a', 1]], '"2.6.14"': [['post-b', 1]]},
      {'alias=2.6.14': ['penalty'], 'month=11=year=2026': []},
    );
    const plan = planSearch('2.6.14', site);
    const sections = {...NO_SECTIONS, changelog: new Set(['post-a', 'post-b'])};
    const {candidates} = await retrieve(pagefind, plan, sections);
    const byId = new Map(candidates.map((candidate) => [candidate.result.id, candidate]));
    assert.equal(byId.get('post-a')!.part, 'changelog');
    assert.ok(!byId.get('post-a')!.ofNamedVersion, 'starts the version, does not say it whole');
    assert.ok(byId.get('post-b')!.ofNamedVersion);
    assert.equal(byId.get('post-b')!.filtered, 1, 'only a filter found it');
    assert.ok(byId.get('penalty')!.named);
    assert.deepEqual(byId.get('penalty')!.aliases, ['2.6.14']);
  });
});

describe('ranking: a pure function of what was found and the weights', () => {
  const site = siteOf(['改名', '冷却', '称号']);
  const candidate = (id: string, fields: Partial<Candidate> = {}): Candidate => ({
    result: {id, score: 1, data: () => Promise.reject(new Error('unused'))},
    scores: [1],
    filtered: 0,
    coverage: 1,
    part: 'wiki',
    named: false,
    ofNamedMonth: false,
    ofNamedVersion: false,
    aliases: [],
    ...fields,
  });
  const typed: Term[] = [{term: '改名', kind: 'typed', shorter: false}];
  const ids = (ranked: {result: {id: string}}[]) => ranked.map(({result}) => result.id);

  test('a page the query names comes first whatever its score; then the score', () => {
    const plan = planSearch('改名', site);
    const ranked = firstPass(
      [
        candidate('low', {scores: [1]}),
        candidate('high', {scores: [5]}),
        candidate('named', {scores: [0], filtered: 0.1, named: true}),
      ],
      typed,
      plan,
    );
    assert.deepEqual(ids(ranked), ['named', 'high', 'low']);
  });

  test('posts count for more than wiki pages only when the query asks about a change', () => {
    const pages = [candidate('wiki', {scores: [1]}), candidate('post', {part: 'changelog'})];
    assert.deepEqual(ids(firstPass(pages, typed, planSearch('改名', site))), ['wiki', 'post']);
    assert.deepEqual(ids(firstPass(pages, typed, planSearch('改名什么时候改的', site))), [
      'post',
      'wiki',
    ]);
  });

  test('the weights are a parameter: what each reading of the query counts decides', () => {
    const plan = planSearch('改名 冷却', site);
    const terms: Term[] = [
      {term: '改名 冷却', kind: 'typed', shorter: false},
      {term: '改名', kind: 'word', word: '改名', shorter: false},
    ];
    const pages = [candidate('whole', {scores: [1, 0]}), candidate('word', {scores: [0, 2]})];
    assert.deepEqual(ids(firstPass(pages, terms, plan, {...WEIGHTS, word: 0.4})), [
      'whole',
      'word',
    ]);
    assert.deepEqual(ids(firstPass(pages, terms, plan, {...WEIGHTS, word: 0.6})), [
      'word',
      'whole',
    ]);
    // Letters matched to a shorter word count less; the pairs of a word count as the word.
    assert.equal(termWeight({...terms[0]!, shorter: true}), WEIGHTS.shorterWord);
    const pair: Term = {term: '搭桥', kind: 'pair', word: '搭桥快', shorter: false};
    assert.equal(termWeight(pair), WEIGHTS.word / 2);
  });

  test('the second pass reorders the first results by their text, and leaves the rest', () => {
    const plan = planSearch('改名 冷却', site);
    const pages = Array.from({length: RERANKED + 2}, (_, i) =>
      candidate(`p${i}`, {scores: [10 - i]}),
    );
    const first = firstPass(pages, typed, plan);
    const plain: PageFeatures = {
      versionPost: false,
      headingsWeighed: true,
      heading: 0,
      phrase: 0,
      held: 1,
      focus: 1,
      stated: 0,
      fix: 0,
      meant: 0,
    };
    const features = first.slice(0, RERANKED).map((_, i) =>
      // The fifth page's title holds the query; the first page's text says none of its words.
      i === 4 ? {...plain, heading: 1} : i === 0 ? {...plain, held: 0} : plain,
    );
    const ranked = ids(secondPass(first, features, plan));
    assert.equal(ranked[0], 'p4');
    assert.equal(ranked[RERANKED - 1], 'p0');
    assert.deepEqual(ranked.slice(RERANKED), ['p6', 'p7']);
  });
});

describe('how players ask, as staff keep it (docs/questions.yml)', () => {
  const repository = path.join(__dirname, '../..');
  const made: string[] = [];
  after(() => {
    for (const dir of made) rmSync(dir, {recursive: true, force: true});
  });
  const siteWith = (text: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'questions-'));
    made.push(dir);
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'docs/questions.yml'), text);
    return dir;
  };
  const theFile = readFileSync(path.join(repository, 'docs/questions.yml'), 'utf8');

  test("the repository's file is valid, and a phrase staff add changes what a query asks", () => {
    assert.deepEqual(checkedQuestions(repository).problems, []);
    const questions = readQuestions(repository);
    assert.ok(!planQuery('咋还没修好', questions).aboutAChange);
    // The staff guide's example: a phrase under change, which says 修 and so asks about a fix.
    const added = readQuestions(
      siteWith(theFile.replace('\n    - 版本\n', '\n    - 版本\n    - 咋还没修好\n')),
    );
    assert.ok(planQuery('咋还没修好', added).aboutAChange);
    assert.ok(planQuery('咋还没修好', added).aboutAFix);
  });

  test('a broken file fails with its line, field and fix', () => {
    const problems = (text: string) =>
      checkedQuestions(siteWith(text)).problems.map(
        ({line, field, problem}) => `${line} ${field} ${problem}`,
      );
    const broken = theFile
      .replace("- '修(?!改)'", "- '修(?!改'")
      .replace('\n    - 接口\n', '\n    - 接口\n    - 接口\n')
      .replace('\nschedule:', '\nschedul:');
    const found = problems(broken);
    const lineOf = (text: string) =>
      broken.split('\n').findIndex((line) => line.includes(text)) + 1;
    assert.ok(
      found.some((p) =>
        p.startsWith(`${lineOf("'修(?!改'")} fix.patterns “修(?!改”不是有效的正则表达式`),
      ),
      found.join('\n'),
    );
    assert.ok(
      // The repeated line is named, not the first.
      found.some((p) => p.startsWith(`${lineOf('- 接口') + 1} technical.phrases “接口”写了两次`)),
      found.join('\n'),
    );
    assert.ok(
      found.some((p) => p.startsWith(`${lineOf('schedul:')} schedul 没有“schedul”这一类问题`)),
    );
    assert.ok(found.some((p) => p.includes('缺少“schedule”这一类')));
    assert.throws(() => readQuestions(siteWith(broken)), /docs\/questions\.yml:\d+ fix\.patterns/);
    assert.deepEqual(problems('asking: [unclosed'), [
      `1 questions 格式错误：${'unexpected end of the stream within a flow collection'}`,
    ]);
  });
});

describe('the query set (lib/search-quality/queries.yml)', () => {
  test('every page a query expects is a page of the site', () => {
    const {routes} = siteRoutes(path.join(__dirname, '../..'));
    const known = new Set([...routes.keys()].map(routeKey));
    const missing = SEARCH_QUERIES.flatMap(({query, expect}) =>
      expect.filter((page) => !known.has(routeKey(page))).map((page) => `${query} → ${page}`),
    );
    assert.deepEqual(missing, []);
  });

  test('a line with an unknown kind fails, naming the query and the kinds', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'queries-'));
    const file = path.join(dir, 'queries.yml');
    writeFileSync(
      file,
      '- {query: "床", kind: 单字, group: tuning, expect: [/docs/intro]}\n- {query: "箭", kind: 单子, group: tuning, expect: [/docs/intro]}\n',
    );
    assert.throws(() => readQueries(file), /query 2 .*"箭".*kind: one of 单字 两字词/);
    writeFileSync(
      file,
      '- {query: "量子力学", kind: 无结果, group: tuning, expect: [/docs/intro]}\n',
    );
    assert.throws(() => readQueries(file), /expect: \[\] for 无结果/);
    rmSync(dir, {recursive: true, force: true});
  });
});
