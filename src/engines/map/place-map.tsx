// The one map component screens use. With a tile server configured (VITE_MAP_TILE_URL) it
// lazy-loads Leaflet (its own chunk: never in a route's first load); without one it draws
// the offline outline, which also stands in while the chunk loads.
import { lazy, Suspense } from 'react';
import { OutlineMap } from './outline-map';
import { tileUrl, type MapBounds, type MapPin } from './types';

const LeafletMap = lazy(() => import('./leaflet-map'));

export function PlaceMap({
  pins,
  label,
  height = 320,
  onMoved,
  view,
  onArea,
  clusterName,
  tiles = tileUrl(),
}: {
  pins: readonly MapPin[];
  label: string;
  height?: number | string;
  /** Called with the visible bounds after the visitor pans or zooms (tiled map only). */
  onMoved?: (b: MapBounds) => void;
  /** Show this area rather than fit the pins (an area the visitor searched). */
  view?: MapBounds;
  /** The offline map's clusters: search the area of the one picked. */
  onArea?: (b: MapBounds) => void;
  /** A cluster's accessible name for its count ("3 spaces here"). */
  clusterName?: (count: number) => string;
  tiles?: string;
}) {
  const outline = (
    <OutlineMap
      pins={pins}
      label={label}
      height={height}
      view={view}
      onArea={onArea}
      clusterName={clusterName}
    />
  );
  if (!tiles) return outline;
  return (
    <Suspense fallback={outline}>
      <LeafletMap
        pins={pins}
        label={label}
        height={height}
        tiles={tiles}
        onMoved={onMoved}
        view={view}
      />
    </Suspense>
  );
}
