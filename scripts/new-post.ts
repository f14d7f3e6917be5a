/**
 * npm run new:post -- 2025-11   (monthly update)
 * npm run new:post -- 2.6.17    (version update)
 * npm run new:post -- 2.6.17 --json   (for scripts: prints {"file", "slug"} and nothing else)
 * Writes the post file with its slug, date, author, tag, truncate marker and an outline.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ScaffoldError, planPost, writePost} from './lib/new-post';

const siteDir = path.resolve(__dirname, '..');
const {values, positionals} = parseArgs({
  options: {author: {type: 'string'}, json: {type: 'boolean'}},
  allowPositionals: true,
});
try {
  if (positionals.length > 1)
    throw new ScaffoldError(`只能给一个参数，收到了 ${positionals.join(' ')}。`);
  const post = planPost(siteDir, positionals[0], values.author, new Date());
  writePost(siteDir, post);
  if (values.json) {
    console.log(JSON.stringify({file: post.file, slug: post.slug}));
    process.exit(0);
  }
  console.log(`已创建 ${post.file}（草稿，网址 /blog/${post.slug}）。
接下来：写好摘要和正文，删掉 draft: true 那一行，运行 npm run check:content，再用 npm start 预览。`);
} catch (error) {
  if (!(error instanceof ScaffoldError)) throw error;
  console.error(error.message);
  process.exit(1);
}
