import path from 'node:path';
import {themes as prismThemes} from 'prism-react-renderer';
import type {
  Config,
  LoadContext,
  Plugin,
  PluginConfig,
  PluginModule,
  PluginOptions,
} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as DocsPlugin from '@docusaurus/plugin-content-docs';
import {beijingDay} from './src/dates';
import {operator} from './src/operator';
import {previewNumber, siteOrigin} from './src/preview';
import {sectionName} from './src/sections';
import analyticsPlugin from './plugins/analytics';
import remarkApiTables from './plugins/api-tables';
import builtPagesPlugin from './plugins/built-pages';
import codeBlocksPlugin, {remarkCodeBlockImport} from './plugins/code-blocks';
import dateFormatPlugin from './plugins/date-format';
import remarkImageZoom from './plugins/image-zoom/remark';
import joinGroupPagePlugin from './plugins/join-group-page';
import latestPostsPlugin from './plugins/latest-posts';
import markdownTwinsPlugin from './plugins/markdown-twins';
import pageHistoryPlugin, {remarkRuleChange} from './plugins/page-history';
import {relatedUpdates, remarkRelatedUpdates} from './plugins/related-updates';
import {remarkTroubleshooter} from './plugins/troubleshooter';
import {remarkGameData} from './plugins/game-data';
import rehypeFocusableTables from './plugins/rehype-focusable-tables';
import robotsTxtPlugin from './plugins/robots-txt';
import routePreloadsPlugin from './plugins/route-preloads';
import runtimeTrimsPlugin from './plugins/runtime-trims';
import searchPlugin from './plugins/search';
import shareCardsPlugin from './plugins/share-cards';

const siteDescription =
  '云岛（CloudIsle）是我的世界中国版上的小游戏服务器。这里有起床战争和空岛战争教程、常见问题、处罚规则、开发者数据接口和每月更新日志。';
