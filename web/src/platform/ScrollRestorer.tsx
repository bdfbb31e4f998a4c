import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a restored page may take to grow tall enough (lazy chunks, staged sections, data). */
const RESTORE_TIMEOUT_MS = 3_000;
/** What the person does that ends a pending restoration: their scroll wins. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * The window's scroll position across the app's own navigation. react-router's
 * <ScrollRestoration> works only under a data router and the app uses <BrowserRouter>, so this is
 * its small equivalent: a new page (another pathname, pushed or replaced) starts at the top, unless
 * its link names a section (#id, which the page brings into view); the back and forward buttons
 * (POP) return to where the person was on that entry, keyed by `location.key`. A change of the
 * query alone (the store's search, filters) keeps the place.
 */
export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const lastPathname = useRef(location.pathname);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    // The browser's own restoration would fight ours (it restores before the page has grown).
    window.history.scrollRestoration = 'manual';
    const record = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      window.history.scrollRestoration = previous;
    };
  }, []);

  // A layout effect: the new entry's key is current before the browser reports the scroll that the
  // new (shorter) page causes, so that scroll is never written down as the old entry's place.
  useLayoutEffect(() => {
    const { key, pathname, hash } = location;
    const samePage = pathname === lastPathname.current;
    currentKey.current = key;
    lastPathname.current = pathname;
    if (navigationType === 'POP') {
      const saved = positions.current.get(key);
      if (saved === undefined) return undefined;
      return restore(saved);
    }
    if (samePage || hash) return undefined;
    window.scrollTo(0, 0);
    return undefined;
    // The key changes with every navigation; the type and the rest come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return null;
}

/**
 * Scrolls back to `top` as soon as the page is tall enough, trying each frame for a few seconds
 * (the page may still be loading), and gives up when the person scrolls. Answers the cancel.
 */
function restore(top: number): () => void {
  const deadline = performance.now() + RESTORE_TIMEOUT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of USER_SCROLL_EVENTS) window.removeEventListener(event, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1 || performance.now() > deadline) return stop();
    frame = requestAnimationFrame(attempt);
  };
  for (const event of USER_SCROLL_EVENTS) window.addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}
