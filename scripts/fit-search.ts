/**
 * npm run fit:search [-- --write] [--save inputs.json | --input inputs.json]
 *
 * Fits the search ranking's weights (plugins/search/ui/weights.json) to the labelled queries of
 * lib/search-quality/queries.yml, on the built site (run `npm run build` first). Prints, for each
 * writer batch (group) held out in turn, its recall@1, recall@3 and MRR with the present weights
 * and with weights fitted on the other batches, those held-out scores pooled, and the weights
 * fitted on every batch. With --write, it rewrites weights.json with those: a refit is one
 * command, and `npm run report:search` then measures it on the site like any change.
 *
 * Measuring the queries in the browser takes a few minutes; --save keeps the measurement and
 * --input reuses it, as long as the pages and the engine are unchanged.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {launchOptions} from '../lib/browser';
import {interval, scores, type Scores} from '../lib/search-quality/eval';
import {
  crossValidated,
  fit,
  fitInputs,
  rankedWith,
  type FitInput,
  type FitQuery,
} from '../lib/search-quality/fit';
import {SEARCH_QUERIES} from '../lib/search-quality/queries';
import {serveStatic} from '../lib/static-server';
import {WEIGHTS} from '../plugins/search/ui/rank';

const WEIGHTS_FILE = path.join(__dirname, '../plugins/search/ui/weights.json');

async function measured(): Promise<FitInput[]> {
  if (!existsSync('build/pagefind/pagefind.js')) {
    throw new Error('build/pagefind/pagefind.js: no built site with its index; run npm run build');
  }
  const server = await serveStatic('build');
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await (await browser.newContext({baseURL: server.origin})).newPage();
    return await fitInputs(
      page,
      SEARCH_QUERIES.map(({query}) => query),
    );
  } finally {
    await browser.close();
    server.close();
  }
}

const cells = (s: Scores) =>
  `${s.recallAt1.toFixed(3)} ${s.recallAt3.toFixed(3)} ${s.mrr.toFixed(3)}`;

async function main() {
  const {values} = parseArgs({
    options: {write: {type: 'boolean'}, save: {type: 'string'}, input: {type: 'string'}},
  });
  const inputs = values.input
    ? (JSON.parse(readFileSync(values.input, 'utf8')) as FitInput[])
    : await measured();
  if (inputs.length !== SEARCH_QUERIES.length) {
    throw new Error(
      `${values.input}: ${inputs.length} measured queries, the query set has ${SEARCH_QUERIES.length}; measure again without --input`,
    );
  }
  if (values.save) writeFileSync(values.save, JSON.stringify(inputs));
  const queries: FitQuery[] = SEARCH_QUERIES.map((query, i) => ({...query, input: inputs[i]!}));

  console.log(`Replayed with the present weights, all ${queries.length} queries:`);
  console.log(`  r@1 r@3 MRR  ${cells(scores(rankedWith(queries, WEIGHTS)))}\n`);

  console.log('Each group held out, fitted on the others (r@1 r@3 MRR):');
  console.log(`  ${'group'.padEnd(10)}${'n'.padStart(5)}  ${'present'.padEnd(19)}  fitted`);
  const heldOut = crossValidated(queries);
  for (const {group, present, fitted} of heldOut) {
    console.log(
      `  ${group.padEnd(10)}${String(present.count).padStart(5)}  ${cells(present)}  ${cells(fitted)}`,
    );
  }
  // Pooled over the groups, each scored by the fit that never saw it.
  const pool = (pick: (held: (typeof heldOut)[number]) => Scores) => {
    const count = heldOut.reduce((sum, held) => sum + pick(held).count, 0);
    const share = (key: 'recallAt1' | 'recallAt3') =>
      heldOut.reduce((sum, held) => sum + pick(held)[key] * pick(held).count, 0) / count;
    const [r1, r3] = [share('recallAt1'), share('recallAt3')];
    const range = (value: number) =>
      interval(value, count)
        .map((bound) => bound.toFixed(3))
        .join('–');
    return `r@1 ${r1.toFixed(3)} (${range(r1)}), r@3 ${r3.toFixed(3)} (${range(r3)})`;
  };
  console.log(`\n  pooled, present: ${pool(({present}) => present)}`);
  console.log(`  pooled, fitted:  ${pool(({fitted}) => fitted)}\n`);

  const weights = fit(queries);
  const changed = (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).filter(
    (key) => weights[key] !== WEIGHTS[key],
  );
  console.log('Fitted on every group:');
  for (const key of changed) console.log(`  ${key}: ${WEIGHTS[key]} → ${weights[key]}`);
  if (changed.length === 0) console.log('  no weight moves');
  console.log(`  r@1 r@3 MRR  ${cells(scores(rankedWith(queries, weights)))}`);
  if (values.write) {
    writeFileSync(WEIGHTS_FILE, `${JSON.stringify(weights, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(process.cwd(), WEIGHTS_FILE)}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
