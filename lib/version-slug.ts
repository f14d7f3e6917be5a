/**
 * A version post's slug (ver2.6.17 for 2.6.17), written and read here: new posts are named with
 * it, lib/posts.ts parses it and search finds a version's own post by it. Apart from lib/posts.ts,
 * which reads files, so that the browser can import it.
 */
export function versionSlug(version: string): string {
  return `ver${version}`;
}

const VERSION_SLUG = /^ver(\d+\.\d+\.\d+)$/;

/** The version a version post's slug names ("2.6.17" for ver2.6.17), or undefined. */
export function versionOfSlug(slug: string): string | undefined {
  return VERSION_SLUG.exec(slug)?.[1];
}
