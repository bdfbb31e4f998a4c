import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** `extraArgs`: e.g. a fake camera fed by a file (the kiosk's browser test). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface Session {
  context: BrowserContext;
  page: Page;
}

/** A fresh context (its own storage, so its own session) at a phone or desktop size. */
export async function newSession(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<Session> {
  const context = await browser.newContext({ baseURL: inject('baseUrl'), viewport, locale: 'es-GT' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}
