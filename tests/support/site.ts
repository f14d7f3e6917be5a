import {expect, type FrameLocator, type Page} from '@playwright/test';

/** The navbar's colour-mode toggle; Docusaurus enables it once the client has hydrated. */
export const colorModeToggle = (page: Page | FrameLocator) =>
  page.locator('.navbar button[title*="模式"]').first();

/** Waits until React has hydrated the page, so clicks reach their handlers. */
export const hydrated = (page: Page | FrameLocator) => expect(colorModeToggle(page)).toBeEnabled();
