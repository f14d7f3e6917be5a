import {strict as assert} from 'node:assert';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, afterEach, describe, test} from 'node:test';
import {rspack} from '@docusaurus/faster';
import type {Plugin} from '@docusaurus/types';
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import pluginContentDocs, {
  validateOptions as validateDocsOptions,
} from '@docusaurus/plugin-content-docs';
// The package's types describe its theme components; the validator lives in lib/options.
import {validateThemeConfig} from '@docusaurus/theme-classic/lib/options';
import {loadContext} from '@docusaurus/core/lib/server/site';
import {normalizePluginOptions, normalizeThemeConfig} from '@docusaurus/utils-validation';
import config from '../../docusaurus.config';
import {docPermalink} from '../../lib/markdown-links';
import {readPosts} from '../../lib/posts';
import sidebars from '../../sidebars';

// Docusaurus behaviour the site relies on, checked with the site's real config: configuration
// mistakes fail the build with a message naming them, and drafts stay out of production. The
// imports above reach into Docusaurus internals (see UPGRADING.md).

const siteDir = path.resolve(__dirname, '../..');

// Mutations reach into arbitrary config paths: the copy is deliberately untyped.
/* eslint-disable @typescript-eslint/no-explicit-any */
/** Runs the classic theme's validation on a mutated copy of the real theme config. */
function validateMutated(mutate: (themeConfig: Record<string, any>) => void) {
  const themeConfig = structuredClone(config.themeConfig) as Record<string, any>;
  mutate(themeConfig);
  return () =>
    validateThemeConfig({themeConfig: themeConfig as never, validate: normalizeThemeConfig});
}
/* eslint-enable @typescript-eslint/no-explicit-any */

describe('a mistake in the theme config fails the build with a message naming it', () => {
  test('the real theme config is valid', () => {
    assert.doesNotThrow(validateMutated(() => {}));
  });

  test('an unknown navbar item type', () => {
    assert.throws(
      validateMutated((c) => c.navbar.items.push({type: 'searchbox', label: '搜索'})),
      /Bad navbar item type searchbox/,
    );
  });

  test('an unknown colour mode', () => {
    assert.throws(
      validateMutated((c) => (c.colorMode.defaultMode = 'system')),
      /"colorMode.defaultMode" must be one of \[dark, light\]/,
    );
  });

  test('a nested dropdown', () => {
    assert.throws(
      validateMutated((c) =>
        c.navbar.items[0].items.push({type: 'dropdown', label: '更多', items: []}),
      ),
      /Nested dropdowns are not allowed/,
    );
  });
});

describe('an empty sidebar fails the build with a message naming it', () => {
  /** Loads the wiki's docs plugin with the real options and the given sidebars. */
  async function loadWikiDocs(sidebarsConfig: typeof sidebars) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sidebars-'));
    try {
      const sidebarPath = path.join(dir, 'sidebars.json');
      writeFileSync(sidebarPath, JSON.stringify(sidebarsConfig));
      const [, presetOptions] = config.presets![0] as [string, {docs: object}];
      const options = validateDocsOptions({
        validate: normalizePluginOptions as never,
        // Last-update times come from git and say nothing about sidebars: skip them.
        options: {...presetOptions.docs, sidebarPath, showLastUpdateTime: false},
      });
      const plugin = await pluginContentDocs(await loadContext({siteDir}), options);
      await plugin.loadContent!();
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  }

  /** Docusaurus wraps the sidebar error in the version's: the chain of causes holds both. */
  function messages(error: unknown): string {
    const all: string[] = [];
    for (let e = error; e instanceof Error; e = e.cause) all.push(e.message);
    return all.join('\n');
  }

  test('the real sidebars load', async () => {
    await loadWikiDocs(sidebars);
  });

  test('a category with nothing to link to fails the docs plugin, naming the category', async () => {
    const mutated = structuredClone(sidebars);
    mutated.tutorialSidebar = [
      ...(mutated.tutorialSidebar as object[]),
      {type: 'category', label: '空分类', items: []},
    ] as typeof mutated.tutorialSidebar;
    await assert.rejects(loadWikiDocs(mutated), (error) => {
      assert.match(messages(error), /Sidebar category 空分类 has neither any subitem nor a link/);
      return true;
    });
  });
});

describe('draft posts', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  async function loadFixturePosts(env: 'production' | 'development') {
    process.env.NODE_ENV = env;
    const context = await loadContext({siteDir});
    const options = validateOptions({
      validate: normalizePluginOptions as never,
      options: {path: 'tests/fixtures/draft-blog', onInlineTags: 'throw', tags: 'tags.yml'},
    });
    const plugin = await pluginContentBlog(context, options);
    const content = await plugin.loadContent!();
    return content.blogPosts.map((post) => post.metadata.permalink);
  }

  test('exist in development builds', async () => {
    assert.deepEqual(await loadFixturePosts('development'), [
      '/blog/nov-2025-updates-merged',
      '/blog/ver2.6.16',
    ]);
  });

  test('are left out of production builds', async () => {
    assert.deepEqual(await loadFixturePosts('production'), ['/blog/ver2.6.16']);
  });
});

