import { defineConfig } from 'vitest/config';

/** Unit tests of the portal's pure logic; screens are tested through their stories. */
export default defineConfig({
  test: {
    name: 'portal',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
