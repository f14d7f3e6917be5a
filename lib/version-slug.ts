/**
 * A version post's slug (ver2.6.17 for 2.6.17): where new posts are written and where search
 * finds a version's own post. Apart from lib/posts.ts, which reads files, so that the browser
 * can import it.
 */
export function versionSlug(version: string): string {
  return `ver${version}`;
}