describe("the site's doc permalinks are Docusaurus's", () => {
  /** Loads a docs plugin over `dir` with the wiki's options; returns each doc's file and permalink. */
  async function docusaurusPermalinks(dir: string, routeBasePath: string, tags: string | null) {
    const [, presetOptions] = config.presets![0] as [string, {docs: object}];
    const options = validateDocsOptions({
      validate: normalizePluginOptions as never,
      options: {
        ...presetOptions.docs,
        path: dir,
        routeBasePath,
        sidebarPath: false,
        showLastUpdateTime: false,
        tags,
      },
    });
    const plugin = await pluginContentDocs(await loadContext({siteDir}), options);
    const content = await plugin.loadContent!();
    return content.loadedVersions[0]!.docs.map(({source, permalink, frontMatter}) => ({
      file: path
        .relative(dir, path.resolve(siteDir, source.replace(/^@site\//, '')))
        .split(path.sep)
        .join('/'),
      permalink,
      slug: frontMatter.slug,
    }));
  }

  const agree = async (dir: string, routeBasePath: string, tags: string | null = 'tags.yml') => {
    for (const {file, permalink, slug} of await docusaurusPermalinks(dir, routeBasePath, tags)) {
      assert.equal(docPermalink(`/${routeBasePath}`, file, slug), permalink, file);
    }
  };

  test('for every doc of the wiki and of the technical-sharing section', async () => {
    await agree(path.join(siteDir, 'docs'), 'docs');
    await agree(path.join(siteDir, 'dev'), 'dev');
  });

  test('for a number prefix, an index and README, and slugs relative and absolute', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'permalinks-'));
    try {
      const doc = (file: string, frontMatter = '') => {
        mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
        writeFileSync(path.join(dir, file), `---\ntitle: 测试\n${frontMatter}---\n\n正文。\n`);
      };
      doc('01-basics/02-first-steps.md');
      doc('01-basics/index.md');
      doc('guide/README.md');
      doc('guide/own.md', 'slug: renamed\n');
      doc('guide/absolute.md', 'slug: /elsewhere/page\n');
      doc('guide/3.5-version.md');
      doc('tools/tools.md');
      doc('tools/2-sub/list.mdx', 'slug: ../moved\n');
      await agree(dir, 'docs', null);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe("the site's reading of the blog is Docusaurus's", () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });

  test('in a production build: the same posts, addresses, order and unlisted ones', async () => {
    process.env.NODE_ENV = 'production';
    const [, presetOptions] = config.presets![0] as [string, {blog: object}];
    const options = validateOptions({
      validate: normalizePluginOptions as never,
      // Reading times and last-update times say nothing about which posts there are.
      options: {...presetOptions.blog, showLastUpdateTime: false},
    });
    const plugin = await pluginContentBlog(await loadContext({siteDir}), options);
    const {blogPosts} = await plugin.loadContent!();
    assert.deepEqual(
      readPosts(siteDir)
        .filter(({draft}) => !draft)
        .map(({slug, unlisted}) => ({permalink: `/blog/${slug}`, unlisted})),
      blogPosts.map(({metadata}) => ({
        permalink: metadata.permalink,
        unlisted: metadata.unlisted ?? false,
      })),
    );
  });
});

// The site's config makes an import of a name the module does not export fail the build, in the
// browser and the server bundle. Compiled here with the bundler the site builds with, on a module
// that imports a name its neighbour lacks: with the guard's settings it fails naming the import,
// without them the same module builds (the bundler only warns), so the guard is what fails it.
describe('an import of a name the module does not export fails the build', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'missing-exports-'));
  after(() => rmSync(dir, {recursive: true, force: true}));
  writeFileSync(path.join(dir, 'theme.js'), 'export const present = 1;\n');
  writeFileSync(
    path.join(dir, 'stand-in.js'),
    "import {present, renamed} from './theme.js';\nexport default [present, renamed];\n",
  );

  // Found by its name among the config's plugins: the test fails if it is gone.
  const guardPlugin = config.plugins?.find(
    (plugin): plugin is () => Plugin =>
      typeof plugin === 'function' && plugin.name === 'missingExportsFailTheBuild',
  );

  /** The bundle's errors, with the guard's settings or without. */
  function bundle(isServer: boolean, guarded: boolean): Promise<string[]> {
    const settings = guarded
      ? guardPlugin!().configureWebpack?.({} as never, isServer, {} as never, undefined)
      : undefined;
    const compiler = rspack({
      context: dir,
      entry: './stand-in.js',
      mode: 'production',
      target: isServer ? 'node' : 'web',
      output: {path: path.join(dir, isServer ? 'server' : 'client')},
      // Docusaurus types configureWebpack's result with webpack's types; Rspack takes the same.
      module: settings?.module as never,
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => {});
        if (error || !stats) reject(error ?? new Error('no stats'));
        else resolve(stats.toJson({errors: true}).errors!.map(({message}) => message));
      }),
    );
  }

  test('the site config has the guard among its plugins', () => {
    assert.ok(guardPlugin, 'no plugin missingExportsFailTheBuild in docusaurus.config.ts');
  });

  for (const isServer of [false, true]) {
    test(`in the ${isServer ? 'server' : 'browser'} bundle`, async () => {
      const errors = await bundle(isServer, true);
      assert.equal(errors.length, 1, errors.join('\n'));
      assert.match(errors[0]!, /renamed/);
      assert.deepEqual(await bundle(isServer, false), []);
    });
  }
});
