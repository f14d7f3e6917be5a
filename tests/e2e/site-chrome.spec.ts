import {expect, test} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beijingDay} from '../../src/dates';
import {operator} from '../../src/operator';
import {siteDir} from '../support/content';
import {hydrated} from '../support/site';

/** What the build says of itself: its commit and when it was made (scripts/gen-headers.ts). */
const release = () =>
  JSON.parse(readFileSync(path.join(siteDir, 'build/release.json'), 'utf8')) as {builtAt: string};

test('the navbar holds the wiki, changelog, technical-sharing, user-center and join-group items', async ({
  page,
  isMobile,
}) => {
  await page.goto('/docs/intro');
  await hydrated(page);
  if (isMobile) {
    await page.getByRole('button', {name: '切换导航栏'}).click();
  }
  const nav = isMobile ? page.locator('.navbar-sidebar') : page.locator('nav.navbar');
  // A dropdown: its label opens the wiki, its items open each section.
  const wiki = nav
    .locator('a[aria-haspopup="true"], a.menu__link--sublist')
    .filter({hasText: 'Wiki 文档'});
  await expect(wiki).toHaveAttribute('href', '/docs/intro');
  await expect(nav.getByRole('link', {name: '更新日志'})).toHaveAttribute('href', '/blog');
  await expect(nav.getByRole('link', {name: '技术分享'})).toHaveAttribute('href', '/dev/');
  const userCenter = nav.getByRole('link', {name: '用户中心'});
  await expect(userCenter).toHaveAttribute('href', operator.userCenterUrl);
  await expect(userCenter).toHaveAttribute('target', '_blank');
  const joinGroup = nav.getByRole('link', {name: '加入官方群'});
  await expect(joinGroup).toHaveAttribute('href', '/book/qqgroup');
  await expect(joinGroup).toHaveClass(/navbar-join-group/);
  if (!isMobile) {
    // On the right, after every left item.
    await expect(page.locator('.navbar__items--right .navbar-join-group')).toBeVisible();
  }
});

test(
  'the join-group item stands out from the other navbar items in both colour modes',
  {tag: '@desktop'},
  async ({page}) => {
    // Desktop only: the desktop navbar shows the items inline.
    await page.goto('/');
    await hydrated(page);
    for (const mode of ['light', 'dark']) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      const joinBg = await page
        .locator('.navbar-join-group')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      const otherBg = await page
        .locator('.navbar__items:not(.navbar__items--right) a.navbar__link')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(joinBg, `${mode} mode`).not.toBe(otherBg);
      expect(joinBg, `${mode} mode`).not.toBe('rgba(0, 0, 0, 0)');
    }
  },
);

test('the footer holds links, logo, copyright from 2025, the ICP number and the disclaimer', async ({
  page,
}) => {
  await page.goto('/docs/intro');
  await hydrated(page);
  const footer = page.locator('footer.footer');
  await expect(footer.getByRole('link', {name: 'Wiki 简介'})).toHaveAttribute(
    'href',
    '/docs/intro',
  );
  await expect(footer.getByRole('link', {name: '我的世界中国版官网'})).toHaveAttribute(
    'href',
    /163\.com/,
  );
  await expect(footer.getByRole('link', {name: '网易游戏'})).toHaveAttribute('href', /163\.com/);
  await expect(footer.getByRole('link', {name: '哔哩哔哩'})).toHaveAttribute('href', /bilibili/);
  await expect(footer.getByRole('link', {name: '更新日志'})).toHaveAttribute('href', '/blog');
  await expect(footer.getByRole('link', {name: '云岛视频频道'})).toHaveAttribute(
    'href',
    operator.videoChannelUrl,
  );
  // Light and dark logos both exist until hydration picks one.
  await expect(footer.locator('.footer__logo').first()).toHaveAttribute('alt', '云岛标志');
  // From the site's first year, 2025, to the year the build was made.
  const builtIn = Number(beijingDay(new Date(release().builtAt)).slice(0, 4));
  const copyright = footer.locator('.footer__copyright');
  await expect(copyright).toContainText(
    builtIn > 2025 ? `Copyright © 2025–${builtIn} ` : 'Copyright © 2025 ',
  );
  await expect(copyright.getByRole('link', {name: operator.icpNumber})).toHaveAttribute(
    'href',
    'https://beian.miit.gov.cn/',
  );
  await expect(copyright).toContainText('无关联');
});

test('an unknown path shows the not-found page in Chinese with status 404', async ({page}) => {
  const response = await page.goto('/docs/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main h1')).toHaveText('找不到页面');
  // The site's words, not Docusaurus's advice to write to the owner of the linking site.
  await expect(page.locator('main')).toContainText('链接可能写错了，或者页面已经移走');
  await expect(page.locator('main')).not.toContainText('所有者');
});

test('the not-found page searches the wiki for what the player was looking for', async ({page}) => {
  await page.goto('/docs/no-such-page');
  const search = page.getByRole('search');
  await search.getByRole('searchbox', {name: '搜索云岛 Wiki'}).fill('改名');
  await search.getByRole('button', {name: '搜索'}).click();
  await expect(page).toHaveURL(/\/search\?q=%E6%94%B9%E5%90%8D$/);
  await expect(page.getByRole('list', {name: '“改名”的搜索结果'})).toContainText('改名帮助');
});
