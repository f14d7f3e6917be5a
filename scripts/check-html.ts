/**
 * npm run check:html — runs the W3C Nu HTML Checker (vnu.jar from the `vnu-jar` package, on Java)
 * over every HTML file in build/ and prints each error as `file:line:column  message  (page)`,
 * then the count of each message. Exit code 1 on any error. Needs `npm run build` first and a
 * Java 11 or newer (`bash scripts/install-test-deps.sh` installs one on Debian and Ubuntu).
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {
  builtPages,
  countByMessage,
  formatError,
  isError,
  type CheckerMessage,
} from './lib/html-check';

const siteDir = path.resolve(__dirname, '..');
const buildDir = path.join(siteDir, 'build');
const jar = require.resolve('vnu-jar/build/dist/vnu.jar');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** `java` from PATH, else from JAVA_HOME. */
function findJava(): string {
  const candidates = ['java'];
  if (process.env.JAVA_HOME) candidates.push(path.join(process.env.JAVA_HOME, 'bin', 'java'));
  for (const java of candidates) {
    if (!spawnSync(java, ['-version'], {stdio: 'ignore'}).error) return java;
  }
  return fail(
    'check:html needs Java 11 or newer (the W3C checker is a Java program) and found none on PATH ' +
      'or in JAVA_HOME. Run `bash scripts/install-test-deps.sh` (Debian, Ubuntu: default-jre-headless) ' +
      'or install a Java runtime yourself.',
  );
}

const started = Date.now();
if (!existsSync(buildDir)) fail('No build/: run `npm run build` first.');
const pages = builtPages(buildDir);
if (pages.length === 0) fail('No HTML files in build/: run `npm run build` first.');

const java = findJava();
const run = spawnSync(
  java,
  ['-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...pages],
  {encoding: 'utf8', maxBuffer: 512 * 1024 * 1024},
);
let messages: CheckerMessage[];
try {
  messages = (JSON.parse(run.stdout) as {messages: CheckerMessage[]}).messages;
} catch {
  fail(
    `The W3C checker did not report (exit ${run.status ?? run.signal}):\n${run.stderr || run.stdout}`,
  );
}
const errors = messages.filter(isError);
for (const error of errors) console.log(formatError(error, {siteDir, buildDir}));

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (errors.length > 0) {
  const files = new Set(errors.map((error) => error.url)).size;
  console.error(`\n${errors.length} HTML errors in ${files} of ${pages.length} pages, by message:`);
  for (const [message, count] of countByMessage(errors))
    console.error(`${String(count).padStart(6)}  ${message}`);
  console.error(
    '\n页面的 HTML 有错误（W3C Nu HTML Checker）。错误在 Markdown 里手写的 HTML 时，改正括号里那一页的源文件；' +
      '在主题或插件生成的部分时，请开发者团队处理。',
  );
  process.exit(1);
}
console.log(`HTML check passed: ${pages.length} pages in build/, no errors (${seconds} s).`);
