import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {formatDate} from '@site/src/dates';
import type {LatestPosts} from '@site/plugins/latest-posts';

/**
 * The server's current version and the day it went live, linking to its post, e.g.
 * “云岛 2.6.16（2025 年 11 月 3 日上线）”. It comes from the highest version post, as the home
 * page's card and the announcement bar do, so a wiki page never states a stale version.
 * Registered for every Markdown page in src/theme/MDXComponents/index.tsx.
 */
export default function CurrentVersion(): ReactNode {
  const {latestVersion} = usePluginData('latest-posts') as LatestPosts;
  if (!latestVersion) {
    throw new Error('<CurrentVersion /> needs a version post (blog/…-ver2.6.x.mdx) in the blog.');
  }
  return (
    <>
      <Link to={latestVersion.permalink}>云岛 {latestVersion.version}</Link>（
      {formatDate(latestVersion.date)}上线）
    </>
  );
}
