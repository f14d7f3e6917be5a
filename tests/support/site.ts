import {expect, type ConsoleMessage, type FrameLocator, type Page} from '@playwright/test';
import type {Seen} from '../../plugins/page-history/seen';

/** The navbar's colour-mode toggle; Docusaurus enables it once the client has hydrated. */
export const colorModeToggle = (page: Page | FrameLocator) =>
  page.locator('.navbar button[title*="模式"]').first();

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export const hydrated = (page: Page | FrameLocator) => expect(colorModeToggle(page)).toBeEnabled();

/**
 * Marks the loaded document; `isSameDocument` then tells whether the page is still that document:
 * the mark survives a client-side navigation and is gone after a page load.
 */
export const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
  });
export const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

/**
 * Collects every error the page logs or throws from now on, each with the address it happened
 * on, except the console errors `expected` accepts. A test ends with `expect(errors).toEqual([])`.
 */
export function collectErrors(
  page: Page,
  expected: (message: ConsoleMessage) => boolean = () => false,
): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message)) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Stores the times the site keeps of a player's visits (localStorage pages-seen), as given. */
export const rememberVisits = (page: Page, seen: Seen) =>
  page.evaluate((value) => localStorage.setItem('pages-seen', value), JSON.stringify(seen));
