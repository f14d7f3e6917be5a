/**
 * docs/faq/troubleshooting.yml, 问题排查's question trees: the shape and the paths of each tree
 * (lib/troubleshooting.ts), and each solution's links, which must reach a wiki page (and the
 * heading it names) or the join-group page.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {routeKey} from '../../../lib/search-aliases';
import {TROUBLESHOOTING_FILE, isQuestion, parseTroubleshooting} from '../../../lib/troubleshooting';
import {siteRoutes} from '../links';
import type {Problem} from './source';

export function troubleshootingProblems(siteDir: string): Problem[] {
  const file = path.join(siteDir, TROUBLESHOOTING_FILE);
  if (!existsSync(file)) return [];
  const source = readFileSync(file, 'utf8');
  const {trees, problems} = parseTroubleshooting(source);
  const found: Problem[] = problems.map((p) => ({file: TROUBLESHOOTING_FILE, ...p}));
  const {routes} = siteRoutes(siteDir);
  const known = new Map([...routes].map(([route, page]) => [routeKey(route), page]));
  const lines = source.split('\n');
  for (const tree of trees) {
    for (const [name, step] of Object.entries(tree.steps)) {
      if (isQuestion(step)) continue;
      for (const href of step.links) {
        const line = lines.findIndex((text) => text.trim() === `- ${href}`) + 1;
        const report = (problem: string, fix: string) =>
          found.push({file: TROUBLESHOOTING_FILE, line, field: name, problem, fix});
        const [address, anchor] = href.split('#') as [string, string | undefined];
        if (!/^\/(docs|dev)\/|^\/book\/qqgroup$/.test(address)) {
          report(
            `${tree.id} 的 ${name} 链接到 ${href}`,
            '只能链接 Wiki 页面（/docs/…）、技术分享（/dev/…）或加群页 /book/qqgroup',
          );
        } else if (!known.has(routeKey(address))) {
          report(
            `${tree.id} 的 ${name} 链接的 ${address} 不是网站上的页面`,
            '写页面在地址栏里的网址，例如 /docs/faq/pc-client',
          );
        } else if (anchor !== undefined && !known.get(routeKey(address))?.ids.has(anchor)) {
          report(
            `${tree.id} 的 ${name} 链接的 ${address} 没有 #${anchor} 这个小标题`,
            '用那一页小标题后面 {/* #… */} 里的短链接名',
          );
        }
      }
    }
  }
  return found;
}
