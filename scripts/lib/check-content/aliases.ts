/**
 * docs/aliases.yml, the words players use for pages' subjects: each address must be a page of
 * the site, each entry a list of single words, and no word may already be part of another page's
 * title (a player who types it finds that page anyway: pointing it elsewhere only muddles both).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {ALIASES_FILE, AliasFileError, readAliases, routeKey} from '../../../lib/search-aliases';
import {siteRoutes} from '../links';
import type {Problem} from './source';

export function aliasProblems(siteDir: string): Problem[] {
  const problems: Problem[] = [];
  const report = (line: number, field: string, problem: string, fix: string) =>
    problems.push({file: ALIASES_FILE, line, field, problem, fix});
  let entries;
  try {
    entries = readAliases(siteDir);
  } catch (error) {
    if (!(error instanceof AliasFileError)) throw error;
    report(
      error.line,
      'aliases',
      error.message,
      '照文件开头的说明写：页面网址，冒号，下面每行“  - 词”；同一个网址只写一次',
    );
    return problems;
  }
  if (entries.length === 0) return problems;
  const {pages, routes} = siteRoutes(siteDir);
  const known = new Set([...routes.keys()].map(routeKey));
  // The titles of the wiki, technical-sharing and standalone pages, by address.
  const titles = new Map<string, string>();
  for (const page of pages.filter((p) => !p.file.startsWith('blog/'))) {
    const {data} = matter(readFileSync(path.join(siteDir, page.file), 'utf8'));
    if (typeof data.title === 'string') titles.set(routeKey(page.route), data.title);
  }
  for (const {route, aliases, line, aliasLines} of entries) {
    if (!known.has(routeKey(route))) {
      report(
        line,
        'page',
        `${route} 不是网站上的页面`,
        '写页面在地址栏里的网址，例如 /docs/faq/penalty',
      );
      continue;
    }
    if (aliases.length === 0) {
      report(
        line,
        'aliases',
        `${route} 下面没有列出词`,
        '在网址下面每行写一个“  - 词”，或者删掉这一项',
      );
    }
    const seen = new Set<string>();
    for (const [index, alias] of aliases.entries()) {
      const at = aliasLines[index]!;
      if (!/^[\p{L}\p{N}_-]{1,20}$/u.test(alias)) {
        report(
          at,
          'alias',
          `“${alias}”不是一个词（不能有空格或标点，最长 20 个字）`,
          '每行只写一个词；几种说法分几行写',
        );
        continue;
      }
      if (seen.has(alias)) report(at, 'alias', `${route} 下“${alias}”写了两次`, '删掉重复的一行');
      seen.add(alias);
      for (const [other, title] of titles) {
        if (other !== routeKey(route) && title.toLowerCase().includes(alias.toLowerCase())) {
          report(
            at,
            'alias',
            `“${alias}”已经是 ${other} 的标题“${title}”的一部分，搜它本来就会找到那一页`,
            `删掉这一行；玩家搜“${alias}”要找的若真是 ${route}，改进那一页的标题或关键词（keywords）`,
          );
        }
      }
    }
  }
  return problems;
}
