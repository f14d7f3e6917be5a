import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {newestPost, siteDir} from '../support/content';
import {collectErrors, hydrated, isSameDocument, markDocument} from '../support/site';

// plugins/hydration-steps: the updates right after hydration run as transitions, and a phone
// leaves the desktop-only parts as the server rendered them. What that could break is tested
// here on the shipped build; the phone menu, tabs, copy buttons, hash scrolling and the colour
// toggle have their own tests elsewhere, which run on the same build.

const bedWars = '/docs/tutorial/bedwars';

/** The desktop-only parts of a page, by a selector the classic theme gives each. */
const desktopParts = {
  'doc sidebar': '.theme-doc-sidebar-menu',
  'table of contents': '.theme-doc-toc-desktop',
  'blog sidebar': 'aside.col--3 > nav',
};

/**
 * Records, for each desktop-only part the page was served with, whether React had hydrated it
 * (React keeps a `__reactFiber$…` property on every element it hydrated) at the moment the
 * theme removed it. React clears that property only after the removal, in a later task.
 */
function recordDesktopParts(page: Page) {
  return page.addInitScript((selectors: Record<string, string>) => {
    const seen: Record<string, boolean> = {};
    (window as unknown as {desktopParts: typeof seen}).desktopParts = seen;
    document.addEventListener('DOMContentLoaded', () => {
      const served = Object.entries(selectors).flatMap(([name, selector]) => {
        const element = document.querySelector(selector);
        return element ? [{name, element}] : [];
      });
      new MutationObserver(() => {
        for (const {name, element} of served) {
          if (!element.isConnected && !(name in seen)) {
            seen[name] = Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
          }
        }
      }).observe(document.body, {childList: true, subtree: true});
    });
  }, desktopParts);
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as {desktopParts: Record<string, boolean>}).desktopParts);

test.describe('hydration steps', () => {
  test('the browser bundle runs the stand-ins, not the Docusaurus modules they replace', ({
    isMobile,
  }) => {
    test.skip(isMobile, 'a check of the build, not of the viewport');
    // The development build keeps each module's comments: a stand-in's first line is there only
    // if the replacement matched (it matches by path, so a moved module would be missed).
    const debugBuild = path.join(siteDir, 'build-debug');
    const code = readFileSync(path.join(debugBuild, 'main.js'), 'utf8');
    for (const standIn of ['browser-context.tsx', 'use-window-size.ts']) {
      const source = readFileSync(path.join(siteDir, 'plugins/hydration-steps', standIn), 'utf8');
      const firstLine = /^ \* (Stands in for .*)$/m.exec(source)![1]!;
      expect(code, `${standIn} replaces the module its comment names (has it moved?)`).toContain(
        firstLine,
      );
    }
  });

  test.describe('on a phone', () => {
    test.skip(({isMobile}) => !isMobile, 'the desktop hydrates these parts');

    for (const [route, parts] of [
      [bedWars, ['doc sidebar', 'table of contents']],
      [`/blog/${newestPost().slug}`, ['blog sidebar']],
    ] as const) {
      test(`${route}: React never hydrates the ${parts.join(' or the ')} before the theme drops them`, async ({
        page,
      }) => {
        const errors = collectErrors(page);
        await recordDesktopParts(page);
        await page.goto(route);
        await hydrated(page);
        await expect
          .poll(() => recorded(page))
          .toEqual(Object.fromEntries(parts.map((part) => [part, false])));
        expect(errors).toEqual([]);
      });
    }

    test('the phone menu still offers the doc sidebar', async ({page}) => {
      await page.goto(bedWars);
      await hydrated(page);
      await page.getByRole('button', {name: '切换导航栏'}).click();
      const current = page.locator('.navbar-sidebar .menu__link--active');
      await expect(current.last()).toBeVisible();
      await expect(current.last()).toHaveAttribute('href', bedWars);
    });

    test('when the window grows past 996 px, the sidebar and the table of contents work', async ({
      page,
    }) => {
      await page.goto(bedWars);
      await hydrated(page);
      await markDocument(page);
      await page.setViewportSize({width: 1280, height: 800});
      const sidebar = page.locator(desktopParts['doc sidebar']);
      await expect(sidebar).toBeVisible();
      // A category of the sidebar collapses and expands again: its handlers are attached.
      const category = sidebar.locator('.menu__caret').first();
      const expanded = await category.getAttribute('aria-expanded');
      await category.click();
      await expect(category).not.toHaveAttribute('aria-expanded', expanded!);
      // The table of contents lists the page's sections and follows a click.
      const toc = page.locator(desktopParts['table of contents']);
      const headings = await page.locator('article h2[id]').count();
      expect(headings, 'the Bed Wars tutorial has sections').toBeGreaterThan(1);
      await expect(toc.locator('a[href^="#"]')).not.toHaveCount(0);
      const link = toc.locator('a[href^="#"]').last();
      const hash = await link.getAttribute('href');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${hash}$`));
      expect(await isSameDocument(page)).toBe(true);
    });

    test('a click while the page hydrates is not lost: the menu opens', async ({page}) => {
      await page.addInitScript(() => {
        const w = window as unknown as {clickedHydrated?: boolean; docusaurusRoot?: unknown};
        // Runs before React sees the click: had React hydrated the clicked element yet?
        window.addEventListener(
          'click',
          (event) => {
            w.clickedHydrated ??= Object.keys(event.target as Element).some((key) =>
              key.startsWith('__reactFiber$'),
            );
          },
          true,
        );
        // Docusaurus sets window.docusaurusRoot when it starts hydrating, React listening from
        // then on. The click comes in the next task, while React hydrates in slices.
        let root: unknown;
        Object.defineProperty(window, 'docusaurusRoot', {
          configurable: true,
          get: () => root,
          set(value) {
            root = value;
            setTimeout(() => document.querySelector<HTMLElement>('.navbar__toggle')!.click());
          },
        });
      });
      await page.goto(bedWars);
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      expect(
        await page.evaluate(
          () => (window as unknown as {clickedHydrated?: boolean}).clickedHydrated,
        ),
        'the click came before React had hydrated the toggle',
      ).toBe(false);
    });
  });
});
