import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {isKeptFromSearch, type PluginWithBuiltSiteStep} from '../../lib/built-pages';
import {readBuiltPage} from './convert';
import {twinPath} from './twin-path';

/**
 * The parts of the site in llms.txt, in its order. Pages with a twin are listed by their twin;
 * `extra` are files that have none but a tool wants: the OpenAPI description, the join page.
 */
const PARTS: {
  title: string;
  prefix: RegExp;
  extra?: {title: string; path: string; about: string}[];
}[] = [
  {
    title: '数据接口（开发文档）',
    prefix: /^\/docs\/dev\//,
    extra: [
      {
        title: 'OpenAPI 描述文件',
        path: '/api/openapi.yaml',
        about: '数据接口的全部路径、参数、字段和错误码，OpenAPI 3.1 格式，可以用来生成客户端。',
      },
    ],
  },
  {title: 'Wiki', prefix: /^\/docs\//},
  {title: '技术分享', prefix: /^\/dev\//},
  {title: '更新日志（新的在前）', prefix: /^\/blog\//},
  {
    title: '关于',
    prefix: /^\/about$/,
    extra: [
      {
        title: '加入官方群',
        path: '/book/qqgroup',
        about: '云岛官方 QQ 群的群号和加群方法（网页，没有 Markdown 版本）。',
      },
    ],
  },
];

interface Twin {
  part: string;
  twin: string;
  markdown: string;
  /** Posts are listed newest first, the rest by address. */
  date: string;
  line: string;
}

/**
 * Markdown versions of the wiki's, the technical-sharing section's and the changelog's pages and
 * of /about, each declared by its page (`<link rel="alternate" type="text/markdown">`), and
 * `llms.txt` listing them, for developers' tools and AI assistants (see README.md). A step of
 * plugins/built-pages: it reads each page as the earlier steps left it. Pages kept from search
 * engines (unlisted ones, the staff guide) get none.
 */
export default function markdownTwinsPlugin(context: LoadContext): PluginWithBuiltSiteStep {
  const {siteConfig} = context;
  const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`;
  const absolute = (address: string) => new URL(address.slice(1), siteUrl).href;
  let twins: Twin[] = [];
  return {
    name: 'markdown-twins',
    builtSite: {
      rewritePage(html, route) {
        const relative = `/${route.slice(siteConfig.baseUrl.length)}`;
        const part = PARTS.find(({prefix}) => prefix.test(relative));
        if (!part) return html;
        const page = readBuiltPage(html, absolute(relative));
        if (page.markdown === undefined || isKeptFromSearch(siteConfig.noIndex, page)) return html;
        const twin = twinPath(relative);
        const title = page.title.replace(` ${siteConfig.titleDelimiter} ${siteConfig.title}`, '');
        twins.push({
          part: part.title,
          twin,
          markdown: page.markdown,
          date: page.published ?? '',
          line: `- [${title}](${absolute(twin)}): ${page.description}`,
        });
        const link = `<link rel="alternate" type="text/markdown" href="${siteConfig.baseUrl}${twin.slice(1)}">`;
        return html.replace('</head>', `${link}</head>`);
      },
      async afterPages({outDir}) {
        const isPost = (twin: Twin) => twin.twin.startsWith('/blog/');
        twins.sort((a, b) =>
          isPost(a) && isPost(b) ? b.date.localeCompare(a.date) : a.twin.localeCompare(b.twin),
        );
        await Promise.all(
          twins.map(({twin, markdown}) => writeFile(path.join(outDir, twin), markdown)),
        );
        const sections = PARTS.flatMap(({title, extra = []}) => {
          const lines = [
            ...extra.map((file) => `- [${file.title}](${absolute(file.path)}): ${file.about}`),
            ...twins.filter(({part}) => part === title).map(({line}) => line),
          ];
          return lines.length > 0 ? [`## ${title}`, '', ...lines, ''] : [];
        });
        await writeFile(
          path.join(outDir, 'llms.txt'),
          [`# ${siteConfig.title}`, '', `> ${siteConfig.tagline}`, '', ...sections].join('\n'),
        );
        console.log(`[markdown-twins] ${twins.length} pages as Markdown, listed in llms.txt`);
        twins = [];
      },
    },
  };
}
