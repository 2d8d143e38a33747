// A tiny subscribable event so the API layer can report "session ended" (401) without
// importing the app shell; the shell subscribes, navigates to / and toasts "INVALID TOKEN!".
type Listener = () => void;

const listeners = new Set<Listener>();

/** Subscribe to 401 answers; returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitUnauthorized(): void {
  for (const listener of [...listeners]) listener();
}
