// The listing's map with msw in Node, in both languages: one price pin per result that has a
// place, pins that follow the filters (the handler filters by category, as the backend does),
// each linking to its office; and the tiled map (Leaflet, lazy) when a tile server is given.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { inBbox, parseBbox } from '@/domain';
import { PlaceMap } from '@/engines/map';
import { ListingPage } from './listing-page';
import type { OfficeSummary } from './use-listing';

const office = (id: number, category: OfficeSummary['category'], lat?: number): OfficeSummary => ({
  id,
  ad_number: `AD-${1000 + id}`,
  title: `Office ${id}`,
  category,
  city_name: 'Riyadh',
  main_image: `offices/${id}.webp`,
  price_from: 500 + id,
  price_type: 2,
  ...(lat ? { location: { lat, lng: 46.6 + id / 100 } } : {}),
});
const ALL = [
  office(1, 'private_office', 24.7),
  office(2, 'meeting_room', 24.72),
  office(3, 'meeting_room', 24.75),
  office(4, 'desk'), // no place: a card, no pin
];
const asked: string[] = [];
const areas: string[] = [];
const server = setupServer(
  http.get('*/apiBack/v1/public/deals', ({ request }) => {
    const category = new URL(request.url).searchParams.get('category');
    asked.push(category ?? '');
    areas.push(new URL(request.url).searchParams.get('bbox') ?? '');
    // The area filter as the backend applies it: results placed inside the box only.
    const box = parseBbox(new URL(request.url).searchParams.get('bbox'));
    const data = ALL.filter((o) => !category || o.category === category).filter(
      (o) => !box || (o.location !== undefined && inBbox(box, o.location)),
    );
    return HttpResponse.json({ data: { data, total: data.length, page: 1, per_page: 12 } });
  }),
  http.get('*/apiBack/v1/user/settings/general', () => HttpResponse.json({ data: {} })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  asked.length = 0;
  areas.length = 0;
});
afterAll(() => server.close());

describe.each(['ar', 'en'] as const)('listing map (%s)', (lng) => {
  it('draws one cluster for places too close to tell apart; picking it searches their area and shows each price pin', async () => {
    await renderWithProviders(<ListingPage source="deals" titleKey="titles.allDeals" />, {
      lng,
      path: '/all_deals',
    });
    const map = await screen.findByTestId('listing-map');
    // At the whole country's scale the three Riyadh offices (a few km apart) overlap.
    const cluster = await within(map).findByTestId('map-cluster');
    expect(cluster.getAttribute('data-count')).toBe('3');
    expect(cluster.getAttribute('aria-label')).toBe(
      lng === 'ar' ? '3 مساحات هنا: اعرضها' : '3 spaces here: show them',
    );
    expect(within(map).queryAllByTestId('map-pin')).toHaveLength(0);
    expect(screen.getAllByTestId('office-card')).toHaveLength(4);

    fireEvent.keyDown(cluster, { key: 'Enter' });
    // The area of the cluster is searched (kept as bbox) and covers its three places.
    await waitFor(() => expect(areas.at(-1)).toMatch(/^[\d.]+,[\d.]+,[\d.]+,[\d.]+$/));
    const box = parseBbox(areas.at(-1))!;
    for (const o of ALL.slice(0, 3)) expect(inBbox(box, o.location!)).toBe(true);
    // Zoomed to that area, the places are apart: one price pin each, linking to its office.
    await waitFor(() => expect(within(map).getAllByTestId('map-pin')).toHaveLength(3));
    expect(within(map).queryByTestId('map-cluster')).toBeNull();
    const first = within(map).getAllByTestId('map-pin')[0];
    expect(first.textContent).toContain(lng === 'ar' ? '501 ر.س' : 'SAR 501');
    expect(first.querySelector('a')?.getAttribute('href')).toBe('/details/1');
    expect(await screen.findByTestId('map-clearArea')).toBeTruthy();
  });

  it('follows the filters: the cluster counts only the filtered places', async () => {
    await renderWithProviders(<ListingPage source="deals" titleKey="titles.allDeals" />, {
      lng,
      path: '/all_deals?category=meeting_room',
    });
    const map = await screen.findByTestId('listing-map');
    const cluster = await within(map).findByTestId('map-cluster');
    expect(cluster.getAttribute('data-count')).toBe('2');
    expect(asked).toContain('meeting_room');
    fireEvent.click(cluster);
    await waitFor(() => expect(within(map).getAllByTestId('map-pin')).toHaveLength(2));
    expect(
      within(map)
        .getAllByTestId('map-pin')
        .map((p) => p.querySelector('a')?.getAttribute('href')),
    ).toEqual(['/details/2', '/details/3']);
  });
});

describe('tiled map', () => {
  it('loads Leaflet lazily with the configured tiles and draws the price pins', async () => {
    await renderWithProviders(
      <PlaceMap
        label="map"
        tiles="https://tiles.example/{z}/{x}/{y}.png"
        pins={[{ id: 1, lat: 24.7, lng: 46.6, label: 'SAR 500', title: 'Office 1' }]}
      />,
    );
    // The outline stands in while the chunk loads, then the tiled map replaces it.
    const tiled = await screen.findByTestId('tile-map');
    await waitFor(() => expect(tiled.querySelector('.map-price-pin')?.textContent).toBe('SAR 500'));
    expect(tiled.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/,
    );
    expect(screen.queryByTestId('outline-map')).toBeNull();
  });

  it.each(['ar', 'en'] as const)(
    'offers "search this area" after a zoom by hand, searches the bounds, then "show all areas" (%s)',
    async (lng) => {
      vi.stubEnv('VITE_MAP_TILE_URL', 'https://tiles.example/{z}/{x}/{y}.png');
      // jsdom lays nothing out: give the map a size so its bounds are an area.
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
      await renderWithProviders(<ListingPage source="deals" titleKey="titles.allDeals" />, {
        lng,
        path: '/all_deals',
      });
      const tiled = await screen.findByTestId('tile-map');
      await waitFor(() => expect(tiled.querySelectorAll('.map-price-pin')).toHaveLength(3));
      // Fitting the pins is the map's own move: no button yet.
      expect(screen.queryByTestId('map-searchArea')).toBeNull();
      fireEvent.click(tiled.querySelector('.leaflet-control-zoom-in')!);
      const search = await screen.findByTestId('map-searchArea');
      expect(search.textContent).toBe(lng === 'ar' ? 'ابحث في هذه المنطقة' : 'Search this area');
      fireEvent.click(search);
      await waitFor(() => expect(areas.at(-1)).toMatch(/^[\d.]+,[\d.]+,[\d.]+,[\d.]+$/));
      const [minLng, minLat, maxLng, maxLat] = areas.at(-1)!.split(',').map(Number);
      // The pins (24.70–24.75, 46.61–46.63) were fitted, then zoomed in around their middle.
      expect(minLat).toBeLessThan(24.73);
      expect(maxLat).toBeGreaterThan(24.72);
      expect(minLng).toBeLessThan(46.62);
      expect(maxLng).toBeGreaterThan(46.62);
      // Only the placed results inside the searched area are listed (the unplaced one is not).
      await waitFor(() => expect(screen.getAllByTestId('office-card').length).toBeLessThan(4));
      fireEvent.click(await screen.findByTestId('map-clearArea'));
      // Every area again: all four results (from the cache when the first answer is fresh).
      await waitFor(() => expect(screen.getAllByTestId('office-card')).toHaveLength(4));
      expect(screen.queryByTestId('map-clearArea')).toBeNull();
    },
  );
});
