/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreen } from './build/first-screen';
import { precompress } from './build/precompress';

const BFF = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react(), firstScreen(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': BFF,
      '/bff': BFF,
      '/uploads': BFF,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // jsdom renders MUI slowly on a busy 2-core machine: a screen's test gets room, not a race.
    testTimeout: 20_000,
  },
});
