/**
 * Fits the search ranking's weights (plugins/search/ui/weights.json) to the labelled queries.
 *
 * The ranking (plugins/search/ui/rank.ts) is a pure function of what retrieval found of each
 * page, of the first results' features and of the weights. So each query runs once in the built
 * site's browser (`fitInputs`), which keeps its first-pass candidates and their features, and the
 * fit then ranks them again offline, thousands of times, under other weights: a coordinate search
 * that tries each weight at a few multiples of its value and keeps what raises the mean
 * reciprocal rank. Cross-validation holds out one writer batch (a group of the query set) at a
 * time, fits on the others and scores the batch it never saw.
 *
 * What the replay cannot see: a page outside the first FIT_DEPTH of the first pass, and Pagefind's
 * own `pageLength`, which scores inside Pagefind. For letters read as initials, the phrase they
 * spell most is judged among the first FIT_DEPTH pages, not the first six.
 */
import type {Page} from '@playwright/test';
import type {PageFeatures} from '../../plugins/search/ui/features';
import type {SearchPlan, Term} from '../../plugins/search/ui/plan';
import {WEIGHTS, firstPass, secondPass, type Weights} from '../../plugins/search/ui/rank';
import type {Candidate} from '../../plugins/search/ui/retrieve';
import {inFreshEngines, isSamePage, scores, type RankedQuery, type Scores} from './eval';
import type {SearchQuery} from './queries';

/** How many of the first pass's pages are kept with their features: the rest never rise. */
export const FIT_DEPTH = 16;

/** What a query's ranking rests on, as the browser measured it. */
export interface FitInput {
  plan: SearchPlan;
  terms: Term[];
  /** The site holds nothing of the query: no result, whatever the weights. */
  empty: boolean;
  /** The first FIT_DEPTH pages of the first pass, each with its site path and features. */
  candidates: (Omit<Candidate, 'result'> & {path: string; features: PageFeatures})[];
}

/** In the page: a query's FitInput, from the engine module's first ranking. */
const FIT_INPUT = `async (engine, baseUrl, query) => {
  const ranking = await engine.firstRanking(baseUrl, query, ${FIT_DEPTH});
  const empty = await engine.holdsNothing(ranking);
  const top = ranking.first.slice(0, ${FIT_DEPTH});
  const urls = await Promise.all(top.map(async ({result}) => (await ranking.loadData(result)).url));
  return {
    plan: ranking.plan,
    terms: ranking.terms,
    empty,
    candidates: top.map(({result, score, versionPost, ...candidate}, i) => ({
      ...candidate,
      path: decodeURI(new URL(urls[i], baseUrl).pathname),
      features: ranking.features[i],
    })),
  };
}`;

/** Each query's FitInput, measured on the built site that `page` serves. */
export function fitInputs(page: Page, queries: string[]): Promise<FitInput[]> {
  return inFreshEngines<FitInput>(page, queries, FIT_INPUT);
}

export type FitQuery = SearchQuery & {input: FitInput};

/** A FitInput's candidates as the ranking takes them, made once per input. */
const candidatesOf = new WeakMap<FitInput, (Candidate & {features: PageFeatures})[]>();

/** The paths of a query's first 10 results under `weights`, as the engine would rank them. */
export function replayed(input: FitInput, weights: Weights): string[] {
  const {plan, terms, empty} = input;
  if (empty) return [];
  let candidates = candidatesOf.get(input);
  if (!candidates) {
    candidates = input.candidates.map(({path, ...candidate}) => ({
      ...candidate,
      result: {id: path, score: 0, data: () => Promise.reject(new Error('replayed'))},
    }));
    candidatesOf.set(input, candidates);
  }
  const first = firstPass(candidates, terms, plan, weights);
  const ranked = secondPass(
    first,
    first.map(({features}) => features),
    plan,
    weights,
  );
  return ranked.slice(0, 10).map(({result}) => result.id);
}

/** Each query ranked under `weights`, as rankQueries ranks it in the browser. */
export function rankedWith(queries: FitQuery[], weights: Weights): RankedQuery[] {
  return queries.map((query) => {
    const found = replayed(query.input, weights);
    const rank =
      query.expect.length === 0
        ? Number(found.length === 0)
        : found.findIndex((path) => query.expect.some((wanted) => isSamePage(path, wanted))) + 1;
    return {...query, rank, top: found.slice(0, 3)};
  });
}

/** The weights a fit may move: not Pagefind's own option, which the replay cannot see. */
const FITTED = (Object.keys(WEIGHTS) as (keyof Weights)[]).filter((key) => key !== 'pageLength');

/** The values a weight is tried at, around its present one. */
function trials(key: keyof Weights, value: number): number[] {
  if (key === 'descriptionWords') return [2, 3, 4, 5, 6].filter((words) => words !== value);
  if (value === 0) return [0.25, 0.5, 1, 2];
  return [0, 0.25, 0.5, 0.75, 1.5, 2, 4].map((factor) => Number((value * factor).toPrecision(3)));
}

/**
 * The weights that rank `queries` best by mean reciprocal rank, from `start`: each weight in
 * turn at each trial value, a change kept when it raises the mean, until a round changes nothing
 * (at most `rounds`).
 */
export function fit(queries: FitQuery[], start: Weights = WEIGHTS, rounds = 3): Weights {
  let best = {...start};
  let bestScore = scores(rankedWith(queries, best)).mrr;
  for (let round = 0; round < rounds; round++) {
    let moved = false;
    for (const key of FITTED) {
      for (const value of trials(key, best[key])) {
        const weights = {...best, [key]: value};
        const score = scores(rankedWith(queries, weights)).mrr;
        if (score > bestScore + 1e-9) {
          [best, bestScore, moved] = [weights, score, true];
        }
      }
    }
    if (!moved) break;
  }
  return best;
}

export interface HeldOut {
  group: string;
  /** The held-out group ranked with the present weights. */
  present: Scores;
  /** The same group ranked with the weights fitted on every other group. */
  fitted: Scores;
}

/** One fit per group, on the others; each scored on the group it did not see. */
export function crossValidated(queries: FitQuery[], start: Weights = WEIGHTS): HeldOut[] {
  const groups = [...new Set(queries.map(({group}) => group))];
  return groups.map((group) => {
    const heldOut = queries.filter((query) => query.group === group);
    const weights = fit(
      queries.filter((query) => query.group !== group),
      start,
    );
    return {
      group,
      present: scores(rankedWith(heldOut, start)),
      fitted: scores(rankedWith(heldOut, weights)),
    };
  });
}
