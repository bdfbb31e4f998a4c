import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vitest 4 transforms with oxc, which needs to be told about type-graphql's legacy decorators.
  oxc: {
    decorator: { legacy: true, emitDecoratorMetadata: false },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
