import type {Page} from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation the page reports from now on, from both the
 * DOM event and Chromium's console message, as "url: directive blocked-uri".
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /CSP violation|Content Security Policy/.test(message.text())
    ) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return violations;
}
