import {strict as assert} from 'node:assert';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {after, describe, test} from 'node:test';
import {
  builtPages,
  countByMessage,
  formatError,
  isError,
  pageAddress,
  type CheckerMessage,
} from '../../scripts/lib/html-check';

describe('check:html', () => {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'html-check-'));
  const buildDir = path.join(siteDir, 'build');
  after(() => rmSync(siteDir, {recursive: true, force: true}));

  test('checks every HTML file under build/, found on disk', () => {
    for (const file of ['index.html', '404.html', 'docs/intro/index.html', 'assets/js/main.js']) {
      mkdirSync(path.dirname(path.join(buildDir, file)), {recursive: true});
      writeFileSync(path.join(buildDir, file), '');
    }
    assert.deepEqual(
      builtPages(buildDir).map((file) => path.relative(buildDir, file)),
      ['404.html', path.join('docs', 'intro', 'index.html'), 'index.html'],
    );
    assert.equal(
      pageAddress(buildDir, path.join(buildDir, 'docs/intro/index.html')),
      '/docs/intro/',
    );
    assert.equal(pageAddress(buildDir, path.join(buildDir, 'index.html')), '/');
    assert.equal(pageAddress(buildDir, path.join(buildDir, '404.html')), '/404.html');
  });

  test('names the file, line, column and message of each error, and counts them by message', () => {
    const url = pathToFileURL(path.join(buildDir, 'docs/intro/index.html')).href;
    const messages: CheckerMessage[] = [
      {
        type: 'error',
        url,
        lastLine: 3,
        firstColumn: 12,
        lastColumn: 40,
        message: 'Element “div” not allowed as child of element “code” in this context.',
        extract: 'ss=x><code>\n<div class=token-line>',
      },
      {
        type: 'error',
        url,
        firstLine: 2,
        lastLine: 4,
        firstColumn: 1,
        message: 'Stray end tag “p”.',
      },
      {type: 'info', subType: 'warning', url, lastLine: 1, message: 'A warning.'},
      {type: 'non-document-error', url, message: 'IO error: no such file.'},
    ];
    const errors = messages.filter(isError);
    assert.equal(errors.length, 3);
    assert.equal(
      formatError(errors[0]!, {siteDir, buildDir}),
      `${path.join('build', 'docs', 'intro', 'index.html')}:3:12  Element “div” not allowed as child of element “code” in this context.  (/docs/intro/)\n    ss=x><code> <div class=token-line>`,
    );
    const page = path.join('build', 'docs', 'intro', 'index.html');
    assert.equal(
      formatError(errors[1]!, {siteDir, buildDir}),
      `${page}:2:1  Stray end tag “p”.  (/docs/intro/)`,
    );
    assert.equal(
      formatError(errors[2]!, {siteDir, buildDir}),
      `${page}  IO error: no such file.  (/docs/intro/)`,
    );
    assert.deepEqual(countByMessage([...errors, errors[1]!]), [
      ['Stray end tag “p”.', 2],
      ['Element “div” not allowed as child of element “code” in this context.', 1],
      ['IO error: no such file.', 1],
    ]);
  });
});
