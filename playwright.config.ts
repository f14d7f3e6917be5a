import {defineConfig, devices} from '@playwright/test';
import {launchOptions} from './lib/browser';

const PORT = Number(process.env.TEST_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests/e2e',
  // tests/e2e/rehearsal/ runs only inside `npm run test:rehearsal`, which builds a copy of the site
  // with next month's posts and says what it added through this variable.
  testIgnore: process.env.CLOUDISLE_REHEARSAL ? [] : ['rehearsal/**'],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI only: the machines are shared and a timing flake must not
  // block a landing. The line reporter still lists every test that needed it as
  // "flaky", so a flake is seen and fixed, not hidden. Locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    locale: 'zh-CN',
    launchOptions,
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
  },
  // A test that only one viewport can tell anything about is tagged @desktop or @phone and runs
  // in that project alone; every other test runs in both.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: {width: 1280, height: 800},
      },
    },
    {
      name: 'phone',
      grepInvert: /@desktop\b/,
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}},
    },
  ],
  // The tests run against the production build, served as a static host would.
  webServer: {
    command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${PORT}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
