/**
 * Every file of Docusaurus that the site replaces, aliases away, rewrites the output of or copies
 * the behaviour of, locked to the bytes the site's stand-in was written against. An upgrade that
 * changes one fails here with the file and the stand-in to re-read; after re-reading (and
 * carrying over what changed), put the new hash here. UPGRADING.md lists the same locks.
 */
import {strict as assert} from 'node:assert';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const siteDir = path.resolve(__dirname, '../..');

interface Lock {
  /** The upstream file, as a package path below node_modules. */
  upstream: string;
  /** Its SHA-256 when the stand-in was last compared with it. */
  sha256: string;
  /** The site's files that depend on what it says. */
  standIn: string[];
}

const LOCKS: Lock[] = [
  {
    upstream: '@docusaurus/theme-common/lib/utils/emojiUtils.js',
    sha256: '16bc9e0dec887a1c0c2ee720860384c7a44859f0548e12ab285be4c2b67a3e13',
    standIn: ['plugins/runtime-trims/emoji.ts'],
  },
  {
    // The one browser module that requires tslib, for __importDefault only.
    upstream: '@docusaurus/utils-common/lib/index.js',
    sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
    standIn: ['plugins/runtime-trims/tslib.ts'],
  },
  {
    // Writes .docusaurus/registry.js, routes.js and routesChunkNames.json.
    upstream: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    standIn: ['plugins/runtime-trims/registry-loader.cjs', 'plugins/route-preloads/index.ts'],
  },
  {
    // Reads the registry entries' module paths, which the browser bundle drops.
    upstream: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
    standIn: ['plugins/runtime-trims/registry-loader.cjs'],
  },
  {
    upstream: '@docusaurus/theme-common/lib/utils/IntlUtils.js',
    sha256: '50ecfecea6e487ee17ffc3e62848277742fbfef4a5eed65a533923e772b89618',
    standIn: ['plugins/date-format/IntlUtils.ts'],
  },
  {
    // The client module aliased to an empty one; lib/index.js lists it.
    upstream: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    standIn: ['plugins/code-blocks/index.ts', 'plugins/code-blocks/empty.ts'],
  },
  {
    upstream: '@docusaurus/theme-classic/lib/index.js',
    sha256: '1e6ae89782bad9cb3fcd1818e4210a6eed60ee1cbf82f51696a6afcb9a91928c',
    standIn: ['plugins/code-blocks/index.ts'],
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/prism-include-languages.js',
    sha256: '42fcb21218b4537fa0d7dc51caf7d78f88891e0d9b925be61555fee46fc29614',
    standIn: ['plugins/code-blocks/theme/CodeBlock/prism-languages.ts'],
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/MDXComponents/Code.js',
    sha256: 'd24106e06e4ccc7072fb8114e46cc959868ed4c9c7b82d400d1b4830453721b3',
    standIn: ['plugins/code-blocks/theme/MDXComponents/Code.tsx'],
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/TagsListByLetter/index.js',
    sha256: 'bcd7bf5fbe90b972672cc312bd35fbfd206d028a974c5c08e9ad833521aef15e',
    standIn: ['src/theme/TagsListByLetter/index.tsx'],
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/TabItem/index.js',
    sha256: 'beef630741839e814275623c0a01f7096ab9213c838b5b577447a3c530c124c0',
    standIn: ['src/theme/TabItem/index.tsx'],
  },
  {
    // The replacement imports the theme's CSS module for the panel's class names.
    upstream: '@docusaurus/theme-classic/lib/theme/TabItem/styles.module.css',
    sha256: 'e1321924bc6c1a8eabda916c5418efc0c9bac50e3ca17127c9cda94f2736e4c6',
    standIn: ['src/theme/TabItem/index.tsx'],
  },
  {
    // Not public API: the hooks below are imported from theme-common/internal, which lists them.
    upstream: '@docusaurus/theme-common/lib/internal.js',
    sha256: 'd9e37193d3408d1409e3e7981d6be477ca522ad30e8883329e24689bbcb12123',
    standIn: [
      'src/theme/TabItem/index.tsx',
      'src/theme/BlogTagsPostsPage.tsx',
      'src/theme/Blog/Pages/BlogAuthorsPostsPage.tsx',
    ],
  },
  {
    // useTabs: the selected value the panel compares with its own.
    upstream: '@docusaurus/theme-common/lib/utils/tabsUtils.js',
    sha256: '1b5d6b2c7d52905e7708ff9daad24462e857b70b27b9ff47ab338263bc2c4c7b',
    standIn: ['src/theme/TabItem/index.tsx'],
  },
  {
    // useBlogTagsPostsPageTitle and useBlogAuthorPageTitle: the titles the wrappers number.
    upstream: '@docusaurus/theme-common/lib/translations/blogTranslations.js',
    sha256: 'ecc3c6904cb80424e019c161efad407774ca4c3508ef479544a360837b2e1383',
    standIn: ['src/theme/BlogTagsPostsPage.tsx', 'src/theme/Blog/Pages/BlogAuthorsPostsPage.tsx'],
  },
  {
    upstream: '@docusaurus/theme-classic/lib/theme/BlogListPage/index.js',
    sha256: 'bea76516bb7dfc75d6074736e2c412966f1edf0844849ecbc2eda5400d5cbdfe',
    standIn: ['src/theme/BlogListPage.tsx'],
  },
  {
    // Called as a function by the wrapper, which changes the element it returns.
    upstream: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js',
    sha256: '5512298d8a194b78aec9759f944e035c75660bb887040779576dc1fed63ddce8',
    standIn: ['src/theme/CodeBlock/Line/index.tsx'],
  },
  {
    upstream: '@docusaurus/core/lib/client/theme-fallback/Error/index.js',
    sha256: '4037ad84f1980a3301bb194f07799422267d5ddd7cb0bd737b78ebf0dcdf551d',
    standIn: ['src/theme/Error.tsx'],
  },
  {
    upstream: '@docusaurus/core/lib/client/routeContext.js',
    sha256: '5b7cfc91bc8809225adf6df3fcce375ecb9d89724c6ea422ff395371daf7dfab',
    standIn: ['src/theme/Error.tsx'],
  },
];

const sha256Of = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

for (const {upstream, sha256, standIn} of LOCKS) {
  test(`${upstream} is the file ${standIn.join(' and ')} ${standIn.length > 1 ? 'were' : 'was'} written against`, () => {
    for (const file of standIn) {
      assert.ok(existsSync(path.join(siteDir, file)), `${file} is gone: drop or update its lock`);
    }
    const file = path.join(siteDir, 'node_modules', upstream);
    assert.ok(
      existsSync(file),
      `upstream moved or removed ${upstream}: re-read ${standIn.join(', ')}`,
    );
    assert.equal(
      sha256Of(file),
      sha256,
      `upstream changed ${upstream}: re-read ${standIn.join(', ')}, then update its hash in tests/unit/upstream-locks.test.ts`,
    );
  });
}
