/**
 * Makes the member's app installable and available offline, from the member home only: the
 * manifest link (the bff builds it from the gym's settings) and the service worker that precaches
 * the member area's shell. Nothing here is in the storefront's entry chunk: the member home's
 * chunk imports this file, and the service worker's registration is its own chunk, loaded once
 * the page is idle.
 */

import { config } from '../../platform/config';

let started = false;

/** Adds `<link rel="manifest">` once: the browser then offers to install the app. */
export function linkManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = config.manifestUrl;
  doc.head.appendChild(link);
}

/** Runs `task` when the browser is idle (or soon after, where it has no idle callback). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}

/**
 * Once per page: the manifest link and, in a built app with service workers, the registration
 * (vite-plugin-pwa's `virtual:pwa-register`, autoUpdate: a new build takes over on the next load).
 */
export function startMemberApp(): void {
  if (started) return;
  started = true;
  linkManifest();
  if (!config.serviceWorker || !('serviceWorker' in navigator)) return;
  whenIdle(() => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) => registerSW({ immediate: true }))
      .catch(() => undefined);
  });
}
