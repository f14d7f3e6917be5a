// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-debug/',
      'build-preview/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The rules of hooks and complete effect dependencies. The plugin's other rules prepare code
    // for the React Compiler, which this site does not use.
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    plugins: {'@docusaurus': docusaurus},
    rules: {
      ...docusaurus.configs.recommended.rules,
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // Every package the code imports is declared in package.json, so it does not depend on what
    // another package happens to pull in; the site (src/, plugins/, the config) imports only
    // `dependencies`. Docusaurus's client aliases (@docusaurus/Link, @theme/…, @site/…) are
    // modules of the site, not packages.
    plugins: {'import-x': importX},
    settings: {
      'import-x/resolver': {node: {extensions: ['.ts', '.tsx', '.js', '.mjs']}},
      'import-x/internal-regex':
        '^@(theme|theme-original|theme-init|site|generated)/|^@docusaurus/([A-Z]\\w*|use\\w+|router|renderRoutes|isInternalUrl|constants)$',
    },
    rules: {
      // Imports run one way: the site and what it shares (lib/, deploy/) never import scripts or
      // tests, and scripts never import tests.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src', './plugins', './lib', './deploy', './*.ts'],
              from: ['./scripts', './tests'],
            },
            {target: './scripts', from: './tests'},
          ],
        },
      ],
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          includeTypes: true,
          devDependencies: [
            'scripts/**',
            'tests/**',
            'lib/browser.ts',
            'lib/static-server.ts',
            'lib/search-quality/**',
            '*.config.{ts,mjs}',
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', require: 'readonly'}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
