/**
 * npm run check:weight — what a first visit on a phone transfers, per page and
 * resource type (raw and gzip bytes), measured by loading the built site in
 * Chromium through the nginx origin, by the site's host name. Compares the totals with
 * weight-budgets.json and exits 1 when a page is over budget, or when a file did not load (a
 * script the policy blocked would be left out of the weight). Byte counts do not drift between runs,
 * so `npm test` runs this as a check.
 *
 * With CONTENT_ONLY=1 (CI sets it when a change touches only pages, posts and images), only what
 * content can make heavier fails, with a message staff can act on: a page's HTML and images. Its
 * JavaScript, CSS and total are reported: they grow by a route per page, which developers budget.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipBytes, PHONE} from './lib/measure';
import {chromium} from '@playwright/test';
import {browserLaunchOptions, startNginx} from './lib/nginx';

type Kind = 'html' | 'css' | 'js' | 'images' | 'other';
type Bytes = {raw: number; gzip: number};
type Budget = Partial<Record<Kind | 'total', number>>;

const siteDir = path.resolve(__dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(siteDir, 'weight-budgets.json'), 'utf8')) as {
  description: string;
  pages: Record<string, Budget>;
};
const KINDS: Kind[] = ['html', 'css', 'js', 'images', 'other'];

function kindOf(resourceType: string): Kind {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'image') return 'images';
  return 'other';
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const contentOnly = process.env.CONTENT_ONLY === '1';
/** What staff can change in a page: its text and its images. */
const CONTENT_KINDS: (Kind | 'total')[] = ['html', 'images'];

/** The message for a budget that content went over, in the staff's language. */
function staffMessage(page: string, kind: Kind | 'total', actual: number, limit: number): string {
  const what =
    kind === 'images'
      ? '这一页的图片太大：用 npm run image 把截图缩小并转成 WebP，或者删掉用不上的图片'
      : '这一页的正文或列表太长：把很长的表格或段落拆到别的页面，或者删掉重复的内容';
  return `  超出预算：${page} 的 ${kind} 有 ${actual.toFixed(1)} KB（gzip），预算 ${limit} KB。${what}；确实需要时，请开发者团队调整 weight-budgets.json。`;
}

async function main() {
  const nginx = await startNginx();
  // By the site's own host name: the policy allows the site's scripts from that host only.
  const browser = await chromium.launch(browserLaunchOptions(nginx));
  let failed = false;
  /** What the page could not load: the weight would leave it out and pass. */
  const broken: string[] = [];
  let reported = false;
  try {
    console.log('First visit on a phone (390×844), KB raw / gzip; budgets are gzip KB.\n');
    console.log(
      ['page'.padEnd(26), ...KINDS.map((k) => k.padStart(13)), 'total'.padStart(13)].join(''),
    );
    for (const [page, budget] of Object.entries(budgets.pages)) {
      const context = await browser.newContext(PHONE);
      const tab = await context.newPage();
      const sizes = Object.fromEntries(KINDS.map((k) => [k, {raw: 0, gzip: 0}])) as Record<
        Kind,
        Bytes
      >;
      const pending: Promise<void>[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
          broken.push(`${page}：${message.text()}`);
        }
      });
      tab.on('requestfailed', (request) =>
        broken.push(`${page}：${request.url()} ${request.failure()?.errorText ?? ''}`),
      );
      tab.on('response', (response) => {
        // The page itself may be the not-found page; what it loads must load.
        if (response.status() >= 400 && !response.request().isNavigationRequest()) {
          broken.push(`${page}：${response.url()} ${response.status()}`);
        }
        pending.push(
          response.body().then(
            (body) => {
              const kind = kindOf(response.request().resourceType());
              sizes[kind].raw += body.length;
              sizes[kind].gzip += gzipBytes(body);
            },
            () => undefined, // redirects and aborted requests have no body
          ),
        );
      });
      await tab.goto(nginx.browserOrigin() + page, {waitUntil: 'networkidle'});
      await Promise.all(pending);
      await context.close();

      const total = KINDS.reduce(
        (sum, k) => ({raw: sum.raw + sizes[k].raw, gzip: sum.gzip + sizes[k].gzip}),
        {raw: 0, gzip: 0},
      );
      const cells = [...KINDS.map((k) => sizes[k]), total].map((b) =>
        `${kb(b.raw)}/${kb(b.gzip)}`.padStart(13),
      );
      console.log([page.padEnd(26), ...cells].join(''));
      for (const [kind, limit] of Object.entries(budget) as [Kind | 'total', number][]) {
        const actual = (kind === 'total' ? total : sizes[kind]).gzip / 1024;
        if (actual <= limit) continue;
        if (CONTENT_KINDS.includes(kind)) {
          failed = true;
          console.log(staffMessage(page, kind, actual, limit));
        } else if (contentOnly) {
          reported = true;
          console.log(
            `  over budget (reported, not failed: a content-only change): ${kind} ${actual.toFixed(1)} KB gzip > ${limit} KB`,
          );
        } else {
          failed = true;
          console.log(
            `  over budget: ${kind} ${actual.toFixed(1)} KB gzip > ${limit} KB (weight-budgets.json)`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    await nginx.stop();
  }
  if (broken.length > 0) {
    console.error(
      [
        `\n有 ${broken.length} 个文件没有加载（被内容安全策略拦下或请求失败），上面的重量少算了它们，这次检查不能通过：`,
        ...broken.map((line) => `  ${line}`),
        '怎样改：脚本只能来自 /assets/js/ 和 /pagefind/pagefind.js（deploy/headers.ts 的 script-src），其他资源只能来自网站自己；' +
          '改正加载它的代码，或者确实需要时在 deploy/headers.ts 里放行，再运行 npm run build 和 npm run check:weight。',
      ].join('\n'),
    );
    process.exit(1);
  }
  if (failed) {
    console.error(
      '\nA page is over its weight budget: send less, or raise the budget in weight-budgets.json with a reason.',
    );
    process.exit(1);
  }
  console.log(
    reported
      ? '\nContent is within its budget; a JavaScript, CSS or total budget is over (reported above for the developers).'
      : '\nEvery page is within its budget.',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
