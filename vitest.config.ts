import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// Storybook sets this viewport for every story (its default when a story names none); the browser
// window matches it so that a page capture is never scrolled or scaled.
const VIEWPORT = { width: 1200, height: 900 };

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
        test: {
          name: 'storybook',
          // Compares every story with its Light and Dark baselines (.storybook/visual.ts).
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                args: chromiumArgs,
              },
              contextOptions: { viewport: VIEWPORT, deviceScaleFactor: 1 },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: VIEWPORT,
            // A failing story would otherwise leave a screenshot beside the committed baselines.
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Rendering here is deterministic, so a pixel may differ in colour only by rounding: the
                // default (0.1) let a Button's blue-700 turn blue-600 unnoticed. Anti-aliased pixels
                // are still ignored, and no pixel beyond that may differ.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
              },
            },
          },
        },
      },
    ],
  },
});
