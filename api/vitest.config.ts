import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each suite boots its own database; two workers keep CI's 2 cores busy without thrashing.
    maxWorkers: 2,
  },
});
