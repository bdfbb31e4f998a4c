import { createContext, useContext } from 'react';

/**
 * A visitor's public pages (landing, store, product) run without the session layer (SessionApp:
 * Apollo, sign-in state, toasts, every other route). A page that comes to need it (the store's
 * first add to the cart) asks for it here; the app keeps the page on screen while it loads.
 */
export const SessionLayerContext = createContext<() => void>(() => {});

export function useRequestSessionLayer(): () => void {
  return useContext(SessionLayerContext);
}
