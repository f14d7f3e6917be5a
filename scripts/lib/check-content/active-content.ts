/**
 * Content never carries code. A page's Markdown or MDX may not run a script in the reader's
 * browser: no <script>, <iframe>, <object> or <embed>, no on…= event attributes, no javascript:
 * links, and no MDX code ({…} expressions other than comments, export, imports of anything but
 * the site's reviewed components). static/ and the content folders hold only pages, data and
 * images (an .html or .js file there would be served from the site's own address). Code, where
 * it is shown rather than run (code blocks, `inline code`), is fine.
 */
import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import {parseMdx} from '../../../lib/markdown-links';
import {markdownPages} from '../images';
import {walk} from './fields';
import type {Problem} from './source';

/** Elements that run a script or embed another page or a plugin. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed']);
/** What a page may import: the site's own components and the theme's, both code-reviewed. */
const ALLOWED_IMPORT = /^(@theme\/|@site\/src\/components\/)(?!.*\.\.)/;

const SHOW_AS_CODE = '要在页面上展示这样的代码，把它放进用 ``` 围起来的代码块';

/** A URL the browser would run as a script: javascript:, however it is spaced or cased. */
function isScriptUrl(value: string): boolean {
  // Browsers drop leading control characters and spaces, and tabs and newlines anywhere.
  const stripped = [...value].filter((char) => char.charCodeAt(0) > 0x20).join('');
  return stripped.toLowerCase().startsWith('javascript:');
}

interface Estree {
  type: string;
  [key: string]: unknown;
}

/** Every node of a JavaScript syntax tree (an MDX expression, attribute value or ESM block). */
function estreeNodes(node: unknown, found: Estree[] = []): Estree[] {
  if (Array.isArray(node)) {
    for (const child of node) estreeNodes(child, found);
  } else if (node && typeof node === 'object' && typeof (node as Estree).type === 'string') {
    found.push(node as Estree);
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'range') estreeNodes(value, found);
    }
  }
  return found;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | {type: string; value: string};
}

interface MdNode {
  type: string;
  name?: string | null;
  url?: string;
  value?: string;
  attributes?: JsxAttribute[];
  data?: {estree?: {body: Estree[]}};
  position?: {start: {line: number}};
}

/** The problems of one page's Markdown or MDX. */
export function activeContentIn(text: string, file: string): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, field: string, problem: string, fix: string) =>
    problems.push({file, line, field, problem, fix});
  visit(parseMdx(text, file), (node) => {
    const {type, name, url, value, attributes, data, position} = node as MdNode;
    const line = position?.start.line ?? 1;
    if (type === 'code' || type === 'inlineCode') return;
    if (url !== undefined && isScriptUrl(url)) {
      report(
        line,
        'link',
        `链接 ${url.slice(0, 60)} 点开会运行脚本`,
        `链接只能指向网页或文件（https://… 或站内的 /docs/…），删掉这个链接；${SHOW_AS_CODE}`,
      );
    }
    if (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') {
      const tag = name ?? '';
      if (FORBIDDEN_ELEMENTS.has(tag.toLowerCase())) {
        report(
          line,
          'html',
          `<${tag}> 会运行脚本或嵌入别的网页、插件，页面里不允许`,
          `删掉这个标签；${SHOW_AS_CODE}；视频、地图等请放链接`,
        );
      }
      for (const attribute of attributes ?? []) {
        if (attribute.type !== 'mdxJsxAttribute') {
          report(
            line,
            'mdx',
            `<${tag}> 的 {…} 属性是代码，页面里不允许`,
            '属性写成 名字="文字" 的形式；需要传数据的组件请开发者改成自己读取数据',
          );
          continue;
        }
        const attributeName = attribute.name ?? '';
        if (/^on[a-z]/i.test(attributeName) || attributeName === 'dangerouslySetInnerHTML') {
          report(
            line,
            'html',
            `<${tag}> 的 ${attributeName} 属性是一段脚本或原样插入的 HTML，页面里不允许`,
            `删掉 ${attributeName}=…；${SHOW_AS_CODE}`,
          );
        } else if (typeof attribute.value === 'string' && isScriptUrl(attribute.value)) {
          report(
            line,
            'link',
            `<${tag}> 的 ${attributeName}="${attribute.value.slice(0, 40)}" 会运行脚本`,
            `地址只能是网页或文件（https://… 或站内的 /docs/…）；${SHOW_AS_CODE}`,
          );
        } else if (attribute.value && typeof attribute.value === 'object') {
          report(
            line,
            'mdx',
            `<${tag}> 的 ${attributeName}={…} 是代码，页面里不允许`,
            `写成 ${attributeName}="文字"；需要传数据的组件请开发者改成自己读取数据`,
          );
        }
      }
    }
    if (type === 'mdxFlowExpression' || type === 'mdxTextExpression') {
      // A comment ({/* #short-id */} after FAQ headings) is the one expression a page needs.
      const code = estreeNodes(data?.estree?.body ?? []);
      if (code.length > 0) {
        report(
          line,
          'mdx',
          `{${(value ?? '').trim().slice(0, 40)}} 是代码，会在读者的浏览器里运行`,
          '{…} 里只能写注释 {/* … */}；需要计算或交互的内容请开发者在 src/components 里写成组件，页面里用 <组件名 /> 引用',
        );
      }
    }
    if (type === 'mdxjsEsm') {
      for (const statement of data?.estree?.body ?? []) {
        const source = (statement.source as {value?: unknown} | undefined)?.value;
        if (
          statement.type === 'ImportDeclaration' &&
          typeof source === 'string' &&
          ALLOWED_IMPORT.test(source)
        ) {
          continue;
        }
        report(
          line,
          'mdx',
          statement.type === 'ImportDeclaration'
            ? `从 ${String(source)} 导入：页面只能引用网站自己的组件`
            : `${(value ?? '').trim().slice(0, 40)} 是代码，会在读者的浏览器里运行`,
          '页面里只能写 import 组件 from "@site/src/components/…" 或 "@theme/…"；其他代码请开发者写成组件',
        );
      }
    }
  });
  return problems;
}

