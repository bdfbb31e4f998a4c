/** Dispatches what a reload or a closing tab dispatches; true when the page asked to stay. */
export function pageAsksBeforeLeaving(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
