/**
 * `npm test` (and `npm run test:quick` with --quick): every check of the repository, in the order
 * that lets each reuse what the one before made, with each step's time printed as it ends and all
 * of them at the end. Steps of one stage run at the same time: each mostly keeps one core busy,
 * and none reads what another of its stage writes. Output of a stage's steps is printed whole as
 * each ends, never interleaved. The first failing stage stops the run.
 */
import {spawn} from 'node:child_process';

interface Step {
  name: string;
  command: string;
}

const npm = (script: string, ...args: string[]): Step => ({
  name: [script, ...args].join(' '),
  command: ['npm run --silent', script, ...(args.length ? ['--', ...args] : [])].join(' '),
});

/** What every commit can afford: no build, no browser. */
const QUICK: Step[][] = [
  [npm('typecheck'), npm('lint')],
  [npm('test:unit'), npm('check:content')],
];

/** Everything; the builds come once each, and the browser tests read them. */
const FULL: Step[][] = [
  [npm('typecheck'), npm('lint')],
  [npm('test:unit')],
  // The production build runs check:content before it (prebuild).
  [npm('build')],
  // While the debug build keeps one core busy, the other reads the production build: the HTML
  // checker (one Java process), then the weight check (nginx and one browser page at a time).
  [npm('check:html'), npm('build:debug'), npm('check:weight')],
  [npm('build:preview', '1')],
  [npm('test:e2e')],
  [npm('test:rehearsal')],
];

function run(step: Step, alone: boolean): Promise<{step: Step; seconds: number; ok: boolean}> {
  const started = Date.now();
  const child = spawn(step.command, {
    shell: true,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) process.stdout.write(output);
      console.log(
        `\n== ${step.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s\n`,
      );
      resolve({step, seconds, ok: code === 0});
    });
  });
}

async function main() {
  const stages = process.argv.includes('--quick') ? QUICK : FULL;
  const started = Date.now();
  const times: string[] = [];
  let failed: string[] = [];
  for (const stage of stages) {
    const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
    for (const {step, seconds} of results)
      times.push(`${step.name.padEnd(22)} ${seconds.toFixed(0).padStart(5)} s`);
    failed = results.filter(({ok}) => !ok).map(({step}) => step.name);
    if (failed.length > 0) break;
  }
  const total = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    [
      'Steps (wall time; steps of one stage overlap):',
      ...times,
      `${'total'.padEnd(22)} ${total.padStart(5)} s`,
    ].join('\n'),
  );
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.join(', ')}`);
    process.exit(1);
  }
}

void main();
