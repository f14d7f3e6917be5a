/**
 * Runs after `npm run build` (postbuild) and `npm run build:preview`, and writes into the build
 * directory (build/, or the one given as the first argument):
 *   - _headers: the response headers of deploy/headers.ts, for static hosts that read such a
 *     file. A page carrying an inline script that deploy/inline-scripts.ts does not list fails
 *     the build here, with the page and the script named;
 *   - release.json: the commit and working files the build was made from, and for a preview its
 *     pull request's number, which `npm run deploy` checks and names the release after (and
 *     which shows what is live).
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {previewNumber} from '../src/preview';
import {InlineScriptError, headersFile} from './lib/headers';
import {RELEASE_INFO_FILE, ReleaseError, sourceState, type ReleaseInfo} from './lib/release';

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.resolve(siteDir, process.argv[2] ?? 'build');
const written = path.relative(siteDir, buildDir);
/** Set by npm run build:preview -- N: the pull request whose preview this is. */
const preview = previewNumber();

try {
  writeFileSync(path.join(buildDir, '_headers'), headersFile(buildDir, preview));
} catch (error) {
  if (!(error instanceof InlineScriptError)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  const release: ReleaseInfo = {
    ...sourceState(siteDir),
    builtAt: new Date().toISOString(),
    // The site and each preview are served at the root of a host of their own.
    baseUrl: '/',
    ...(preview !== undefined && {preview}),
  };
  writeFileSync(path.join(buildDir, RELEASE_INFO_FILE), `${JSON.stringify(release, null, 2)}\n`);
  console.log(
    `Wrote ${written}/_headers and ${written}/${RELEASE_INFO_FILE} (commit ${release.commit}).`,
  );
} catch (error) {
  // A build outside a git checkout still works; only `npm run deploy` needs to know its commit.
  if (!(error instanceof ReleaseError)) throw error;
  console.log(`Wrote ${written}/_headers; no ${written}/${RELEASE_INFO_FILE}: ${error.message}`);
}
