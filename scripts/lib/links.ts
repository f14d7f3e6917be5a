/**
 * The link check of the content check: every Markdown link of a page, post or technical article
 * to another page of the site (and to a heading of it) must reach something. Docusaurus's build
 * finds the same links broken, but names the page's address; this names the file and the line.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {distance} from 'fastest-levenshtein';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {docPermalink, markdownHeadings, markdownLinks} from '../../lib/markdown-links';

export interface BrokenLink {
  file: string;
  line: number;
  problem: string;
  fix: string;
}

/** The ids Docusaurus gives a page's headings: explicit ({#id} or {/* #id *\/}) or from the text. */
function headingIds(body: string): Set<string> {
  const slugger = createSlugger();
  const ids = new Set<string>();
  for (const {text, id} of markdownHeadings(body)) {
    if (id) {
      ids.add(slugger.slug(id, {maintainCase: true}));
      continue;
    }
    const plain = text
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/[`*_]/g, '');
    ids.add(slugger.slug(plain));
  }
  return ids;
}

export interface Page {
  file: string;
  route: string;
  ids: Set<string>;
}

const walk = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, {recursive: true, encoding: 'utf8'}) : [];

/** Every route a Markdown link may reach, with the heading ids of the content pages. */
export function siteRoutes(siteDir: string): {
  pages: Page[];
  routes: Map<string, Page | undefined>;
} {
  const pages: Page[] = [];
  // Front matter the content check reports as broken is read as empty here.
  const read = (file: string): {data: Record<string, unknown>; content: string} => {
    const text = readFileSync(path.join(siteDir, file), 'utf8');
    try {
      return matter(text);
    } catch {
      return {data: {}, content: text};
    }
  };
  for (const [dir, base] of [
    ['docs', '/docs'],
    ['dev', '/dev'],
  ] as const) {
    for (const relative of walk(path.join(siteDir, dir)).filter((f) => /\.mdx?$/.test(f))) {
      const file = `${dir}/${relative.split(path.sep).join('/')}`;
      const {data, content} = read(file);
      pages.push({
        file,
        route: docPermalink(base, file.slice(dir.length + 1), data.slug),
        ids: headingIds(content),
      });
    }
  }
  for (const name of walk(path.join(siteDir, 'blog')).filter((f) => /\.mdx?$/.test(f))) {
    const {data, content} = read(`blog/${name}`);
    pages.push({file: `blog/${name}`, route: `/blog/${data.slug}`, ids: headingIds(content)});
  }
  for (const name of walk(path.join(siteDir, 'src/pages')).filter((f) => /\.mdx?$/.test(f))) {
    const {content} = read(`src/pages/${name}`);
    const route = `/${name.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
    pages.push({file: `src/pages/${name}`, route, ids: headingIds(content)});
  }
  const routes = new Map<string, Page | undefined>(pages.map((page) => [page.route, page]));
  const tags = (dir: string, base: string) => {
    const file = path.join(siteDir, dir, 'tags.yml');
    if (!existsSync(file)) return;
    routes.set(base, undefined);
    for (const tag of Object.values(yaml.load(readFileSync(file, 'utf8')) as object)) {
      routes.set(`${base}${(tag as {permalink: string}).permalink}`, undefined);
    }
  };
  tags('docs', '/docs/tags');
  tags('dev', '/dev/tags');
  tags('blog', '/blog/tags');
  for (const file of walk(path.join(siteDir, 'docs')).filter((f) =>
    f.endsWith('_category_.json'),
  )) {
    const slug = JSON.parse(readFileSync(path.join(siteDir, 'docs', file), 'utf8')).link?.slug;
    if (slug) routes.set(`/docs${slug}`, undefined);
  }
  // Pages that plugins and the theme make, and files copied as they are.
  for (const route of [
    '/',
    '/blog',
    '/blog/archive',
    '/blog/authors',
    '/book/qqgroup',
    '/search',
  ]) {
    routes.set(route, routes.get(route));
  }
  for (const file of walk(path.join(siteDir, 'static'))) routes.set(`/${file}`, undefined);
  return {pages, routes};
}

export function brokenLinks(siteDir: string): BrokenLink[] {
  const {pages, routes} = siteRoutes(siteDir);
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    const report = (line: number, problem: string, fix: string) =>
      broken.push({file: page.file, line, problem, fix});
    for (const {line, href} of markdownLinks(
      readFileSync(path.join(siteDir, page.file), 'utf8'),
      page.file,
    )) {
      const [address, hash] = href.split('#') as [string, string | undefined];
      if (/^[a-z]+:/i.test(address)) continue;
      let target: Page | undefined;
      if (address === '') {
        target = page;
      } else if (address.startsWith('/')) {
        const route = decodeURI(address);
        const known = [route, route.replace(/\/$/, ''), `${route}/`].find((r) => routes.has(r));
        if (known === undefined) {
          const nearest = [...routes.keys()].sort(
            (a, b) => distance(route, a) - distance(route, b),
          )[0];
          report(
            line,
            `链接 ${href} 指向的页面不存在`,
            `改成已有页面的网址，例如 ${nearest}；页面的网址见它在网站上的地址栏`,
          );
          continue;
        }
        target = routes.get(known);
      } else {
        const file = path.posix.normalize(path.posix.join(path.posix.dirname(page.file), address));
        target = byFile.get(file);
        // An image or another file beside the page is fine as long as it is there.
        if (!target && !existsSync(path.join(siteDir, file))) {
          report(
            line,
            `链接 ${href} 指向的文件 ${file} 不存在`,
            '检查文件名和相对路径（./ 是同一个文件夹，../ 是上一级），或者改用以 / 开头的网址',
          );
          continue;
        }
      }
      const id = hash === undefined ? undefined : decodeURIComponent(hash);
      if (id && target && !target.ids.has(id)) {
        report(
          line,
          `链接 ${href} 里的 #${id} 在 ${target.file} 里没有对应的小标题`,
          `改成那一页已有的小标题，例如 #${[...target.ids].slice(0, 3).join('、#')}`,
        );
      }
    }
  }
  return broken;
}
