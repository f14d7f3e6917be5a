import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {builtPageFile, isKeptFromSearch, type PluginWithBuiltSiteStep} from '../../lib/built-pages';
import {readBuiltPage} from './convert';
import {twinPath} from './twin-path';

/** The parts of the site with Markdown twins, in the order llms.txt lists them. */
const PARTS = [
  {title: '数据接口（开发文档）', prefix: '/docs/dev/'},
  {title: 'Wiki', prefix: '/docs/'},
  {title: '技术分享', prefix: '/dev/'},
];

/**
 * Markdown versions of the wiki's and the technical-sharing section's pages, and `llms.txt`
 * listing them, for developers' tools and AI assistants (see README.md). A step of
 * plugins/built-pages, after the pages are final. Pages kept from search engines (unlisted ones,
 * the staff guide) get none.
 */
export default function markdownTwinsPlugin(context: LoadContext): PluginWithBuiltSiteStep {
  const {siteConfig} = context;
  const siteUrl = `${siteConfig.url}${siteConfig.baseUrl}`;
  return {
    name: 'markdown-twins',
    builtSite: {
      async afterPages({outDir, routesPaths}) {
        const listed: {part: string; twin: string; line: string}[] = [];
        for (const route of routesPaths) {
          const relative = `/${route.slice(siteConfig.baseUrl.length)}`;
          const part = PARTS.find(({prefix}) => relative.startsWith(prefix));
          const file = builtPageFile(outDir, siteConfig.baseUrl, route);
          if (!part || !existsSync(file)) continue;
          const html = await readFile(file, 'utf8');
          const page = readBuiltPage(html, new URL(relative.slice(1), siteUrl).href);
          const kept = isKeptFromSearch(siteConfig.noIndex, page);
          if (kept || page.markdown === undefined) continue;
          const {markdown} = page;
          const twin = twinPath(relative);
          await writeFile(path.join(outDir, twin), markdown);
          const title = page.title.replace(` ${siteConfig.titleDelimiter} ${siteConfig.title}`, '');
          listed.push({
            part: part.title,
            twin,
            line: `- [${title}](${new URL(twin.slice(1), siteUrl).href}): ${page.description}`,
          });
        }
        const sections = PARTS.flatMap(({title}) => {
          const lines = listed
            .filter(({part}) => part === title)
            .sort((a, b) => a.twin.localeCompare(b.twin))
            .map(({line}) => line);
          return lines.length > 0 ? [`## ${title}`, '', ...lines, ''] : [];
        });
        await writeFile(
          path.join(outDir, 'llms.txt'),
          [`# ${siteConfig.title}`, '', `> ${siteConfig.tagline}`, '', ...sections].join('\n'),
        );
        console.log(`[markdown-twins] ${listed.length} pages as Markdown, listed in llms.txt`);
      },
    },
  };
}
