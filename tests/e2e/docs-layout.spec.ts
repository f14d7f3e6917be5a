import {expect, test, type Page} from '@playwright/test';
import {devDocs, loadDocs, wikiDocs, type DocsPlugin} from '../support/content';
import {unlistedDocRoute} from '../support/routes';
import {hydrated} from '../support/site';

/** Expands every collapsed category of the desktop sidebar, then returns the doc links it holds. */
async function sidebarLinks(page: Page): Promise<string[]> {
  const sidebar = page.locator('nav[aria-label="文档侧边栏"]');
  for (;;) {
    const collapsed = sidebar.locator('.menu__list-item--collapsed > .menu__list-item-collapsible');
    if ((await collapsed.count()) === 0) break;
    const category = collapsed.first();
    const caret = category.locator('button.menu__caret');
    // Categories with an index page have a separate caret button; plain ones toggle on the link.
    await ((await caret.count()) > 0 ? caret : category.locator('a')).click();
  }
  return sidebar
    .locator('a.menu__link')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}

test.describe('docs layout (desktop)', {tag: '@desktop'}, () => {
  // Desktop only: the desktop sidebar and TOC are hidden on a phone.

  for (const [plugin, start] of [
    [wikiDocs, '/docs/intro'],
    [devDocs, '/dev/'],
  ] as [DocsPlugin, string][]) {
    test(`the ${plugin.routeBasePath} sidebar lists every doc but the unlisted ones`, async ({
      page,
    }) => {
      await page.goto(start);
      await hydrated(page);
      const links = (await sidebarLinks(page)).map(decodeURI);
      for (const doc of loadDocs(plugin)) {
        if (doc.unlisted || doc.draft) {
          expect(links, `${doc.file} is unlisted or a draft`).not.toContain(doc.permalink);
        } else {
          expect(links, `${doc.file} is missing from the sidebar`).toContain(doc.permalink);
        }
      }
    });
  }

  test('the table of contents holds the h2 and h3 headings and nothing deeper', async ({page}) => {
    await page.goto('/docs/tutorial/bedwars');
    await hydrated(page);
    const headingIds = (level: string) =>
      page.locator(`article .markdown > ${level}[id]`).evaluateAll((hs) => hs.map((h) => h.id));
    const [h2, h3, h4] = await Promise.all([headingIds('h2'), headingIds('h3'), headingIds('h4')]);
    expect(h2.length).toBeGreaterThan(0);
    expect(h3.length).toBeGreaterThan(0);
    expect(h4.length, 'the page needs an h4 for this test to mean anything').toBeGreaterThan(0);

    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) =>
        links.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))),
      );
    expect(new Set(tocTargets)).toEqual(new Set([...h2, ...h3]));
    // Level 3 entries are nested under their level 2 entry.
    await expect(
      page.locator('.theme-doc-toc-desktop ul.table-of-contents li ul a').first(),
    ).toBeVisible();
  });

  test('docs show breadcrumbs and previous/next links', async ({page}) => {
    await page.goto('/docs/faq/penalty');
    await hydrated(page);
    const breadcrumbs = page.locator('nav.theme-doc-breadcrumbs');
    await expect(breadcrumbs.getByRole('link', {name: '主页面'})).toBeVisible();
    await expect(breadcrumbs.getByRole('link', {name: '常见问题', exact: true})).toHaveAttribute(
      'href',
      '/docs/category/faq',
    );
    await expect(breadcrumbs.locator('.breadcrumbs__item--active')).toHaveText('处罚规则');

    const pagination = page.locator('nav.pagination-nav');
    await expect(pagination.locator('a.pagination-nav__link--prev')).toContainText('上一页');
    await expect(pagination.locator('a.pagination-nav__link--next')).toContainText('下一页');
    await pagination.locator('a.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/docs\/faq\/penalty$/);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test('the unlisted staff guide shows its banner and is not indexed', async ({page}) => {
  const response = await page.goto(unlistedDocRoute);
  expect(response?.status()).toBe(200);
  await expect(page.locator('article h1')).toHaveText('工作人员发布指南');
  await expect(page.locator('.theme-unlisted-banner, .alert--warning').first()).toContainText(
    '未列出页',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test.describe('code blocks', () => {
  // Prism registers its extra languages with the code block (plugins/code-blocks), not in main.js.
  const highlighted = async (page: Page) => {
    await expect(page.locator('pre.language-bash .token.function').first()).toBeVisible();
    await expect(page.locator('pre.language-json .token.property').first()).toBeVisible();
    await expect(page.locator('pre.language-js .token.keyword').first()).toBeAttached();
  };

  test('are highlighted, bash and json included, on a first visit', async ({page}) => {
    await page.goto('/docs/dev/leaderboard');
    await hydrated(page);
    await highlighted(page);
  });

  test("take the dark theme's colours in dark mode", async ({page}) => {
    await page.goto('/docs/dev/leaderboard');
    const background = (p: Page) =>
      p
        .locator('pre')
        .first()
        .evaluate((pre) => getComputedStyle(pre).backgroundColor);
    const light = await background(page);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await hydrated(page);
    await expect.poll(() => background(page)).not.toBe(light);
    await highlighted(page);
  });

  test('are highlighted after client-side navigation from a page without code', async ({page}) => {
    await page.goto('/docs/category/leaderboard');
    await hydrated(page);
    await page.locator('main a[href="/docs/dev/leaderboard/"]').first().click();
    await expect(page.locator('article h1')).toHaveText('排行榜接口');
    await highlighted(page);
  });
});
