import {expect, test, type Page} from '@playwright/test';
import {operator} from '../../src/operator';
import {devDocs, loadCategories, loadDocs, loadTags, wikiDocs} from '../support/content';
import {categoryRoutes, devRoutes, devTagKeys, wikiRoutes, wikiTagKeys} from '../support/routes';

// Every docs route answers 200, shows the title its source declares and links 编辑此页 to
// that source in the site's repository.
// Routes of a kind share one page (one step each) to keep the suite fast on two cores.

async function open(page: Page, route: string) {
  const response = await page.goto(route);
  expect.soft(response?.status(), `${route} status`).toBe(200);
}

test.describe('docs routes', {tag: '@desktop'}, () => {
  // Each test walks dozens of pages; give it room on a busy two-core machine.
  test.describe.configure({timeout: 180_000});
  // Desktop only: the route inventory does not depend on the viewport.
  // What these tests read is in the server's HTML, which the site's scripts only hydrate (the
  // hydration tests hold them to it): without running them, each page costs a fraction.
  test.use({javaScriptEnabled: false});

  test('every wiki and technical-sharing doc', async ({page}) => {
    const docs = new Map(
      [...loadDocs(wikiDocs), ...loadDocs(devDocs)].map((doc) => [doc.permalink, doc]),
    );
    const {url, branch} = operator.repository;
    for (const route of [...wikiRoutes, ...devRoutes]) {
      await test.step(route, async () => {
        const doc = docs.get(route);
        expect(doc, `no source file gives the route ${route}`).toBeDefined();
        await open(page, route);
        await expect.soft(page.locator('article h1')).toHaveText(doc!.title);
        await expect
          .soft(page.getByRole('link', {name: '编辑此页'}))
          .toHaveAttribute('href', `${url}/edit/${branch}/${doc!.file}`);
      });
    }
  });

  test('every category index', async ({page}) => {
    const categoryLabels = new Map(loadCategories().map((c) => [c.permalink, c.label]));
    for (const route of categoryRoutes) {
      await test.step(route, async () => {
        const label = categoryLabels.get(route);
        expect(label, `no _category_.json gives the route ${route}`).toBeDefined();
        await open(page, route);
        await expect.soft(page.locator('main h1')).toHaveText(label!);
        // A generated index lists its docs as cards.
        await expect.soft(page.locator('main article a.card').first()).toBeVisible();
      });
    }
  });

  for (const [base, dir, keys] of [
    ['/docs/tags', 'docs', wikiTagKeys],
    ['/dev/tags', 'dev', devTagKeys],
  ] as const) {
    test(`tags index ${base} and every tag page`, async ({page}) => {
      const tags = loadTags(dir);
      await test.step(base, async () => {
        await open(page, base);
        await expect.soft(page.locator('main h1')).toHaveText('标签');
        for (const tag of tags) {
          await expect.soft(page.locator(`main a[href="${base}${tag.permalink}"]`)).toHaveCount(1);
        }
      });
      const byKey = new Map(tags.map((tag) => [tag.key, tag]));
      for (const key of keys) {
        await test.step(`${base}/${key}`, async () => {
          const tag = byKey.get(key);
          expect(tag, `${dir}/tags.yml does not declare the tag ${key}`).toBeDefined();
          expect.soft(tag!.permalink).toBe(`/${key}`);
          await open(page, `${base}/${key}`);
          await expect.soft(page.locator('main h1')).toContainText(`「${tag!.label}」`);
          await expect.soft(page.locator('main article').first()).toBeVisible();
        });
      }
    });
  }
});
