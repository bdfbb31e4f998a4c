/**
 * Navigation for code that runs outside React (the Apollo error link, timers started by the
 * auth provider). The router registers its navigate function here (NavigationBridge); before
 * that, or outside a router, a full page load is the fallback.
 */
export type Navigator = (path: string, state?: unknown) => void;

let current: Navigator | null = null;

export function navigateTo(path: string, state?: unknown): void {
  if (current) current(path, state);
  else window.location.assign(path);
}

export function currentPathname(): string {
  return window.location.pathname;
}

/** Makes `navigator` the one navigateTo uses; the returned function withdraws it again. */
export function registerNavigator(navigator: Navigator): () => void {
  current = navigator;
  return () => {
    if (current === navigator) current = null;
  };
}
