// How many uploads are being sent right now, across every screen, and the hook each upload
// calls while it sends (the browser's leave prompt armed meanwhile). The leave question for
// in-app navigation reads the same count (upload-guard.tsx).
import { useEffect, useSyncExternalStore } from 'react';

let inProgress = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const emit = () => listeners.forEach((listener) => listener());

/** How many uploads are being sent right now (every field of every screen). */
export const uploadsInProgress = () => inProgress;

function onBeforeUnload(e: BeforeUnloadEvent) {
  e.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  e.returnValue = '';
}

/** Counts an upload while `busy`: the page then asks before it is closed or left. */
export function useUploadGuard(busy: boolean) {
  useEffect(() => {
    if (!busy) return;
    inProgress += 1;
    if (inProgress === 1) window.addEventListener('beforeunload', onBeforeUnload);
    emit();
    return () => {
      inProgress -= 1;
      if (inProgress === 0) window.removeEventListener('beforeunload', onBeforeUnload);
      emit();
    };
  }, [busy]);
}

/** The number of uploads in progress, re-rendering when it changes (0 on the server). */
export function useUploadsInProgress(): number {
  return useSyncExternalStore(subscribe, uploadsInProgress, () => 0);
}
