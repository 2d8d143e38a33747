export { PlaceMap } from './place-map';
export { tileUrl, type MapBounds, type MapPin } from './types';
