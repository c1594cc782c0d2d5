import { defineConfig } from 'vitest/config';

/** Unit tests of the frame's pure logic; its pages are tested through their stories. */
export default defineConfig({
  test: {
    name: 'analytics',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
