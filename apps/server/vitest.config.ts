import { defineConfig } from 'vitest/config';

// API tests run against the embedded database always, and against PostgreSQL too when TEST_DATABASE_URL is set.
const drivers = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    // Each test file opens its own database; PGlite needs a few hundred MB, so few files run at once.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: drivers.map((driver) => ({
      extends: true,
      test: {
        name: driver,
        include: ['test/**/*.test.ts'],
        // Process-level behaviour (locks, start-up failures), configuration, pure policy functions, file storage,
        // the document content check and the credential cipher do not depend on the driver: run them once.
        exclude:
          driver === 'pglite'
            ? []
            : [
                'test/process/**',
                'test/policy/**',
                'test/config.test.ts',
                'test/storage/**',
                'test/services/documents/**',
                'test/secrets/credential-*.test.ts',
              ],
        env: { TEST_DRIVER: driver },
        globalSetup: ['test/helpers/global-setup.ts'],
      },
    })),
  },
});