/** File types static/ and the content folders may hold: images and fonts. */
const MEDIA = new Set(['png', 'jpg', 'jpeg', 'webp', 'gif', 'avif', 'ico', 'svg', 'woff', 'woff2']);
/** Besides media, the content folders hold pages and their data (_category_.json, tags.yml). */
const CONTENT_DATA = new Set(['md', 'mdx', 'json', 'yml', 'yaml']);
/** Files of static/ the site publishes on purpose, each with its reason. */
export const STATIC_EXCEPTIONS: Record<string, string> = {
  'static/api/openapi.yaml': 'the data API description, served at /api/openapi.yaml',
};

/** Text a browser would run in an SVG opened on its own: a script, an on…= attribute, javascript:. */
function svgProblem(line: string): string | undefined {
  // XML character references (&#106;) spell javascript: as well as the letters do.
  const decoded = line.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, code: string) =>
    String.fromCodePoint(code[0]!.toLowerCase() === 'x' ? parseInt(code.slice(1), 16) : +code),
  );
  if (/<script\b/i.test(decoded)) return '<script> 标签';
  const handler = /[\s"'/]on[a-z]+\s*=/i.exec(decoded);
  if (handler) return `${handler[0].slice(1).replace(/\s*=$/, '')}= 事件属性`;
  if (/javascript:/i.test(decoded.replace(/[\t\r]/g, ''))) return 'javascript: 地址';
  return undefined;
}

/** The files of static/, docs/, dev/ and blog/ that are not images, fonts, pages or listed data. */
export function fileProblems(siteDir: string): Problem[] {
  const problems: Problem[] = [];
  for (const dir of ['static', 'docs', 'dev', 'blog']) {
    for (const full of walk(path.join(siteDir, dir))) {
      if (!statSync(full).isFile()) continue;
      const file = path.relative(siteDir, full).split(path.sep).join('/');
      const extension = /\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';
      const allowed =
        MEDIA.has(extension) ||
        (dir !== 'static' && CONTENT_DATA.has(extension)) ||
        file in STATIC_EXCEPTIONS;
      if (!allowed) {
        const served = /^(html?|xhtml|m?js|gz|br)$/.test(extension)
          ? `.${extension} 文件会从网站自己的地址发出，能在网站上运行脚本或替换页面`
          : `.${extension || '（无扩展名）'} 不是网站发布的文件类型`;
        problems.push({
          file,
          line: 1,
          field: 'file',
          problem: served,
          fix:
            dir === 'static'
              ? '删掉它；static/ 只放图片（png、jpg、webp、gif、avif、ico、svg）和字体（woff、woff2）。确实要发布的其他文件，请开发者把它登记在 scripts/lib/check-content/active-content.ts 的 STATIC_EXCEPTIONS 里'
              : '删掉它；这里只放 Markdown 页面（.md、.mdx）、它们的数据文件（.json、.yml）、图片和字体',
        });
        continue;
      }
      if (extension !== 'svg') continue;
      readFileSync(full, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          const what = svgProblem(text);
          if (!what) return;
          problems.push({
            file,
            line: index + 1,
            field: 'image',
            problem: `SVG 图片里有 ${what}：单独打开这张图时它会在网站上运行`,
            fix: '删掉这一处（图片不需要脚本和链接）；用绘图软件重新导出时选“不含脚本”，或另存为 PNG/WebP',
          });
        });
    }
  }
  return problems;
}

export function activeContentProblems(siteDir: string): Problem[] {
  return [
    ...markdownPages(siteDir).flatMap((file) =>
      activeContentIn(readFileSync(path.join(siteDir, file), 'utf8'), file),
    ),
    ...fileProblems(siteDir),
  ];
}
