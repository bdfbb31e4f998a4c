/**
 * A form refused on submit: its first field in error (then its first alert) is brought to the
 * middle of the screen and focused, so a person on a phone sees why nothing happened even when the
 * message is a screen or more above the button they pressed. Answers whether there was one.
 */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const target =
    form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return false;
  // The middle, not the edge: a fixed header above and a fixed submit bar below cover the edges.
  // (jsdom has no scrollIntoView.)
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
  // An alert is not focusable by itself: it takes the focus from the script only.
  if (!target.hasAttribute('tabindex') && !target.matches('input, select, textarea, button, a[href]'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
