import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {freePort} from '../../../scripts/lib/nginx';
import {copySite} from '../../../scripts/lib/site-copy';

// Configuration mistakes that show only when a page renders, each made in a copy of the site
// through a config that imports the real one and adds the mistake. Two fail the production build
// with Docusaurus's message. The third is caught by the navbar's error boundary, which only runs
// in the browser: it is checked on the development server, whose crash page shows the message.

test.describe(
  'a mistake that shows only when a page renders names itself',
  {tag: '@desktop'},
  () => {
    // Desktop only: build and server errors do not depend on the viewport.
    test.describe.configure({mode: 'serial', timeout: 300_000});

    let copy: string;
    test.beforeAll(() => {
      copy = copySite('cloudisle-render-errors-');
    });
    test.afterAll(() => rmSync(copy, {recursive: true, force: true}));

    const withMistake = (mutation: string) => {
      writeFileSync(
        path.join(copy, 'docusaurus.mistake.config.ts'),
        `import config from './docusaurus.config';\n${mutation}\nexport default config;\n`,
      );
      return ['--config', 'docusaurus.mistake.config.ts'];
    };
    const navbarItem = (item: object) =>
      `(config.themeConfig as {navbar: {items: object[]}}).navbar.items.push(${JSON.stringify(item)});`;

    /** A page of the copy that calls a docs-plugin hook outside the docs. */
    const docsHookPage = () => {
      const page = path.join(copy, 'src/pages/docs-hook.tsx');
      mkdirSync(path.dirname(page), {recursive: true});
      writeFileSync(
        page,
        `import {useActivePlugin} from '@docusaurus/plugin-content-docs/client';
export default function DocsHookOutsideTheDocs() {
  useActivePlugin({failfast: true});
  return null;
}
`,
      );
      return page;
    };

    // One production build holds both build-time mistakes: Docusaurus renders every page and
    // reports each page's error, so each test finds its own message in the same output (one
    // build instead of two, on a copy of the whole site).
    let failedBuild: {status: number | null; output: string} | undefined;
    const buildWithBothMistakes = () => {
      const page = docsHookPage();
      try {
        const result = spawnSync(
          'npx',
          [
            'docusaurus',
            'build',
            ...withMistake(navbarItem({type: 'docsVersionDropdown', versions: ['9.9']})),
            '--out-dir',
            'build-mistake',
          ],
          {
            cwd: copy,
            encoding: 'utf8',
            env: {...process.env, FORCE_COLOR: '0'},
            maxBuffer: 64 << 20,
          },
        );
        return {status: result.status, output: `${result.stdout}${result.stderr}`};
      } finally {
        rmSync(page);
      }
    };
    const buildOutput = () => {
      failedBuild ??= buildWithBothMistakes();
      expect(failedBuild.status, 'the build succeeded although the config has a mistake').not.toBe(
        0,
      );
      return failedBuild.output;
    };

    test('a docs version dropdown naming a version that does not exist fails the build', () => {
      expect(buildOutput()).toContain(
        "No docs version exist for name '9.9', please verify your 'docsVersionDropdown' navbar item versions config.",
      );
    });

    test('a docs-plugin hook on a page outside the docs fails the build', () => {
      expect(buildOutput()).toContain(
        `Can't find active docs plugin for "/docs-hook" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page?`,
      );
    });

    test('a navbar item that fails to render names its configuration on the crash page', async ({
      page,
    }) => {
      const item = {type: 'doc', docId: 'no-such-doc', label: '不存在的文档', position: 'left'};
      const port = await freePort();
      let server: ChildProcess | undefined;
      try {
        server = spawn(
          'npx',
          [
            'docusaurus',
            'start',
            ...withMistake(navbarItem(item)),
            '--host',
            '127.0.0.1',
            '--port',
            String(port),
            '--no-open',
          ],
          {cwd: copy, detached: true, stdio: 'ignore', env: {...process.env, BROWSER: 'none'}},
        );
        const origin = `http://127.0.0.1:${port}`;
        await expect
          .poll(
            () =>
              fetch(origin).then(
                (r) => r.status,
                () => 0,
              ),
            {timeout: 240_000},
          )
          .toBe(200);
        await page.goto(`${origin}/docs/intro`);
        const crash = page.locator('main').filter({hasText: '此页已崩溃'});
        await expect(crash).toContainText('A theme navbar item failed to render.', {
          timeout: 60_000,
        });
        await expect(crash).toContainText(
          'Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:',
        );
        // The item as the config holds it (the crash page joins its lines).
        await expect(crash).toContainText(JSON.stringify(item, null, 2).replace(/\s+/g, ' '));
        await expect(crash).toContainText(`Couldn't find any doc with id "no-such-doc"`);
      } finally {
        if (server?.pid) process.kill(-server.pid, 'SIGTERM');
      }
    });
  },
);
