/**
 * The parts of `npm run check:html` that do not run Java: which files are the built pages, and how
 * the W3C Nu HTML Checker's JSON report (`vnu.jar --format json`) is printed.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/** One message of the checker's JSON report; `non-document-error` is a file it could not read. */
export interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

/** Every HTML file under the build directory, sorted, as absolute paths. */
export function builtPages(buildDir: string): string[] {
  return readdirSync(buildDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The address a built file serves: build/docs/x/index.html → /docs/x/, build/404.html → /404.html. */
export function pageAddress(buildDir: string, file: string): string {
  const relative = path.relative(buildDir, file).split(path.sep).join('/');
  return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** What the checker reports as an error: errors, and files it could not check at all. */
export const isError = (message: CheckerMessage): boolean =>
  message.type === 'error' || message.type === 'non-document-error';

/**
 * One error as `file:line:column  message  (page address)`, the file relative to `siteDir`, then
 * the markup it points at on a second line.
 */
export function formatError(
  message: CheckerMessage,
  {siteDir, buildDir}: {siteDir: string; buildDir: string},
): string {
  const file = message.url?.startsWith('file:') ? fileURLToPath(message.url) : message.url;
  const line = message.firstLine ?? message.lastLine;
  const where = [
    file ? path.relative(siteDir, file) : '(no file)',
    ...(line === undefined ? [] : [line, message.firstColumn ?? message.lastColumn ?? 1]),
  ].join(':');
  const page = file?.startsWith(buildDir + path.sep) ? `  (${pageAddress(buildDir, file)})` : '';
  const extract = message.extract?.replace(/\s+/g, ' ').trim();
  return `${where}  ${message.message}${page}${extract ? `\n    ${extract}` : ''}`;
}

/** How many errors each message has, most first. */
export function countByMessage(messages: CheckerMessage[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const {message} of messages) counts.set(message, (counts.get(message) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
