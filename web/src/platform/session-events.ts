/**
 * Lets code outside React (the Apollo error link) end the signed-in state held by the
 * AuthProvider once the server has rejected the session.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionEnded(): void {
  for (const listener of [...listeners]) listener();
}

const unauthorizedListeners = new Set<Listener>();

/** Subscribes to 401s seen outside Apollo (the error link handles its own). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export function reportUnauthorized(): void {
  for (const listener of [...unauthorizedListeners]) listener();
}
