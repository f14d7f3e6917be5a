import {strict as assert} from 'node:assert';
import {describe, test} from 'node:test';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {summarizePosts} from '../../plugins/home-page';

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

describe('home-page: the latest-version card and the recent posts', () => {
  test('the card shows the highest version, compared as numbers, not the newest post', () => {
    const {latestVersion} = summarizePosts(
      blog('dec-2025-updates-merged', 'ver2.6.9', 'ver2.6.16', 'ver2.6.15'),
    );
    assert.equal(latestVersion?.version, '2.6.16');
    assert.equal(latestVersion?.permalink, '/blog/ver2.6.16');
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
});
