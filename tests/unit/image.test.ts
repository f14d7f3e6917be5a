import {strict as assert} from 'node:assert';
import {randomBytes} from 'node:crypto';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import sharp from 'sharp';
import {convertImage, MAX_WIDTH} from '../../scripts/lib/image';
import {IMAGE_SIZE_CAP, imageProblems} from '../../scripts/lib/images';

const siteDir = mkdtempSync(path.join(tmpdir(), 'image-'));
after(() => rmSync(siteDir, {recursive: true, force: true}));

test('npm run image turns a screenshot the check rejects into one it accepts, and relinks the page', async () => {
  mkdirSync(path.join(siteDir, 'docs/faq/img'), {recursive: true});
  // A phone screenshot as a PNG: 2400×1080, colour ramps with grain (7 MB, as a game's are).
  const width = 2400;
  const height = 1080;
  const grain = randomBytes(width * height * 3);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    const [x, y, channel] = [Math.floor(i / 3) % width, Math.floor(i / 3 / width), i % 3];
    pixels[i] = ((x + y * channel) % 256) / 2 + (grain[i]! & 31);
  }
  const screenshot = path.join(siteDir, 'docs/faq/img/截图.png');
  await sharp(pixels, {raw: {width, height, channels: 3}})
    .png()
    .toFile(screenshot);
  const page = path.join(siteDir, 'docs/faq/shop.md');
  writeFileSync(page, '---\ntitle: 商店\n---\n\n![商店界面](./img/截图.png)\n');
  assert.match(imageProblems(siteDir)[0]?.problem ?? '', /超过了 300 KB 的上限/);

  const converted = await convertImage(siteDir, screenshot);
  assert.equal(converted.output, path.join(siteDir, 'docs/faq/img/截图.webp'));
  assert.equal(converted.after.width, MAX_WIDTH);
  assert.equal(converted.after.height, Math.round((height * MAX_WIDTH) / width));
  assert.ok(converted.after.bytes <= IMAGE_SIZE_CAP, `${converted.after.bytes} bytes`);
  assert.equal((await sharp(converted.output).metadata()).format, 'webp');
  assert.deepEqual(converted.updated, ['docs/faq/shop.md']);
  assert.match(readFileSync(page, 'utf8'), /!\[商店界面\]\(\.\/img\/截图\.webp\)/);
  assert.deepEqual(imageProblems(siteDir), []);
});
