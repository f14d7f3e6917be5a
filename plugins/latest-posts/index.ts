import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import path from 'node:path';
import {beijingDay} from '../../src/dates';
import {highestVersionPost} from '../../lib/posts';

export interface PostSummary {
  title: string;
  permalink: string;
  /** ISO date string. */
  date: string;
}

export interface LatestVersionPost extends PostSummary {
  /** Server version read from the slug, e.g. "2.6.16" for /blog/ver2.6.16. */
  version: string;
  /** What the home page's card says about the release. */
  description: string;
}

/** The plugin's global data: what the home page and `<CurrentVersion />` show. */
export interface LatestPosts {
  latestVersion: LatestVersionPost | null;
  recent: PostSummary[];
}

const RECENT_COUNT = 5;

/**
 * Picks, from the blog's posts (newest first), the post of the highest version (a fix for an
 * older version posted later does not replace it) and the few newest posts.
 */
export function summarizePosts(blog: BlogContent): LatestPosts {
  const visible = blog.blogPosts.filter((post) => !post.metadata.unlisted);
  // Global data rides in every page's main.js: only what the home page and the bar show.
  const summary = ({metadata}: (typeof visible)[number]): PostSummary => ({
    title: metadata.title,
    permalink: metadata.permalink,
    date: new Date(metadata.date).toISOString(),
  });
  const highest = highestVersionPost(visible, (post) =>
    path.posix.basename(post.metadata.permalink),
  );
  return {
    latestVersion: highest
      ? {
          ...summary(highest.post),
          version: highest.version,
          description: highest.post.metadata.description,
        }
      : null,
    recent: visible.slice(0, RECENT_COUNT).map(summary),
  };
}

/**
 * The announcement bar for a release. Its id changes with the version, so players who closed the
 * previous bar see the new one.
 */
export function releaseAnnouncement(latest: LatestVersionPost): {
  id: string;
  content: string;
  isCloseable: boolean;
} {
  const [, month, day] = beijingDay(new Date(latest.date)).split('-').map(Number);
  return {
    id: `release-${latest.version.replaceAll('.', '-')}`,
    content: `云岛 ${latest.version} 版本已于 ${month} 月 ${day} 日上线，<a href="${latest.permalink}">看看这次更新了什么</a>。`,
    isCloseable: true,
  };
}

/**
 * Reads the blog plugin's content once, so that everything that names the newest release agrees
 * with the blog itself (drafts in development included): the home page and `<CurrentVersion />`
 * through global data, and the announcement bar through the theme config.
 */
export default function latestPostsPlugin(context: LoadContext): Plugin {
  if ((context.siteConfig.themeConfig as ThemeConfig).announcementBar) {
    throw new Error(
      'latest-posts: themeConfig.announcementBar is set in docusaurus.config.ts. This plugin makes the bar from the highest version post; remove it from the config.',
    );
  }
  return {
    name: 'latest-posts',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error(
          'latest-posts: the blog plugin is missing. The home page, the announcement bar and <CurrentVersion /> name the newest release, so the classic preset must keep its blog enabled.',
        );
      }
      const latest = summarizePosts(blog);
      actions.setGlobalData(latest);
      // Docusaurus writes the site config for the browser after every plugin has loaded its
      // content, so the bar set here is the one pages render (UPGRADING.md has the check). Core
      // replaces the themeConfig object while it initialises plugins: set it on the current one.
      (context.siteConfig.themeConfig as ThemeConfig).announcementBar = latest.latestVersion
        ? releaseAnnouncement(latest.latestVersion)
        : undefined;
    },
  };
}
