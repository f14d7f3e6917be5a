/**
 * npm run bench:build — production build time with Docusaurus Faster (Rspack,
 * SWC, Lightning CSS) against the plain webpack bundler. Cold (caches cleared)
 * and warm builds, the two bundlers alternated, RUNS of each; prints medians,
 * the ratio and peak memory (max RSS, from GNU time). A benchmark, not a test.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {median} from './lib/median';

const RUNS = Number(process.env.RUNS ?? 3);
const siteDir = path.resolve(__dirname, '..');
const TIME = '/usr/bin/time';
type Bundler = 'faster' | 'webpack';

function build(bundler: Bundler, cold: boolean): {seconds: number; peakMiB: number} {
  if (cold) {
    rmSync(path.join(siteDir, 'node_modules/.cache'), {recursive: true, force: true});
    rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  }
  const memoryFile = path.join(tmpdir(), `bench-build-${process.pid}.txt`);
  const started = process.hrtime.bigint();
  const result = spawnSync(TIME, ['-f', '%M', '-o', memoryFile, 'npx', 'docusaurus', 'build'], {
    cwd: siteDir,
    env: {...process.env, DOCUSAURUS_BUNDLER: bundler === 'webpack' ? 'webpack' : ''},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${bundler} build failed`);
  const peakMiB = Number(readFileSync(memoryFile, 'utf8').trim().split('\n').at(-1)) / 1024;
  return {seconds, peakMiB};
}

function main() {
  if (!existsSync(TIME)) throw new Error(`${TIME} not found: apt-get install time`);
  const results: Record<string, {seconds: number[]; peakMiB: number[]}> = {};
  for (let run = 1; run <= RUNS; run++) {
    for (const cold of [true, false]) {
      for (const bundler of ['faster', 'webpack'] as const) {
        // A warm build follows a build of the same bundler, so its cache is its own.
        if (!cold) build(bundler, false);
        const {seconds, peakMiB} = build(bundler, cold);
        const key = `${bundler} ${cold ? 'cold' : 'warm'}`;
        results[key] ??= {seconds: [], peakMiB: []};
        results[key].seconds.push(seconds);
        results[key].peakMiB.push(peakMiB);
        console.log(
          `run ${run}: ${key.padEnd(13)} ${seconds.toFixed(1)} s, peak ${peakMiB.toFixed(0)} MiB`,
        );
      }
    }
  }
  console.log(`\nmedians of ${RUNS} runs:`);
  for (const [key, {seconds, peakMiB}] of Object.entries(results)) {
    console.log(
      `${key.padEnd(13)} ${median(seconds).toFixed(1)} s, peak ${median(peakMiB).toFixed(0)} MiB`,
    );
  }
  for (const mode of ['cold', 'warm']) {
    const ratio =
      median(results[`webpack ${mode}`]!.seconds) / median(results[`faster ${mode}`]!.seconds);
    console.log(`${mode}: webpack / Faster = ${ratio.toFixed(2)}`);
  }
}

main();
