import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Navigation for code that runs outside React (the Apollo error link, timers started by the
 * auth provider). The router registers its navigate function here; before that, or outside a
 * router, a full page load is the fallback.
 */
type Navigator = (path: string, state?: unknown) => void;

let current: Navigator | null = null;

export function navigateTo(path: string, state?: unknown): void {
  if (current) current(path, state);
  else window.location.assign(path);
}

export function currentPathname(): string {
  return window.location.pathname;
}

export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    const navigator: Navigator = (path, state) => void navigate(path, state === undefined ? undefined : { state });
    current = navigator;
    return () => {
      if (current === navigator) current = null;
    };
  }, [navigate]);
  return null;
}
