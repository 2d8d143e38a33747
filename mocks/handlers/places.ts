// Tag "places": the address search of the wizard's map, over the hand-written gazetteer.
import { ok } from '../lib/http';
import { route } from '../lib/route';
import { placeBody, searchPlaces } from '../services/places';

export const placesHandlers = [
  // The contract has already checked q (1–80 characters) and limit (1–20).
  route('get', '/public/places', ({ url }) => {
    const q = url.searchParams.get('q') ?? '';
    const limit = Number(url.searchParams.get('limit') ?? 8);
    return ok(searchPlaces(q, limit).map(placeBody));
  }),
];
