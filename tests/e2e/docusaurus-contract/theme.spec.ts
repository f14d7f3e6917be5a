import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {latestAnnouncement} from '../../support/content';
import {colorModeToggle, hydrated} from '../../support/site';

/** Opens a page and waits for hydration: handlers are attached only then. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

// The classic theme's behaviour the site relies on, in the built site: keyboard access, the
// announcement bar, the navbar, colour mode, storage, sidebars, dropdowns and the phone layout.
// The site configures these but does not implement them; after a Docusaurus upgrade, a failure
// here means the theme changed (see UPGRADING.md).

const navbar = (page: Page) => page.locator('nav.navbar');
const isNavbarHidden = (page: Page) =>
  navbar(page).evaluate(
    (el) => el.getBoundingClientRect().bottom <= 0 || /navbarHidden/.test(el.className),
  );

test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({
  page,
}) => {
  await open(page, '/docs/faq/rename');
  await expect(colorModeToggle(page)).toBeEnabled(); // hydrated
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: '跳到主要内容'})).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab lands inside <main>, past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test.describe('announcement bar', () => {
  const bar = (page: Page) => page.locator('.theme-announcement-bar');
  // The bar plugins/latest-posts derives from the highest version post.
  const announcement = latestAnnouncement();
  /** The bar's text, without its markup. */
  const announcementText = announcement.content.replace(/<[^>]+>/g, '');

  test('closes, stays closed after a reload, and stores the dismissal without a key prefix', async ({
    page,
  }) => {
    await open(page, '/');
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole('button', {name: '关闭'}).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('main')).toBeVisible();
    await expect(bar(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe(
      'true',
    );
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
      announcement.id,
    );
  });

  test('shows again when its id changes', async ({page}) => {
    // A player who dismissed an older announcement.
    await page.addInitScript((olderId) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('docusaurus.announcement.id', olderId);
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    }, `older-than-${announcement.id}`);
    await open(page, '/');
    await expect(colorModeToggle(page)).toBeEnabled(); // hydrated
    // The new id resets the dismissal...
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')))
      .toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
      announcement.id,
    );
    // ...so the bar is back on the next page load.
    await page.reload();
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(announcementText);
  });
});

