import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LoginPage } from '../pages/login-page';
import { StorePage } from '../pages/store-page';
import { LandingPageObject } from '../pages/website-page';
import { launchBrowser, newSession } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Every Content-Security-Policy violation the page reports, two ways: the DOM event (what was
 * blocked, under which directive) and Chromium's console message.
 */
async function collectViolations(page: Page): Promise<string[]> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return consoleViolations;
}

const violationsIn = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

describe('the web app under its Content-Security-Policy', () => {
  it('is served with the policy and renders the landing page and the store without a violation', async () => {
    const { context, page } = await newSession(browser);
    const consoleViolations = await collectViolations(page);

    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');

    const landing = new LandingPageObject(page);
    await landing.open();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // MUI's run-time styles apply: the call to action has its themed (non-transparent) colour.
    expect(await landing.primaryButtonColor()).not.toBe('rgba(0, 0, 0, 0)');
    expect(await violationsIn(page)).toEqual([]);

    await new StorePage(page).open();
    await page.getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violationsIn(page)).toEqual([]);
    expect(consoleViolations).toEqual([]);
    await context.close();
  });

  it("renders the admin's users and website screens without a violation", async () => {
    const { context, page } = await newSession(browser);
    const consoleViolations = await collectViolations(page);
    await new LoginPage(page).signInAs('admin');
    await page.waitForLoadState('networkidle');
    for (const path of ['/dashboard/users', '/dashboard/admin/website']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violationsIn(page), path).toEqual([]);
    }
    expect(consoleViolations).toEqual([]);
    await context.close();
  });

  it('cannot be framed by another site', async () => {
    // Another origin (its own little server, no policy of its own) tries to frame the app.
    const appUrl = `${inject('baseUrl')}/`;
    const framer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end(`<iframe src="${appUrl}"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    const { context, page } = await newSession(browser);
    try {
      const blocked: string[] = [];
      page.on('console', (message) => blocked.push(message.text()));
      await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
      await expect.poll(() => blocked.some((text) => /frame-ancestors 'none'/.test(text))).toBe(true);
      const framed = page.frames().find((frame) => frame !== page.mainFrame());
      expect(await framed?.locator('#root').count()).toBe(0);
    } finally {
      await context.close();
      framer.closeAllConnections();
      await new Promise((resolve) => framer.close(resolve));
    }
  });
});
