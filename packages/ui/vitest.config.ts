import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'ui',
    environment: 'node',
    // The design system's pure functions beside their modules, and the package-level tests.
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
    // The consumer test builds the library and a small app; both take seconds on a shared machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