test.describe('navbar', () => {
  test('is fixed at the top, hides past its own height on scroll down, returns on scroll up and near the top', async ({
    page,
  }) => {
    await open(page, '/docs/tutorial/bedwars');
    await expect(navbar(page)).toHaveCSS('position', /sticky|fixed/);
    const height = await navbar(page).evaluate((el) => el.getBoundingClientRect().height);

    await page.mouse.wheel(0, height / 2);
    // The page has scrolled and the scroll handlers have run (a frame after the scroll event).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await isNavbarHidden(page), 'less than its height').toBe(false);

    await page.mouse.wheel(0, 800);
    await expect.poll(() => isNavbarHidden(page)).toBe(true);

    await page.mouse.wheel(0, -200);
    await expect.poll(() => isNavbarHidden(page)).toBe(false);

    await page.mouse.wheel(0, 800);
    await expect.poll(() => isNavbarHidden(page)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(() => isNavbarHidden(page)).toBe(false);
  });

  test(
    'hash-anchor navigation back up the page leaves the heading uncovered; the navbar returns on the next scroll up',
    {tag: '@desktop'},
    async ({page}) => {
      // Desktop only: the table of contents links are in the desktop column.
      await open(page, '/docs/tutorial/bedwars');
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
      await page.mouse.wheel(0, 2200);
      await expect.poll(() => isNavbarHidden(page)).toBe(true);
      const link = page.locator('.theme-doc-toc-desktop a').nth(1);
      const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
      await link.click();
      // The theme keeps the navbar hidden when the page moves to an anchor it can find (the ids
      // are ASCII), so that the navbar cannot cover the heading; shown, it must sit above it.
      const heading = page.locator(`[id="${id}"]`);
      await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(200);
      const covered = () =>
        page.evaluate((id) => {
          const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect();
          const top = document.getElementById(id)!.getBoundingClientRect().top;
          return navbar.bottom > 0 && top < navbar.bottom - 1;
        }, id);
      expect(await covered()).toBe(false);
      await page.mouse.wheel(0, -100);
      await expect.poll(() => isNavbarHidden(page)).toBe(false);
    },
  );
});

test.describe('colour mode', () => {
  // On a phone the toggle lives in the menu.
  async function toggle(page: Page, isMobile: boolean) {
    if (isMobile) {
      await page.getByRole('button', {name: '切换导航栏'}).click();
      await page.locator('.navbar-sidebar button[title*="模式"]').click();
      await page.locator('.navbar-sidebar').getByRole('button', {name: '关闭导航栏'}).click();
    } else {
      await colorModeToggle(page).click();
    }
  }

  test('is light on a first visit even when the system prefers dark', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle flips between light and dark only, saved under "theme"', async ({
    page,
    isMobile,
  }) => {
    await open(page, '/');
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      await toggle(page, isMobile);
      seen.push((await page.locator('html').getAttribute('data-theme'))!);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(seen.at(-1));
    }
    expect(seen).toEqual(['dark', 'light', 'dark', 'light']);
  });

  test('a second open tab follows the choice', async ({page, context, isMobile}) => {
    await open(page, '/');
    const other = await context.newPage();
    // The other tab listens for the storage event only once hydrated: a choice
    // made before then is read from storage on its next load, not followed live.
    await open(other, '/docs/intro');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle(page, isMobile);
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the toggle is disabled until the client has loaded', async ({page, request}) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(
      /<button[^>]*title="?[^>]*模式[^>]*disabled|<button[^>]*disabled[^>]*title="?[^>]*模式/,
    );
    await open(page, '/');
    await expect(colorModeToggle(page)).toBeAttached();
    await expect(colorModeToggle(page)).toBeEnabled();
  });
});

test.describe('storage', () => {
  test('a saved docs version that exists is kept; one that matches no version is cleared', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docs-preferred-version-default', 'current');
        localStorage.setItem('docs-preferred-version-dev', '1.0-removed');
      }
    });
    await open(page, '/docs/intro');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-dev')))
      .toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(
      'current',
    );
  });

  // Beside the theme's keys, the site's own: pages-seen, when each page was last seen (有更新,
  // plugins/page-history).
  test(
    'the site stores only the colour mode, the announcement bar state and the pages seen, under keys without a prefix',
    {tag: '@desktop'},
    async ({page}) => {
      // Desktop only: the same storage on both viewports.
      await open(page, '/docs/intro');
      await colorModeToggle(page).click();
      await page.locator('.theme-announcement-bar').getByRole('button', {name: '关闭'}).click();
      const keys = await page.evaluate(() => Object.keys(localStorage).sort());
      expect(keys).toEqual([
        'docusaurus.announcement.dismiss',
        'docusaurus.announcement.id',
        'pages-seen',
        'theme',
      ]);
    },
  );
});

