/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreen } from './build/first-screen';
import { memberShell } from './build/member-shell';
import { precompress } from './build/precompress';

const BFF = 'http://127.0.0.1:4000';

const shell = memberShell();

/**
 * The member's installable app (issue 32): a service worker that precaches the member area's
 * shell only, registered by the member home itself (`features/member-app/register.ts`), never by
 * the storefront's entry. The manifest is the bff's (`/manifest.webmanifest`, from the gym's
 * settings), so none is written at build time.
 */
const memberApp = VitePWA({
  strategies: 'generateSW',
  injectRegister: null,
  registerType: 'autoUpdate',
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html}'],
    manifestTransforms: [
      async (entries) => ({ manifest: entries.filter((entry) => shell.isMemberShellFile(entry.url)), warnings: [] }),
    ],
    // With no signal, the member's pages open from the precached page; any other page asks the server.
    navigateFallback: 'index.html',
    navigateFallbackAllowlist: [/^\/dashboard\/client(?:\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
});

export default defineConfig({
  plugins: [react(), firstScreen(), shell, memberApp, precompress()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': BFF,
      '/bff': BFF,
      '/uploads': BFF,
      '/manifest.webmanifest': BFF,
      '/pwa-icon': BFF,
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
    // Vitest's default is one worker fewer than the cores: one on CI's two. Two keep both busy.
    maxWorkers: 2,
  },
});
