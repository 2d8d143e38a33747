// Tag "search": the office search and the deals list (offices with a running offer).
import { ok, paginate, type Lang } from '../lib/http';
import { route } from '../lib/route';
import { searchHits, viewerOf, type Viewer } from '../services/public-offices';

/** One page of a search: only its cards are made. */
function page(url: URL, dealsOnly: boolean, lang: Lang, viewer: Viewer) {
  const { hits, summary } = searchHits(url, dealsOnly, lang, viewer);
  return ok(paginate(hits, url, summary));
}

export const searchHandlers = [
  route('get', '/public/offices', ({ request, url, lang }) =>
    page(url, false, lang, viewerOf(request)),
  ),
  route('get', '/public/deals', ({ request, url, lang }) =>
    page(url, true, lang, viewerOf(request)),
  ),
];