test('the back-to-top button appears after scrolling and brings the page back up', async ({
  page,
}) => {
  await open(page, '/docs/faq/penalty');
  const button = page.locator('button.theme-back-to-top-button[aria-label="回到顶部"]');
  await expect(button).not.toHaveClass(/backToTopButtonShow/);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.mouse.wheel(0, -100);
  await expect(button).toHaveClass(/backToTopButtonShow/);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('collapsible sidebar categories', {tag: '@desktop'}, () => {
  // Desktop only: the desktop sidebar.

  async function transitionOfToggle(page: Page): Promise<string> {
    await open(page, '/docs/intro');
    const category = page.locator(
      'nav[aria-label="文档侧边栏"] li:has(> div > a[href="/docs/category/dev"])',
    );
    await expect(category).toHaveClass(/menu__list-item--collapsed/);
    // The collapsible list (rendered on first open) animates its height with an inline
    // transition that it removes again on transitionend, which after 1 ms can come before a later
    // read; so record every transition a child list of the category takes from the click on.
    await category.evaluate((item) => {
      const seen: string[] = [];
      (window as unknown as {transitionsSeen: string[]}).transitionsSeen = seen;
      new MutationObserver(() => {
        const list = item.querySelector<HTMLElement>(':scope > ul');
        if (list?.style.transition) seen.push(list.style.transition);
      }).observe(item, {attributes: true, childList: true, subtree: true});
    });
    await category.locator('button.menu__caret').click();
    const seen = () =>
      page.evaluate(() => (window as unknown as {transitionsSeen: string[]}).transitionsSeen);
    await expect.poll(async () => (await seen()).length).toBeGreaterThan(0);
    return (await seen())[0]!;
  }

  test('animate open with a duration derived from the content height, ease-in-out', async ({
    page,
  }) => {
    const transition = await transitionOfToggle(page);
    const duration = Number(/height (\d+)ms ease-in-out/.exec(transition)?.[1]);
    expect(duration).toBeGreaterThan(100);
  });

  test('open almost at once with reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    expect(await transitionOfToggle(page)).toBe('height 1ms ease-in-out');
  });
});

test.describe('dropdowns on desktop', {tag: '@desktop'}, () => {
  // Desktop only: the desktop navbar.

  /** Opens the Wiki 文档 dropdown from the keyboard and returns it. */
  async function openWikiDropdown(page: Page) {
    await open(page, '/');
    const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'Wiki 文档'});
    await dropdown.locator(':scope > a').focus();
    await page.keyboard.press('Enter');
    await expect(dropdown).toHaveClass(/dropdown--show/);
    return dropdown;
  }

  test('open from the keyboard and close on an outside click', async ({page}) => {
    const dropdown = await openWikiDropdown(page);
    await page.locator('main').click({position: {x: 5, y: 5}});
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });

  test('close when the focus moves outside', async ({page}) => {
    const dropdown = await openWikiDropdown(page);
    // Focus inside the dropdown keeps it open; focus elsewhere closes it.
    await dropdown.locator('.dropdown__link').first().focus();
    await expect(dropdown).toHaveClass(/dropdown--show/);
    await page.locator('.navbar').getByRole('link', {name: '更新日志'}).focus();
    await expect(dropdown).not.toHaveClass(/dropdown--show/);
  });

  test.describe('on a touch screen', () => {
    test.use({hasTouch: true});

    test('close on an outside touch', async ({page}) => {
      const dropdown = await openWikiDropdown(page);
      await page.locator('main').tap({position: {x: 5, y: 5}});
      await expect(dropdown).not.toHaveClass(/dropdown--show/);
    });
  });
});

