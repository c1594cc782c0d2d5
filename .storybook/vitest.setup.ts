// Vitest setup file of the `storybook` project (runs in the browser). The comparison lives here so
// that plain Storybook never loads Vitest; the preview's `afterEach` reaches it through a global.
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import { trackRequests } from './requests';
import type { MatchScreenshot } from './visual';

const matchStoryScreenshot: MatchScreenshot = async (element, name) => {
  await expect.element(page.elementLocator(element)).toMatchScreenshot(name);
};

globalThis.__matchStoryScreenshot = matchStoryScreenshot;

trackRequests();
