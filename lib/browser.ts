/**
 * How the tests and the reports launch Chromium. Browser discovery: CHROMIUM_PATH if set, then
 * Debian's /usr/bin/chromium (Playwright cannot download its own browser on the CI machines),
 * then Playwright's own Chromium (Ubuntu, GitHub's runners, a developer laptop).
 */
import {existsSync} from 'node:fs';

function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

export const launchOptions = {
  executablePath: chromiumPath(),
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
