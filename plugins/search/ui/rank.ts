/**
 * The third stage of search, ranking: a pure function of what retrieval found of each page
 * (retrieve.ts), of what the first results' stored text says (features.ts) and of the weights
 * in weights.json, data a fit may rewrite; the search README's tables say what each weighs.
 */
import type {PageFeatures} from './features';
import type {SearchPlan, Term} from './plan';
import type {Candidate} from './retrieve';
import DEFAULT_WEIGHTS from './weights.json';

export type Weights = typeof DEFAULT_WEIGHTS;
export const WEIGHTS: Weights = DEFAULT_WEIGHTS;

/**
 * How many of the first results the second pass ranks again by their text: the dialog shows 6,
 * so their stored text is downloaded to show them in any case.
 */
export const RERANKED = 6;

/** A query of letters alone: a name in pinyin or initials (see Weights.spelledHeading). */
const LETTERS_ALONE = /^[a-z ]+$/;

/** A candidate with its score; `versionPost` is the post of the version the query names. */
export type Ranked<C extends Candidate = Candidate> = C & {score: number; versionPost: boolean};

/** How much a page's score for a term counts, by how the term was read from the query. */
export function termWeight(term: Term, weights: Weights = WEIGHTS): number {
  const weight = {
    typed: 1,
    joined: weights.word,
    spoken: 1,
    corrected: weights.homophone,
    word: weights.word,
    wordAsInitials: 1,
    initials: 1,
    spelled: weights.spelled,
    // The pairs of one word count as that word, together.
    pair: weights.word / ((term.word?.length ?? 2) - 1),
  }[term.kind];
  return term.shorter ? weight * weights.shorterWord : weight;
}

/**
 * The order of results: a page the query is an alias of, then the posts of the month it names,
 * the pages that say the version it names and that version's own post, whatever their score;
 * then the score.
 */
function byRank(a: Ranked, b: Ranked): number {
  return (
    Number(b.named) - Number(a.named) ||
    Number(b.ofNamedMonth) - Number(a.ofNamedMonth) ||
    Number(b.ofNamedVersion) - Number(a.ofNamedVersion) ||
    Number(b.versionPost) - Number(a.versionPost) ||
    b.score - a.score
  );
}

/**
 * The first pass: each page's score is what its terms found, weighed, times the share of the
 * query's words it covers and the weight of its part of the site.
 */
export function firstPass<C extends Candidate>(
  candidates: C[],
  terms: Term[],
  plan: SearchPlan,
  weights: Weights = WEIGHTS,
): Ranked<C>[] {
  const termWeights = terms.map((term) => termWeight(term, weights));
  const partWeight = {
    changelog: plan.aboutAChange
      ? weights.postForAChange
      : plan.words.length >= weights.descriptionWords
        ? weights.postForADescription
        : weights.post,
    api: plan.technical ? 1 : weights.api,
    page: weights.page,
    wiki: 1,
  };
  return candidates
    .map((candidate) => {
      let found = 0;
      for (const [t, score] of candidate.scores.entries()) found += termWeights[t]! * score;
      found += candidate.filtered;
      return {
        ...candidate,
        versionPost: false,
        score: found * candidate.coverage ** weights.coverageExponent * partWeight[candidate.part],
      };
    })
    .sort(byRank);
}

/**
 * The second pass: the first RERANKED results, whose `features` are read from their text, move
 * up by what their title, headings and sections say of the query.
 */
export function secondPass<C extends Candidate>(
  first: Ranked<C>[],
  features: PageFeatures[],
  plan: SearchPlan,
  weights: Weights = WEIGHTS,
): Ranked<C>[] {
  const headingWeight = LETTERS_ALONE.test(plan.text) ? weights.spelledHeading : weights.heading;
  const head = first.slice(0, RERANKED).map((entry, i) => {
    const page = features[i]!;
    const weight = page.headingsWeighed
      ? entry.part === 'changelog'
        ? weights.changeHeading
        : headingWeight
      : 0;
    const phrase = weight === 0 ? 0 : weights.phrase * page.phrase;
    const lift =
      (1 + weights.meantPhrase * page.meant) *
      (1 + weight * page.heading + phrase) *
      (1 + weights.statedChange * page.stated) *
      (1 + weights.statedFix * page.fix);
    return {
      ...entry,
      versionPost: page.versionPost,
      score:
        entry.score *
        page.held ** weights.heldExponent *
        page.focus ** weights.sectionExponent *
        lift,
    };
  });
  return [...head.sort(byRank), ...first.slice(RERANKED)];
}
