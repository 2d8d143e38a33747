// "Near me": the browser's position, asked only when the visitor presses the button. The
// spec's "Location not supported on this browser" when there is no geolocation; a refused
// permission and a position that cannot be found get their own messages.
import { useState } from 'react';
import { formatNear } from '@/domain';

export type NearMeError = 'unsupported' | 'denied' | 'unavailable';

export function useNearMe(onFound: (near: string) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<NearMeError>();
  const locate = () => {
    setError(undefined);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setError('unsupported');
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setBusy(false);
        onFound(formatNear({ lat: pos.coords.latitude, lng: pos.coords.longitude }));
      },
      (err) => {
        setBusy(false);
        // 1 is PERMISSION_DENIED (the constant is not on every implementation's error object).
        setError(err.code === 1 ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };
  return { busy, error, locate, dismiss: () => setError(undefined) };
}
