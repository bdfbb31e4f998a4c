import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Vitest 4 transforms with oxc, which needs to be told about type-graphql's legacy decorators.
  oxc: {
    decorator: { legacy: true, emitDecoratorMetadata: false },
  },
  resolve: {
    // type-graphql and Apollo load graphql's CommonJS build through Node; without this alias our
    // own imports would get the .mjs build and graphql would refuse the "other realm" types.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on CI's two. Two keep both busy.
    maxWorkers: 2,
  },
});
