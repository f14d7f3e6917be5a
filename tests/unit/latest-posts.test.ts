import {strict as assert} from 'node:assert';
import {describe, test} from 'node:test';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {parsePostSlug, versionSlug} from '../../lib/posts';
import {releaseAnnouncement, summarizePosts} from '../../plugins/latest-posts';

/** A blog whose posts (newest first) have these slugs, one day apart. */
function blog(...slugs: string[]): BlogContent {
  const blogPosts = slugs.map((slug, index) => ({
    metadata: {
      title: slug,
      permalink: `/blog/${slug}`,
      date: new Date(Date.UTC(2025, 10, 30 - index)),
      description: `about ${slug}`,
      unlisted: false,
    },
  }));
  return {blogPosts} as unknown as BlogContent;
}

describe('latest-posts: the latest version and the recent posts', () => {
  test('the card shows the highest version, compared as numbers, not the newest post', () => {
    const {latestVersion} = summarizePosts(
      blog('dec-2025-updates-merged', 'ver2.6.9', 'ver2.6.16', 'ver2.6.15'),
    );
    assert.equal(latestVersion?.version, '2.6.16');
    assert.equal(latestVersion?.permalink, '/blog/ver2.6.16');
  });

  test('a version slug is read back as its version, and only a whole one is', () => {
    assert.deepEqual(parsePostSlug(versionSlug('2.6.17')), {kind: 'version', version: '2.6.17'});
    for (const slug of ['ver2.6', 'ver2.6.17-hotfix', 'v2.6.17', 'xver2.6.17']) {
      assert.deepEqual(parsePostSlug(slug), {kind: 'other'}, slug);
    }
  });

  test('a new minor version beats every patch of the one before', () => {
    assert.equal(summarizePosts(blog('ver2.6.30', 'ver2.7.0')).latestVersion?.version, '2.7.0');
  });

  test('without a version post there is no card, and the list keeps the five newest posts', () => {
    const summary = summarizePosts(blog('a', 'b', 'c', 'd', 'e', 'f'));
    assert.equal(summary.latestVersion, null);
    assert.deepEqual(
      summary.recent.map((post) => post.title),
      ['a', 'b', 'c', 'd', 'e'],
    );
  });

  test('the announcement bar names the release, links its post and changes its id with the version', () => {
    const {latestVersion} = summarizePosts(blog('ver2.6.16'));
    const bar = releaseAnnouncement(latestVersion!);
    assert.equal(bar.id, 'release-2-6-16');
    assert.match(
      bar.content,
      /^云岛 2\.6\.16 版本已于 11 月 30 日上线，<a href="\/blog\/ver2\.6\.16">/,
    );
  });
});
