// Marks <html data-location> with the location whose page has committed (after its lazy code
// resolved; it sits inside the routes' Suspense boundary). The URL changes before the new
// page renders; this says when it has. Browser tests wait on it instead of on time.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export function LocationMarker() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.location = pathname + search;
  }, [pathname, search]);
  return null;
}
