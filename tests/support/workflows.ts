/**
 * Runs one step of a workflow in .github/workflows/ as GitHub's runner does (`bash -e`, its env),
 * with a stand-in `gh` on the PATH: GitHub's API is the one thing a test cannot reach.
 */
import {spawnSync} from 'node:child_process';
import {chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';

export const siteDir = path.resolve(__dirname, '../..');

export interface Step {
  name?: string;
  run?: string;
  env?: Record<string, string>;
  uses?: string;
}
export interface Workflow {
  on: Record<string, {branches?: string[]} | null>;
  jobs: Record<string, {if?: string; steps: Step[]}>;
}

export const readWorkflow = (file: string) =>
  yaml.load(readFileSync(path.join(siteDir, '.github/workflows', file), 'utf8')) as Workflow;

/** The steps of a workflow's only job, in order. */
export function steps(file: string): Step[] {
  const jobs = Object.values(readWorkflow(file).jobs);
  if (jobs.length !== 1) throw new Error(`${file} has ${jobs.length} jobs`);
  return jobs[0]!.steps;
}

/**
 * Runs a step's script with `env` (expressions are not evaluated: pass their values) and a `gh`
 * that is the shell script `gh`, in `cwd`. Returns its output, status and step summary.
 */
export function runStep(
  step: Step,
  {
    env = {},
    gh = 'exit 1',
    cwd = siteDir,
  }: {env?: Record<string, string>; gh?: string; cwd?: string},
) {
  if (!step.run) throw new Error(`step ${step.name} runs no script`);
  const bin = mkdtempSync(path.join(tmpdir(), 'cloudisle-workflow-'));
  writeFileSync(path.join(bin, 'gh'), `#!/bin/sh\n${gh}\n`);
  chmodSync(path.join(bin, 'gh'), 0o755);
  const summary = path.join(bin, 'summary.md');
  writeFileSync(summary, '');
  const result = spawnSync('bash', ['--noprofile', '--norc', '-e', '-c', step.run], {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...env,
      PATH: `${bin}:${process.env.PATH}`,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: path.join(bin, 'output'),
    },
  });
  const written = readFileSync(summary, 'utf8');
  rmSync(bin, {recursive: true, force: true});
  return {...result, summary: written};
}
