// The wizard's location picker on real tiles (Leaflet, its own chunk, loaded only when a
// tile server is configured): a click places the pin, the pin drags, zoom by the +/−
// control or the wheel, and a place found by the address search is shown close up. The
// same props as the offline outline picker, so the field swaps one for the other.
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { createTileMap } from './tile-map';

interface LatLng {
  lat: number;
  lng: number;
}

const SAUDI_BOUNDS: L.LatLngBoundsExpression = [
  [16.2, 34.4],
  [32.3, 55.8],
];
const round = (n: number) => Math.round(n * 1e5) / 1e5;
/** The outline map's zoom factor (1 = the whole country) as a tile zoom level. */
const tileZoom = (factor: number) => Math.min(17, Math.round(5 + Math.log2(factor) * 1.4));

export default function LeafletPicker({
  value,
  onPick,
  label,
  invalid,
  focus,
  tiles,
}: {
  value: LatLng | null;
  onPick: (p: LatLng) => void;
  label: string;
  invalid?: boolean;
  focus?: (LatLng & { zoom: number; n: number }) | null;
  tiles: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    if (!box.current) return;
    const m = createTileMap(box.current, tiles);
    m.fitBounds(SAUDI_BOUNDS);
    m.on('click', (e: L.LeafletMouseEvent) =>
      pick.current({ lat: round(e.latlng.lat), lng: round(e.latlng.lng) }),
    );
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tiles]);

  // The pin follows the value (a click, a drag, the typed inputs, the search).
  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      marker.current = L.marker([lat, lng], {
        draggable: true,
        keyboard: true,
        title: label,
        alt: label,
        icon: L.divIcon({ className: 'map-drag-pin', iconSize: undefined }),
      }).addTo(m);
      marker.current.on('dragend', () => {
        const at = marker.current!.getLatLng();
        pick.current({ lat: round(at.lat), lng: round(at.lng) });
      });
    } else marker.current.setLatLng([lat, lng]);
  }, [lat, lng, label]);

  useEffect(() => {
    if (focus) map.current?.setView([focus.lat, focus.lng], tileZoom(focus.zoom));
  }, [focus]);

  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      data-testid="tile-map"
      style={{
        width: '100%',
        maxWidth: 560,
        aspectRatio: '4 / 3',
        borderRadius: 12,
        zIndex: 0,
        outline: invalid ? '2px solid #c53030' : undefined,
      }}
    />
  );
}
