import {strict as assert} from 'node:assert';
import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {headersFile, releaseNginxFiles} from '../../scripts/lib/headers';
import {securityHeaders} from '../../deploy/headers';
import {INLINE_SCRIPTS, allowedInlineScriptHashes} from '../../deploy/inline-scripts';
import {ANALYTICS_ORIGIN, operator} from '../../src/operator';

// A page of the build that carries a script nobody reviewed: header generation (after every build)
// and the release's nginx files (at every deploy) refuse it, naming the page, and the policy never
// allows it.
const scratch = mkdtempSync(path.join(tmpdir(), 'cloudisle-inline-scripts-'));
after(() => rmSync(scratch, {recursive: true, force: true}));
let builds = 0;

const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** A build: a home page with only data blocks and bundles, plus the given pages. */
function makeBuild(pages: Record<string, string> = {}): string {
  const dir = path.join(scratch, `build-${builds++}`);
  const files = {
    'index.html':
      '<!doctype html><html><head><script type="application/ld+json">{"@type":"WebSite"}</script>' +
      '<script src="/assets/js/main.0123abcd.js" defer></script></head><body></body></html>',
    ...pages,
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const page = (script: string) => `<!doctype html><html><head>${script}</head><body></body></html>`;

describe('inline scripts of a build', () => {
  test('a build with only data blocks and bundles gets its headers', () => {
    assert.match(headersFile(makeBuild()), /Content-Security-Policy: .*script-src/);
  });

  test('a static host sends the text files for tools as text, in UTF-8', () => {
    // Each rule of _headers is a path line followed by its indented headers.
    const rules = headersFile(makeBuild()).split(/\n(?=\S)/);
    for (const [file, type] of [
      ['/docs/faq/rename.md', 'text/markdown'],
      ['/llms.txt', 'text/plain'],
      ['/api/openapi.yaml', 'application/yaml'],
    ]) {
      const rule = rules.find((lines) => {
        const pattern = lines.split('\n')[0]!.replaceAll('.', '\\.').replace('*', '.*');
        return new RegExp(`^${pattern}$`).test(file) && lines.includes('Content-Type:');
      });
      assert.ok(rule, `no rule of _headers gives ${file} a type`);
      assert.match(rule, new RegExp(`Content-Type: ${type}; charset=utf-8`));
    }
  });

  const planted: [string, string, string][] = [
    ['a plain script', '<script>document.title="pwned"</script>', 'document.title="pwned"'],
    ['an upper-case tag', '<SCRIPT>localStorage.x=1</SCRIPT>', 'localStorage.x=1'],
    ['a module', '<script type="module">fetch("/x")</script>', 'fetch("/x")'],
    [
      'a data type named in another attribute',
      '<script data-note="type=application/json">alert(1)</script>',
      'alert(1)',
    ],
  ];
  for (const [what, tag, text] of planted) {
    test(`${what} in one page fails header generation, naming the page and the script`, () => {
      const build = makeBuild({'docs/faq/rename/index.html': page(tag)});
      assert.throws(
        () => headersFile(build),
        (error: Error) => {
          assert.match(error.message, /不在 deploy\/inline-scripts\.ts 允许清单里/);
          assert.ok(error.message.includes('docs/faq/rename/index.html'), error.message);
          assert.ok(error.message.includes(`开头是“${text}”`), error.message);
          assert.ok(error.message.includes(`sha256-${hash(text)}`), error.message);
          assert.match(error.message, /怎样改：页面不能自带脚本/);
          return true;
        },
      );
      // npm run deploy writes the release's nginx files from the build: refused there too.
      assert.throws(() => releaseNginxFiles(build, '/srv/site/releases/abc'), /允许清单/);
    });
  }

  test('a script repeated on many pages is listed once, with its pages', () => {
    const pages = Object.fromEntries(
      Array.from({length: 7}, (_, i) => [`p${i}/index.html`, page('<script>x()</script>')]),
    );
    const message = (() => {
      try {
        headersFile(makeBuild(pages));
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    assert.match(message, /有 1 段不在/);
    assert.match(message, /p0\/index\.html、p1\/index\.html.* 等 7 个页面/);
  });
});

describe('the allowed inline scripts', () => {
  const policy = (headers: string) => /Content-Security-Policy: (.*)/.exec(headers)![1]!;
  const scriptHashes = (csp: string) =>
    [...csp.matchAll(/'sha256-([A-Za-z0-9+/=]+)'/g)].map(([, value]) => value).sort();

  test('the policy allows exactly the listed scripts, whatever the pages carry', () => {
    assert.equal(INLINE_SCRIPTS.length, allowedInlineScriptHashes().length);
    const csp = policy(headersFile(makeBuild()));
    assert.deepEqual(scriptHashes(csp), allowedInlineScriptHashes());
    for (const {source} of INLINE_SCRIPTS) assert.match(source, /^@docusaurus\/[a-z-]+, lib\//);
  });

  test("the policy stays far below nginx's 4 KiB limit on a directive's parameter", () => {
    // The policy no longer grows with the build: only the listed hashes and fixed sources.
    const [, csp] = securityHeaders({
      inlineScriptHashes: allowedInlineScriptHashes(),
      analytics: true,
      host: `pr-999999999.${operator.previewDomain}`,
    }).find(([name]) => name === 'Content-Security-Policy')!;
    assert.ok(csp.length < 1024, `${csp.length} characters: ${csp}`);
  });
});

describe('the script sources of the policy', () => {
  const scriptSrc = (headers: string) =>
    /Content-Security-Policy:? "?[^\n]*?script-src ([^;]*)/.exec(headers)![1]!.split(' ');
  const expected = (host: string) => [
    `${host}/assets/js/`,
    `${host}/pagefind/pagefind.js`,
    "'wasm-unsafe-eval'",
    ...allowedInlineScriptHashes().map((hash) => `'sha256-${hash}'`),
    ...(operator.analyticsSiteId === '' ? [] : [ANALYTICS_ORIGIN]),
  ];

  // Not 'self': a script file anywhere else on the host (a file in static/, say) must not run.
  test("the site's pages run scripts from its bundles and Pagefind's script on its host only", () => {
    const build = makeBuild();
    const site = expected(new URL(operator.siteUrl).host);
    assert.deepEqual(scriptSrc(headersFile(build)), site);
    const nginx = releaseNginxFiles(build, '/srv/site/releases/abc');
    for (const file of ['page-headers.conf', 'asset-headers.conf']) {
      assert.deepEqual(scriptSrc(nginx[file]!), site, file);
    }
  });

  test("a preview's pages run scripts from its own host only, never the site's or another's", () => {
    const build = makeBuild();
    const preview = expected(`pr-7.${operator.previewDomain}`);
    assert.deepEqual(scriptSrc(headersFile(build, 7)), preview);
    const nginx = releaseNginxFiles(build, '/srv/p/pr-7/releases/abc', 7);
    assert.deepEqual(scriptSrc(nginx['page-headers.conf']!), preview);
  });
});
