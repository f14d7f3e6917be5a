import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import type {Result} from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {fullChromium, launchOptions} from '../../lib/browser';

export type {Result};

/** Headless Chromium for Lighthouse to drive, with `args` (lib/browser.ts's by default). */
export function launchChrome(args = launchOptions.args): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? fullChromium,
    chromeFlags: ['--headless=new', ...args],
  });
}

/**
 * One Lighthouse run (mobile preset) of `url` in the Chromium on `port`. Lighthouse runs through
 * its CLI in plain Node: under tsx its in-page code would carry esbuild's `__name` helper, which
 * the page does not define. Asynchronous, so that a server in the calling process can answer.
 */
export async function lighthouse(
  url: string,
  port: number,
  categories: readonly string[],
): Promise<Result> {
  const {stdout} = await promisify(execFile)(
    process.execPath,
    [
      require.resolve('lighthouse/cli/index.js'),
      url,
      `--port=${port}`,
      `--only-categories=${categories.join(',')}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  return JSON.parse(stdout) as Result;
}
