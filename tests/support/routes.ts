import type {APIRequestContext} from '@playwright/test';
import {operator} from '../../src/operator';
import {blogListPaths} from './content';

/**
 * The URLs the site must serve. These lists are the requirement, not a copy of
 * the build: the tests check that the build serves each of them with the title
 * its source gives.
 */
export const wikiRoutes = [
  '/docs/intro',
  '/docs/activity/star',
  '/docs/tutorial/bedwars',
  '/docs/tutorial/skywars',
  '/docs/tutorial/systems',
  '/docs/faq/rename',
  '/docs/faq/recruit',
  '/docs/faq/penalty',
  '/docs/faq/pc-client',
  '/docs/faq/pe-client',
  '/docs/faq/common',
  '/docs/faq/leaderboard',
  '/docs/dev/leaderboard/',
  '/docs/dev/player/',
  '/docs/dev/player/guild',
  '/docs/dev/status/',
  '/docs/dev/status/gamelog',
  '/docs/dev/tech/resourcepack',
];

export const categoryRoutes = [
  '/docs/category/faq',
  '/docs/category/dev',
  '/docs/category/leaderboard',
  '/docs/category/data',
  '/docs/category/resourcepack',
  '/docs/category/activity',
  '/docs/category/player',
  '/docs/category/tutorial',
];

export const wikiTagKeys = [
  'bed-wars',
  'faq',
  'pvp',
  'sky-wars',
  'minecraft',
  'tech',
  ...'主播 同步 基岩版 处罚 奖励 封禁 帮助 开发 开发者 志愿者 我的世界 技术 招募 排行榜 改名 新手教程 昵称 资源包 活动 结算 规则 解答 账号 违规 问题'.split(
    ' ',
  ),
];

export const devRoutes = ['/dev/', '/dev/creative', '/dev/skycity'];

export const devTagKeys = ['minecraft', '我的世界', '教程', '服务器', '空岛'];

export const unlistedDocRoute = '/docs/staff/publishing';

export const topRoutes = ['/', '/about', '/book/qqgroup'];

/**
 * Every page of the blog's lists (the blog, each tag and each author, 10 posts a
 * page), the archive and the tags and authors indexes. Computed from the posts on
 * disk: each new post can add a page, and every page must be served.
 */
export const blogListRoutes = blogListPaths();

/**
 * Every page a search engine or a chat app may read: the sitemap, the list pages it leaves out
 * (later pages of paginated lists), and the not-found page.
 */
export async function indexablePaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) =>
      decodeURI(url!.slice(operator.siteUrl.length)),
    ),
    ...blogListRoutes,
    '/no-such-page',
  ];
}
