import { defineConfig } from 'vitest/config';

// Browser tests: one app instance (api + bff serving web/dist) for the whole run, Chromium from Debian.
export default defineConfig({
  test: {
    include: ['e2e/tests/**/*.spec.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default'],
  },
});
