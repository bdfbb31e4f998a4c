import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** The single keys a staff screen answers: N opens a new record, / goes to the search. */
export interface ScreenShortcuts {
  n?: () => void;
  '/'?: () => void;
}

/**
 * Whether a key belongs to something else than the screen: a field being typed in, an open dialog,
 * or an open list or menu (where a letter jumps to an option).
 */
export function keyBelongsElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.isContentEditable ||
    Boolean(target.closest('[role="dialog"], [role="listbox"], [role="menu"], [role="combobox"]'))
  );
}

/** A screen's single-key shortcuts, from anywhere on it but a field, a dialog or an open list. */
export function useScreenShortcuts(shortcuts: ScreenShortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || keyBelongsElsewhere(event.target)) return;
      const key = event.key.toLowerCase();
      const action = key === 'n' || key === '/' ? latest.current[key] : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Focus for a field a shortcut may first have to show (the search of a grid on another tab): the
 * returned call asks for it, and the field is focused on the first render it is there.
 */
export function useFocusWhenShown(field: RefObject<HTMLElement | null>): () => void {
  const [wanted, setWanted] = useState(false);
  // After every render: the field may appear in a later render than the one that asked (a tab
  // switch goes through the URL). It stops asking once focused, so it cannot loop.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!wanted || !field.current) return;
    field.current.focus();
    setWanted(false);
  });
  return useCallback(() => setWanted(true), []);
}
