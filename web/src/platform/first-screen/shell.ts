import { useLayoutEffect, type ReactNode } from 'react';

/**
 * The first screen the bff drew for a public page before the app ran
 * (bff/src/kernel/http/first-screen.ts, markup in shells.ts): it stays on screen, instead of a
 * loader, until the page it stands for has rendered, and goes at once if the visitor ends up on
 * another page or the app fails.
 */

export const FIRST_SCREEN_SHELL_ID = 'first-screen-shell';

/** The address the shell was drawn for: the one the page was loaded with. */
const shellPath = typeof window === 'undefined' ? null : window.location.pathname;

export function hasFirstScreenShell(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_SCREEN_SHELL_ID) !== null;
}

export function removeFirstScreenShell(): void {
  document.getElementById(FIRST_SCREEN_SHELL_ID)?.remove();
}

/** Called by a page the shell stands for: the shell goes in the same frame the page appears. */
export function useFirstScreenReady(): void {
  useLayoutEffect(removeFirstScreenShell, []);
}

/** The shell goes when the app shows another address than the one it was drawn for. */
export function useShellLeavesWithItsPage(pathname: string): void {
  useLayoutEffect(() => {
    if (pathname !== shellPath) removeFirstScreenShell();
  }, [pathname]);
}

/** A loader is drawn only when no shell stands in its place. */
export function unlessShell(fallback: ReactNode): ReactNode {
  return hasFirstScreenShell() ? null : fallback;
}
