/**
 * npm run build:preview -- N
 * Builds pull request N's preview into build-preview/: the whole site for the root of its own
 * host, pr-N.<previewDomain> (src/operator.ts), every page marked noindex, after the same content
 * check as `npm run build`. `npm run deploy -- HOST:/var/www/cloudisle-previews/pr-N --build
 * build-preview` publishes it.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {PREVIEW_ENV, previewNumber} from '../src/preview';

const siteDir = path.resolve(__dirname, '..');
const [number] = process.argv.slice(2);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, {cwd: siteDir, stdio: 'inherit', env});
  if (result.status !== 0) process.exit(result.status ?? 1);
}

try {
  if (previewNumber(number ?? '') === undefined) throw new Error('missing');
} catch {
  console.error('用法：npm run build:preview -- 拉取请求的编号，例如 npm run build:preview -- 42');
  process.exit(1);
}
const env = {...process.env, [PREVIEW_ENV]: number};
run('npm', ['run', '--silent', 'check:content']);
run('npx', ['docusaurus', 'build', '--out-dir', 'build-preview'], env);
run('npx', ['tsx', 'scripts/gen-headers.ts', 'build-preview'], env);
