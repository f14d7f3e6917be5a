/**
 * npm run image -- <image> [<image> …] — makes a screenshot ready for the site: upright, at most
 * 1600 px wide, WebP, under the content check's 300 KB cap, written beside the original; the
 * pages that show the original are pointed at the WebP. The original is left for you to delete.
 */
import path from 'node:path';
import {ImageError, convertImage} from './lib/image';

const siteDir = path.resolve(__dirname, '..');
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

async function main() {
  const inputs = process.argv.slice(2);
  if (inputs.length === 0) {
    console.error('用法：npm run image -- 图片路径（例如 npm run image -- docs/faq/img/截图.png）');
    process.exit(1);
  }
  // npm runs scripts in the site's folder; paths are as typed where the command was run.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  for (const typed of inputs) {
    const {output, before, after, updated} = await convertImage(siteDir, path.resolve(cwd, typed));
    console.log(
      `${typed}（${kb(before.bytes)}，${before.width}×${before.height}）→ ${path.relative(cwd, output)}（${kb(after.bytes)}，${after.width}×${after.height}，质量 ${after.quality}）`,
    );
    if (updated.length > 0) {
      console.log(`  已把 ${updated.join('、')} 里的图片链接改成 ${path.basename(output)}。`);
    } else {
      console.log(`  在文章里这样引用它：![图片说明](./img/${path.basename(output)})`);
    }
    if (output !== path.resolve(cwd, typed)) {
      console.log(`  确认新图没问题后，删掉原图 ${typed}。`);
    }
  }
}

main().catch((error) => {
  console.error(error instanceof ImageError ? error.message : error);
  process.exit(1);
});
