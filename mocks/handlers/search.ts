// Tag "search": the office search and the deals list (offices with a running offer).
import { ok, paginate } from '../lib/http';
import { route } from '../lib/route';
import { searchOffices, viewerOf } from '../services/public-offices';

export const searchHandlers = [
  route('get', '/public/offices', ({ request, url, lang }) =>
    ok(paginate(searchOffices(url, false, lang, viewerOf(request)), url)),
  ),
  route('get', '/public/deals', ({ request, url, lang }) =>
    ok(paginate(searchOffices(url, true, lang, viewerOf(request)), url)),
  ),
];
