import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/** Unit tests of the portal's pure logic; screens are tested through their stories. */
export default defineConfig({
  // The route table imports the screens it renders directly, with their page-layout styles.
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'portal',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
