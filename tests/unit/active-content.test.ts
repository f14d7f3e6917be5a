import {strict as assert} from 'node:assert';
import {appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, test} from 'node:test';
import {checkContent, formatProblem} from '../../scripts/lib/check-content/index';

// What a content pull request could add to run a script on the site's own address: each is
// refused by npm run check:content (before every build) with the file, the line and the fix.
const repo = path.resolve(__dirname, '../..');
const NOW = new Date('2025-11-22T12:00:00+08:00');
const temps: string[] = [];
after(() => temps.forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** A copy of the valid fixture site with `files` written into it. */
function site(files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'active-content-'));
  temps.push(dir);
  cpSync(path.join(repo, 'tests/fixtures/content/site'), dir, {recursive: true});
  cpSync(path.join(repo, '.autocorrectrc'), path.join(dir, '.autocorrectrc'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** The fixture doc docs/rename.md with `lines` added from line 19, after a blank line. */
function docWith(...lines: string[]): string {
  const dir = site();
  appendFileSync(path.join(dir, 'docs/rename.md'), `\n${lines.join('\n')}\n`);
  return dir;
}

const reported = async (dir: string) =>
  (await checkContent(dir, NOW)).map(
    ({file, line, field, problem}) => `${file}:${line} ${field} ${problem}`,
  );

describe('content runs no script', () => {
  const cases: [string, string, string][] = [
    [
      'a script element',
      "<script>{`document.documentElement.dataset.pwned = '1'`}</script>",
      'html <script> 会运行脚本或嵌入别的网页、插件，页面里不允许\n' +
        'mdx {`document.documentElement.dataset.pwned } 是代码，会在读者的浏览器里运行',
    ],
    [
      'an upper-case script element',
      '<SCRIPT src="/x.js" />',
      'html <SCRIPT> 会运行脚本或嵌入别的网页、插件，页面里不允许',
    ],
    [
      'an iframe',
      '<iframe src="https://evil.example/" />',
      'html <iframe> 会运行脚本或嵌入别的网页、插件，页面里不允许',
    ],
    [
      'an object',
      '<object data="/x.swf" />',
      'html <object> 会运行脚本或嵌入别的网页、插件，页面里不允许',
    ],
    [
      'an embed',
      '<embed src="/x.swf" />',
      'html <embed> 会运行脚本或嵌入别的网页、插件，页面里不允许',
    ],
    [
      'an HTML event attribute',
      '<span onmouseover="alert(1)">x</span>',
      'html <span> 的 onmouseover 属性是一段脚本或原样插入的 HTML，页面里不允许',
    ],
    [
      'a JSX event attribute',
      '<span onError={() => alert(1)}>x</span>',
      'html <span> 的 onError 属性是一段脚本或原样插入的 HTML，页面里不允许',
    ],
    [
      'raw HTML through React',
      '<div dangerouslySetInnerHTML={{__html: "<b>x</b>"}} />',
      'html <div> 的 dangerouslySetInnerHTML 属性是一段脚本或原样插入的 HTML，页面里不允许',
    ],
    [
      'a javascript: Markdown link',
      '[x](javascript:alert(1))',
      'link 链接 javascript:alert(1) 点开会运行脚本',
    ],
    [
      'a javascript: link definition, oddly cased',
      '[evil]: JaVaScRiPt:alert(1)',
      'link 链接 JaVaScRiPt:alert(1) 点开会运行脚本',
    ],
    [
      'a javascript: attribute',
      '<a href=" javascript:alert(1)">x</a>',
      'link <a> 的 href=" javascript:alert(1)" 会运行脚本',
    ],
    [
      'an MDX expression',
      "{(() => { document.title = 'x'; })()}",
      "mdx {(() => { document.title = 'x'; })()} 是代码，会在读者的浏览器里运行",
    ],
    [
      'an attribute expression',
      '<span title={document.cookie}>x</span>',
      'mdx <span> 的 title={…} 是代码，页面里不允许',
    ],
    [
      'an export',
      'export const x = fetch("/x");',
      'mdx export const x = fetch("/x"); 是代码，会在读者的浏览器里运行',
    ],
    [
      'an import of a file beside the page',
      "import evil from './evil.js';",
      'mdx 从 ./evil.js 导入：页面只能引用网站自己的组件',
    ],
  ];
  for (const [what, line, problem] of cases) {
    test(`refuses ${what}`, async () => {
      assert.deepEqual(
        await reported(docWith(line)),
        problem.split('\n').map((one) => `docs/rename.md:19 ${one}`),
      );
    });
  }

  test('accepts code that is only shown, comments and the reviewed components', async () => {
    const dir = docWith(
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '## Example {/* #example */}',
      '',
      '```html',
      '<script>alert(1)</script>',
      '<iframe src="https://evil.example/"></iframe>',
      '<a href="javascript:alert(1)" onclick="alert(1)">x</a>',
      '```',
      '',
      'Inline: `<script>`, `onError={f}` and `javascript:alert(1)`.',
      '',
      '<Tabs groupId="os">',
      '<TabItem value="a" label="A" default>',
      'Text.',
      '</TabItem>',
      '</Tabs>',
    );
    assert.deepEqual(await reported(dir), []);
  });

  test('prints file:line  field  problem  fix', async () => {
    const [problem] = await checkContent(docWith('<span onClick="alert(1)">x</span>'), NOW);
    assert.equal(
      formatProblem(problem!),
      'docs/rename.md:19  html  <span> 的 onClick 属性是一段脚本或原样插入的 HTML，页面里不允许  ' +
        '删掉 onClick=…；要在页面上展示这样的代码，把它放进用 ``` 围起来的代码块',
    );
  });
});

describe('static/ and the content folders hold no page or script', () => {
  const svg = (body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n${body}\n</svg>\n`;

  test('refuses pages, scripts and compressed files, naming each with the fix', async () => {
    const dir = site({
      'static/x/evil.html': '<script>document.title="x"</script>',
      'static/old.htm': '<p>x</p>',
      'static/x.js': 'alert(1)',
      'static/x.mjs': 'alert(1)',
      'static/index.html.gz': Buffer.from([0x1f, 0x8b, 8, 0]),
      'static/app.js.br': Buffer.from([0x0b, 0x02]),
      'static/notes.txt': 'x',
      'docs/evil.html': '<script>alert(1)</script>',
      'dev/tool.js': 'alert(1)',
    });
    const problems = await checkContent(dir, NOW);
    assert.deepEqual(problems.map(({file, line, field}) => `${file}:${line} ${field}`).sort(), [
      'dev/tool.js:1 file',
      'docs/evil.html:1 file',
      'static/app.js.br:1 file',
      'static/index.html.gz:1 file',
      'static/notes.txt:1 file',
      'static/old.htm:1 file',
      'static/x.js:1 file',
      'static/x.mjs:1 file',
      'static/x/evil.html:1 file',
    ]);
    const gz = problems.find(({file}) => file === 'static/index.html.gz')!;
    assert.equal(gz.problem, '.gz 文件会从网站自己的地址发出，能在网站上运行脚本或替换页面');
    assert.match(gz.fix, /^删掉它；static\/ 只放图片/);
    assert.match(
      problems.find(({file}) => file === 'static/notes.txt')!.problem,
      /不是网站发布的文件类型/,
    );
    assert.match(problems.find(({file}) => file === 'docs/evil.html')!.fix, /Markdown 页面/);
  });

  test('refuses an SVG that runs a script when opened, naming the line', async () => {
    const dir = site({
      'static/img/a.svg': svg('<script>alert(1)</script>'),
      'static/img/b.svg': svg('<rect width="10" height="10"\n  onload="alert(1)"/>'),
      'static/img/c.svg': svg('<a href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
      'static/img/d.svg': svg('<a href="&#106;ava&#x73;cript:alert(1)"><rect/></a>'),
      'docs/img/e.svg': svg('<animate attributeName="href" to="java\tscript:alert(1)"/>'),
    });
    assert.deepEqual((await reported(dir)).sort(), [
      'docs/img/e.svg:2 image SVG 图片里有 javascript: 地址：单独打开这张图时它会在网站上运行',
      'static/img/a.svg:2 image SVG 图片里有 <script> 标签：单独打开这张图时它会在网站上运行',
      'static/img/b.svg:3 image SVG 图片里有 onload= 事件属性：单独打开这张图时它会在网站上运行',
      'static/img/c.svg:2 image SVG 图片里有 javascript: 地址：单独打开这张图时它会在网站上运行',
      'static/img/d.svg:2 image SVG 图片里有 javascript: 地址：单独打开这张图时它会在网站上运行',
    ]);
  });

  test('accepts images, fonts, page data and the listed files', async () => {
    const dir = site({
      'static/img/logo.svg': svg('<rect width="10" height="10" fill="#0a0"/>\n<text>online</text>'),
      'static/img/shot.webp': Buffer.from('RIFF'),
      'static/img/photo.JPG': Buffer.from([0xff, 0xd8]),
      'static/favicon.ico': Buffer.from([0, 0, 1, 0]),
      'static/fonts/a.woff2': Buffer.from('wOF2'),
      'docs/faq/_category_.json': '{"label": "FAQ"}',
    });
    assert.deepEqual(await reported(dir), []);
  });

  test("the site's own static/, docs/, dev/ and blog/ pass", async () => {
    const problems = (await checkContent(repo)).filter(({field}) =>
      ['file', 'image', 'html', 'link', 'mdx'].includes(field),
    );
    assert.deepEqual(problems.map(formatProblem), []);
  });
});