test.describe('phone layout', {tag: '@phone'}, () => {
  // Phone only: layout below the 996 px breakpoint.

  const menu = (page: Page) => page.locator('.navbar-sidebar');
  const openMenu = (page: Page) => page.getByRole('button', {name: '切换导航栏'}).click();
  const bodyOverflow = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).overflow);

  test('the hamburger opens the menu, which locks page scroll until it closes', async ({page}) => {
    await open(page, '/');
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await openMenu(page);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    expect(await bodyOverflow(page)).toBe('hidden');
    await menu(page).getByRole('button', {name: '关闭导航栏'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('inside the docs the menu shows the doc sidebar with a back-to-main-menu button', async ({
    page,
  }) => {
    await open(page, '/docs/faq/rename');
    await openMenu(page);
    const secondary = menu(page).locator('.navbar-sidebar__item.menu').nth(1);
    await expect(secondary.getByRole('link', {name: '改名', exact: true})).toBeVisible();
    await menu(page).getByRole('button', {name: '← 回到主菜单'}).click();
    await expect(menu(page).getByRole('link', {name: '更新日志'})).toBeVisible();
  });

  test('the menu closes by itself when the window grows past 996 px', async ({page}) => {
    await open(page, '/docs/intro');
    await openMenu(page);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await page.setViewportSize({width: 1100, height: 844});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('dropdowns start collapsed, unless one of their items is active', async ({page}) => {
    // The primary menu's only collapsible item is the Wiki dropdown.
    const wikiDropdown = (p: Page) =>
      menu(p)
        .locator('.navbar-sidebar__item')
        .first()
        .locator('li.menu__list-item:has(> .menu__list-item-collapsible)');
    await open(page, '/blog');
    await openMenu(page);
    await expect(wikiDropdown(page)).toHaveClass(/menu__list-item--collapsed/);

    await open(page, '/docs/category/faq');
    await openMenu(page);
    await menu(page).getByRole('button', {name: '← 回到主菜单'}).click();
    await expect(wikiDropdown(page)).not.toHaveClass(/menu__list-item--collapsed/);
  });
});

test.describe("the theme's class names the site's code names", {tag: '@phone'}, () => {
  const siteDir = path.join(__dirname, '../../..');
  /**
   * The classic theme's and Infima's class names that the site's code and CSS type by hand, each
   * with the files that name it: `theme-…` names (ThemeClassNames) and Infima's block__element
   * names. The HTML parsers of the plugins cannot import ThemeClassNames (theme-common's exports
   * stop at its client entry), so these are checked against what the built site renders.
   */
  function namedClasses(): Map<string, string[]> {
    const named = new Map<string, string[]>();
    const files = ['src', 'plugins'].flatMap((dir) =>
      readdirSync(path.join(siteDir, dir), {recursive: true, encoding: 'utf8'})
        .filter((file) => /\.(tsx?|css)$/.test(file) && !file.includes('node_modules'))
        .map((file) => path.join(dir, file)),
    );
    for (const file of files) {
      // `\b` in a regular expression's source is no part of a name.
      const text = readFileSync(path.join(siteDir, file), 'utf8').replace(/\\b/g, ' ');
      const names = text.matchAll(
        /(?<![\w@/-])(?:theme-[a-z0-9-]+|[a-z]+(?:-[a-z]+)*__[a-z]+(?:-[a-z]+)*(?:--[a-z]+(?:-[a-z]+)*)?)/g,
      );
      for (const [name] of names) {
        // Package names in paths and comments (@docusaurus/theme-common), not classes.
        if (/^theme-(common|classic|original|init)$/.test(name)) continue;
        named.set(name, [...new Set([...(named.get(name) ?? []), file])]);
      }
    }
    // Infima's names without a double underscore, which cannot be told from the site's own.
    named.set('navbar-sidebar', ['plugins/page-history/show.ts']);
    return named;
  }

  test('each is one the built site renders, on its pages or in the phone menu', async ({page}) => {
    const rendered = new Set<string>();
    const buildDir = path.join(siteDir, 'build');
    for (const file of readdirSync(buildDir, {recursive: true, encoding: 'utf8'})) {
      if (!file.endsWith('.html')) continue;
      for (const [, classes] of readFileSync(path.join(buildDir, file), 'utf8').matchAll(
        /\bclass="([^"]*)"/g,
      )) {
        for (const name of classes!.split(/\s+/)) rendered.add(name);
      }
    }
    // The phone menu is rendered only once it opens.
    await open(page, '/docs/intro');
    await page.getByRole('button', {name: '切换导航栏'}).click();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    for (const name of await page.evaluate(() =>
      [...document.querySelectorAll('[class]')].flatMap((e) => [...e.classList]),
    )) {
      rendered.add(name);
    }
    const named = namedClasses();
    expect(named.size, 'names found in the code').toBeGreaterThan(10);
    const missing = [...named]
      // theme-admonition- is the start of theme-admonition-tip and its kin.
      .filter(([name]) =>
        name.endsWith('-')
          ? ![...rendered].some((each) => each.startsWith(name))
          : !rendered.has(name),
      )
      .map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing, 'named by the site, rendered by no page: the theme renamed them').toEqual([]);
  });
});
