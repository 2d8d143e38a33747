// The tiled map (Leaflet), loaded in its own chunk only when a tile server is configured:
// price pins as HTML labels (no marker images to host), links that navigate in the app, and
// the visible bounds reported after every move (for "search this area").
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { createTileMap } from './tile-map';
import { pinName, type MapBounds, type MapPin } from './types';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export default function LeafletMap({
  pins,
  label,
  height,
  tiles,
  onMoved,
  view,
}: {
  pins: readonly MapPin[];
  label: string;
  height: number | string;
  tiles: string;
  onMoved?: (b: MapBounds) => void;
  view?: MapBounds;
}) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const navigate = useNavigate();
  const moved = useRef(onMoved);
  moved.current = onMoved;
  // The map's own fitting (to the pins, to a searched area) is not the visitor moving it:
  // only a pan or zoom by hand reports bounds ("search this area" appears after those).
  const fitting = useRef(false);

  useEffect(() => {
    if (!box.current) return;
    const m = createTileMap(box.current, tiles, { scrollWheelZoom: false });
    layer.current = L.layerGroup().addTo(m);
    m.on('moveend', () => {
      if (fitting.current) {
        fitting.current = false;
        return;
      }
      const b = m.getBounds();
      moved.current?.({
        south: b.getSouth(),
        west: b.getWest(),
        north: b.getNorth(),
        east: b.getEast(),
      });
    });
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tiles]);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    for (const p of pins) {
      if (p.radiusM)
        L.circle([p.lat, p.lng], {
          radius: p.radiusM,
          color: '#1a4731',
          weight: 1.5,
          dashArray: '4 3',
          fillColor: '#2f855a',
          fillOpacity: 0.22,
        }).addTo(group);
      // An approximate place without a label is its area alone: no exact-looking marker.
      if (p.radiusM && !p.label) continue;
      const icon = p.label
        ? L.divIcon({
            className: 'map-price-pin',
            html: `<span dir="auto">${escapeHtml(p.label)}</span>`,
            iconSize: undefined,
          })
        : undefined;
      const marker = L.marker([p.lat, p.lng], {
        ...(icon ? { icon } : {}),
        title: pinName(p) ?? '',
        alt: pinName(p) ?? '',
        keyboard: true,
      });
      if (p.href) marker.on('click', () => void navigate(p.href as string));
      marker.addTo(group);
    }
    fitting.current = true;
    if (view)
      m.fitBounds(
        [
          [view.south, view.west],
          [view.north, view.east],
        ],
        { animate: false },
      );
    else if (pins.length === 1) m.setView([pins[0].lat, pins[0].lng], 15);
    else if (pins.length > 1)
      m.fitBounds(L.latLngBounds(pins.map((p) => [p.lat, p.lng] as [number, number])), {
        padding: [32, 32],
        maxZoom: 15,
      });
    else m.setView([24.7136, 46.6753], 5);
  }, [pins, navigate, view]);

  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      data-testid="tile-map"
      style={{ width: '100%', height, borderRadius: 12, zIndex: 0 }}
    />
  );
}
