import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';

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

const VERSION_SLUG = /\/ver(\d+\.\d+\.\d+)$/;
const RECENT_COUNT = 5;

/** Orders "2.6.9" before "2.6.16": version numbers compare part by part, as numbers. */
function compareVersions(a: string, b: string): number {
  const [left, right] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

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
  const versionPosts = visible.flatMap((post) => {
    const version = VERSION_SLUG.exec(post.metadata.permalink)?.[1];
    return version ? [{...summary(post), version}] : [];
  });
  const latestVersion = versionPosts.reduce<LatestVersionPost | null>(
    (highest, post) =>
      highest && compareVersions(highest.version, post.version) >= 0 ? highest : post,
    null,
  );
  return {
    latestVersion,
    recent: visible.slice(0, RECENT_COUNT).map(summary),
  };
}

/**
 * Serves the home page with the newest posts read from the blog plugin's
 * content, so that publishing a post updates the home page with no edit to it.
 */
export default function latestPostsPlugin(context: LoadContext): Plugin {
  return {
    name: 'latest-posts',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!blog) {
        throw new Error(
          'latest-posts: the blog plugin is missing. The home page lists the newest posts, so the classic preset must keep its blog enabled.',
        );
      }
      const latestPosts = await actions.createData(
        'latest-posts.json',
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