const blogDescription = '云岛服务器的版本更新、月度合并更新和公告。';
/** The wiki went online in 2025; a build of a later year runs the notice to that year (2025–2026). */
const FIRST_YEAR = 2025;
const buildYear = Number(beijingDay(new Date()).slice(0, 4));
const copyright = `Copyright © ${buildYear > FIRST_YEAR ? `${FIRST_YEAR}–${buildYear}` : FIRST_YEAR} ${operator.siteName}`;
const logo = {alt: '云岛标志', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg'};

/**
 * An import of a name the module does not export fails the build, of the browser bundle and of the
 * server bundle that renders the pages, instead of shipping undefined. TypeScript cannot see it (it
 * reads the original's types), so this guards every module the site puts in place of Docusaurus's
 * own (plugins/runtime-trims, plugins/date-format, src/theme) when an upgrade renames what they
 * import. tests/unit/docusaurus-contract.test.ts fails when it is off or gone from the plugins.
 */
const missingExportsFailTheBuild = (): Plugin => ({
  name: 'missing-exports-fail-the-build',
  configureWebpack: () => ({module: {parser: {javascript: {exportsPresence: 'error'}}}}),
});

/** Markdown plugins of every content plugin (docs, technical sharing, blog, pages); see their READMEs. */
const markdownPlugins = {
  remarkPlugins: [remarkCodeBlockImport, remarkImageZoom],
  rehypePlugins: [rehypeFocusableTables],
};

/** The changelog posts that link to each wiki and technical-sharing page (本页相关更新). */
const related = relatedUpdates(__dirname);
/** 最近改动 on the rules pages changed in the last 30 days, read from git once. */
const ruleChange = remarkRuleChange(__dirname);
/** 问题排查's question trees, read from docs/faq/troubleshooting.yml once. */
const troubleshooter = remarkTroubleshooter(__dirname);
/** The game's numbers of data/game/*.yml, read and checked once. */
const gameData = remarkGameData(__dirname);
/**
 * Markdown plugins of a docs plugin: the shared ones, the game's numbers, the data-API tables,
 * 最近改动, the troubleshooter's trees and the list of posts that link to a page.
 */
const docsMarkdownPlugins = (dir: 'docs' | 'dev') => ({
  ...markdownPlugins,
  remarkPlugins: [
    ...markdownPlugins.remarkPlugins,
    gameData,
    remarkApiTables({siteDir: __dirname}),
    ruleChange,
    troubleshooter,
    remarkRelatedUpdates({
      contentDir: path.join(__dirname, dir),
      routeBasePath: `/${dir}`,
      related,
    }),
  ],
});

/** A local plugin and its options, checked against the plugin's own options type. */
function withOptions<Options extends object>(
  plugin: (context: LoadContext, options: Options) => Plugin | null,
  options: Options,
): PluginConfig {
  return [plugin as PluginModule, options as PluginOptions];
}

/** The wiki's and technical-sharing pages' 编辑此页 link opens the file in the site's repository. */
const editUrl = `${operator.repository.url}/edit/${operator.repository.branch}/`;

const config: Config = {
  title: operator.siteName,
  tagline: '云岛小游戏服务器的玩家百科与更新日志',
  favicon: 'img/favicon.svg',
  // A pull request's preview (npm run build:preview -- N) lives at the root of a host of its own,
  // pr-N.<previewDomain>, which search engines must not index.
  url: siteOrigin(),
  baseUrl: '/',
  noIndex: previewNumber() !== undefined,

  // Rspack, SWC and Lightning CSS (Docusaurus Faster) plus the other v4 flags.
  // DOCUSAURUS_BUNDLER=webpack builds with the plain webpack bundler, for npm run bench:build.
  future: {v4: true, ...(process.env.DOCUSAURUS_BUNDLER === 'webpack' && {faster: false})},
  // Plain keys (theme, docusaurus.announcement.*) with no per-site suffix, so a player's colour
  // mode and dismissed announcement survive a change of the site's address.
  storage: {type: 'localStorage', namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  i18n: {
    defaultLocale: 'zh',
    locales: ['zh'],
    localeConfigs: {zh: {htmlLang: 'zh-CN'}},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl,
          showLastUpdateTime: true,
          ...docsMarkdownPlugins('docs'),
          tags: 'tags.yml',
          onInlineTags: 'throw',
        },
        blog: {
          ...markdownPlugins,
          showLastUpdateTime: true,
          blogTitle: sectionName('/blog'),
          blogDescription,
          postsPerPage: 10,
          blogSidebarTitle: '全部更新',
          blogSidebarCount: 'ALL',
          showReadingTime: false,
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: ['rss', 'atom'],
            title: `${operator.siteName} 更新日志`,
            description: blogDescription,
            copyright,
            language: 'zh-CN',
            // Every post, not only the newest 20.
            limit: false,
          },
        },
        // Standalone pages (the about page) may take the game's numbers too.
        pages: {...markdownPlugins, remarkPlugins: [...markdownPlugins.remarkPlugins, gameData]},
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          // Last-modified dates from git, as the docs and posts show them.
          lastmod: 'date',
          // /search has no content of its own (noindex).
          ignorePatterns: ['/search'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    missingExportsFailTheBuild,
    // Also sets the announcement bar: the highest version post's release, with no edit here.
    latestPostsPlugin,
    withOptions(joinGroupPagePlugin, {joinUrl: operator.qqGroup.joinUrl}),
    robotsTxtPlugin,
    searchPlugin,
    codeBlocksPlugin,
    withOptions(analyticsPlugin, {siteId: operator.analyticsSiteId}),
    dateFormatPlugin,
    shareCardsPlugin,
    routePreloadsPlugin,
    runtimeTrimsPlugin,
    markdownTwinsPlugin,
    pageHistoryPlugin,
    // Runs the post-build steps of route-preloads, share-cards, markdown-twins, page-history and
    // search, in that order.
    builtPagesPlugin,
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'dev',
        path: 'dev',
        routeBasePath: 'dev',
        sidebarPath: './sidebarsDev.ts',
        editUrl,
        showLastUpdateTime: true,
        ...docsMarkdownPlugins('dev'),
        tags: 'tags.yml',
        onInlineTags: 'throw',
      } satisfies DocsPlugin.Options,
    ],
  ],

  themeConfig: {
    metadata: [
      {name: 'description', content: siteDescription},
      ...Object.entries(operator.searchVerification)
        .filter(([, token]) => token !== '')
        .map(([name, content]) => ({name, content})),
    ],
    colorMode: {
      defaultMode: 'light',
      respectPrefersColorScheme: false,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: operator.siteName,
      hideOnScroll: true,
      logo: {...logo, width: 32, height: 32},
      items: [
        {
          // Opens the wiki; its menu jumps straight to a section.
          type: 'dropdown',
          label: sectionName('/docs/'),
          to: '/docs/intro',
          position: 'left',
          items: [
            {label: '玩法教程', to: '/docs/category/tutorial', activeBasePath: '/docs/tutorial'},
            {label: '常见问题', to: '/docs/category/faq', activeBasePath: '/docs/faq'},
            {label: '活动介绍', to: '/docs/category/activity', activeBasePath: '/docs/activity'},
            {label: '开发文档', to: '/docs/category/dev', activeBasePath: '/docs/dev'},
          ],
        },
        {to: '/blog', label: sectionName('/blog'), position: 'left'},
        {
          type: 'docSidebar',
          sidebarId: 'devSidebar',
          docsPluginId: 'dev',
          position: 'left',
          label: sectionName('/dev/'),
        },
        {href: operator.userCenterUrl, label: '用户中心', position: 'left'},
        {
          to: '/book/qqgroup',
          label: '加入官方群',
          position: 'right',
          className: 'navbar-join-group',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: '文档',
          items: [
            {label: 'Wiki 简介', to: '/docs/intro'},
            {label: '玩法教程', to: '/docs/category/tutorial'},
            {label: '常见问题', to: '/docs/category/faq'},
          ],
        },
        {
          title: '相关网站',
          items: [
            {label: '我的世界中国版官网', href: 'https://mc.163.com/'},
            {label: '网易游戏', href: 'https://game.163.com/'},
            {label: '哔哩哔哩', href: 'https://www.bilibili.com/'},
          ],
        },
        {
          title: '更新',
          items: [
            {label: sectionName('/blog'), to: '/blog'},
            {label: sectionName('/dev/'), to: '/dev/'},
          ],
        },
        {
          title: '关注我们',
          items: [
            {label: '云岛视频频道', href: operator.videoChannelUrl},
            {label: '加入官方群', to: '/book/qqgroup'},
            {label: '关于云岛', to: '/about'},
          ],
        },
      ],
      logo: {...logo, href: '/', width: 48, height: 48},
      copyright: [
        copyright,
        `<a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">${operator.icpNumber}</a>`,
        '本站由云岛社区运营，与网易、Mojang Studios 及 Microsoft 无关联。',
      ].join(' · '),
    },
    prism: {
      // Token colours with at least 4.5:1 contrast (the default github theme's cyan fails).
      theme: prismThemes.vsLight,
      darkTheme: prismThemes.vsDark,
      // Prism ships JSON and the other common grammars; only bash is missing.
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
