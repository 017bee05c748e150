import { defineConfig } from 'vitest/config';

// Four suites: pure helpers, machines (fake actors, simulated clock), the question-bank content
// (generators checked independently) and the server against a real
// database (PGlite always; PostgreSQL when one is reachable). Browser tests run under Playwright.
export default defineConfig({
  test: {
    setupFiles: ['tests/setup/fail-on-console.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'content',
          include: ['tests/content/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
