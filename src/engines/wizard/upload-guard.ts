// While a file is uploading, closing or reloading the tab would lose it: the browser's
// leave-page prompt is armed (the spec's "don't close the window" warning; the visible
// message is rendered by the media field).
import { useEffect } from 'react';

export function useUploadGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Legacy browsers need returnValue set to show the prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
