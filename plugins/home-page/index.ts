import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import path from 'node:path';
import {highestVersionPost} from '../../scripts/lib/posts';

export interface PostSummary {
  title: string;
  permalink: string;
  /** ISO date string. */
  date: string;
  description: string;
}

export interface LatestVersionPost extends PostSummary {
  /** Server version read from the slug, e.g. "2.6.16" for /blog/ver2.6.16. */
  version: string;
}

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
  const summary = ({metadata}: (typeof visible)[number]): PostSummary => ({
    title: metadata.title,
    permalink: metadata.permalink,
    date: new Date(metadata.date).toISOString(),
    description: metadata.description,
  });
  const highest = highestVersionPost(visible, (post) =>
    path.posix.basename(post.metadata.permalink),
  );
  return {
    latestVersion: highest ? {...summary(highest.post), version: highest.version} : null,
    recent: visible.slice(0, RECENT_COUNT).map(summary),
  };
}

/**
 * Serves the home page with the newest posts read from the blog plugin's
 * content, so that publishing a post updates the home page with no edit to it.
 */
export default function homePagePlugin(context: LoadContext): Plugin {
  return {
    name: 'home-page',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error(
          'home-page: the blog plugin is missing. The home page lists the newest posts, so the classic preset must keep its blog enabled.',
        );
      }
      const latestPosts = await actions.createData(
        'home-page.json',
        JSON.stringify(summarizePosts(blog)),
      );
      actions.addRoute({
        path: context.baseUrl,
        exact: true,
        component: '@site/src/components/HomePage',
        modules: {latestPosts},
      });
    },
  };
}
