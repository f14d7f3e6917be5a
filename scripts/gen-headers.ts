/**
 * Runs after `npm run build` (postbuild) and `npm run build:preview`, and writes into the build
 * directory (build/, or the one given as the first argument):
 *   - _headers: the response headers of deploy/headers.ts, with the CSP hashes of this build's
 *     inline scripts, for static hosts that read such a file;
 *   - release.json: the commit, working files and base URL the build was made from, which
 *     `npm run deploy` checks and names the release after (and which shows what is live).
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {siteBaseUrl} from '../src/preview';
import {headersFile} from './lib/headers';
import {RELEASE_INFO_FILE, ReleaseError, sourceState, type ReleaseInfo} from './lib/release';

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.resolve(siteDir, process.argv[2] ?? 'build');
const written = path.relative(siteDir, buildDir);

writeFileSync(path.join(buildDir, '_headers'), headersFile(buildDir));
try {
  const release: ReleaseInfo = {
    ...sourceState(siteDir),
    builtAt: new Date().toISOString(),
    baseUrl: siteBaseUrl(),
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
