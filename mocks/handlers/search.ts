// Tag "search": the office search and the deals list (offices with a running offer).
import { ok, paginate } from '../lib/http';
import { route } from '../lib/route';
import { callerFavorites, searchOffices } from '../services/public-offices';

export const searchHandlers = [
  route('get', '/public/offices', ({ request, url, lang }) =>
    ok(paginate(searchOffices(url, false, lang, callerFavorites(request)), url)),
  ),
  route('get', '/public/deals', ({ request, url, lang }) =>
    ok(paginate(searchOffices(url, true, lang, callerFavorites(request)), url)),
  ),
];
