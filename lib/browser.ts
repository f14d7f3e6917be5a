/**
 * How the tests and the reports launch Chromium. Browser discovery: CHROMIUM_PATH if set, then
 * Debian's Chromium (Playwright cannot download its own browser on the CI machines), then
 * Playwright's own Chromium (Ubuntu, GitHub's runners, a developer laptop).
 */
import {existsSync} from 'node:fs';

const firstExisting = (...candidates: (string | undefined)[]) =>
  candidates.find((path): path is string => Boolean(path && existsSync(path)));

/**
 * The tests' Chromium. Debian's headless shell is the same Blink and V8 as its full Chromium
 * without the browser around them, the build Playwright itself drives for headless tests; the
 * browser tests run about a quarter faster on it.
 */
const testChromium = firstExisting(
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
);

/** The full Chromium, for Lighthouse, which measures what a player's Chrome does. */
export const fullChromium = firstExisting(process.env.CHROMIUM_PATH, '/usr/bin/chromium');

export const launchOptions = {
  executablePath: testChromium,
  // No sandbox (the CI machines run as root) and nothing that reaches the network by itself.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
