// The one way both tiled maps (the listing's pins, the wizard's picker) start Leaflet on
// their box: the configured tile server with its attribution. Only the two lazy Leaflet
// chunks import this, so Leaflet never reaches a bundle without a tile server.
import L from 'leaflet';
import { tileAttribution } from './types';

export function createTileMap(box: HTMLElement, tiles: string, options: L.MapOptions = {}): L.Map {
  const map = L.map(box, { attributionControl: true, ...options });
  L.tileLayer(tiles, { attribution: tileAttribution(), maxZoom: 19 }).addTo(map);
  return map;
}
