// The home's featured spaces and cities with msw in Node, in both languages: what the
// backend's home content gives is shown and linked; cities without spaces are left out.
import { act, cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import HomeFeatured from './home-featured';

const office = (id: number) => ({
  id,
  ad_number: `AD-${1000 + id}`,
  title: `Office ${id}`,
  category: 'private_office' as const,
  city_name: 'Riyadh',
  main_image: `offices/${id}.webp`,
  price_from: 500,
  price_after_offer: 450,
  has_offer: true,
  price_type: 2 as const,
});
const server = setupServer(
  http.get('*/apiBack/v1/public/home', () =>
    HttpResponse.json({
      data: {
        hero: { title: 'x', subtitle: 'y', image: 'a.jpg' },
        featured_offices: [office(1), office(2)],
        deals: [],
        cities: [
          { city: { id: 1, name_ar: 'الرياض', name_en: 'Riyadh' }, offices_count: 3 },
          { city: { id: 2, name_ar: 'جدة', name_en: 'Jeddah' }, offices_count: 1 },
          { city: { id: 9, name_ar: 'تبوك', name_en: 'Tabuk' }, offices_count: 0 },
        ],
        stats: { tenants_reach: 1, top_lessors_description_percent: 50 },
      },
    }),
  ),
  http.get('*/apiBack/v1/user/settings/general', () => HttpResponse.json({ data: {} })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(cleanup);
afterAll(() => server.close());

describe.each([
  ['ar', 'مساحات مميزة', ['الرياض', '3 مساحات', 'جدة', 'مساحة واحدة'], '450.00 ر.س'],
  ['en', 'Featured spaces', ['Riyadh', '3 spaces', 'Jeddah', '1 space'], 'SAR 450.00'],
] as const)('home featured (%s)', (lng, title, cityTexts, price) => {
  it('shows the featured spaces and the cities that have spaces', async () => {
    await renderWithProviders(<HomeFeatured />, { lng });
    await screen.findByRole('heading', { name: title });
    const cards = screen.getAllByTestId('featured-office');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/details/1', '/details/2']);
    expect(cards[0].textContent).toContain(price);
    const cities = screen.getAllByTestId('home-city');
    expect(cities.map((c) => c.getAttribute('href'))).toEqual([
      '/list?city_id=1',
      '/list?city_id=2',
    ]);
    expect(cities.map((c) => c.textContent).join('|')).toBe(
      `${cityTexts[0]}${cityTexts[1]}|${cityTexts[2]}${cityTexts[3]}`,
    );
  });
});

// A hydrating section finds the answer its markup was made from in the cache: asking again
// would re-render the whole section synchronously when the same content comes back.
function MountedAgain() {
  const [again, setAgain] = useState(false);
  return (
    <>
      <HomeFeatured />
      {again && <HomeFeatured />}
      <button type="button" onClick={() => setAgain(true)}>
        again
      </button>
    </>
  );
}

it('does not ask for the home content again when another reader mounts', async () => {
  const { client } = await renderWithProviders(<MountedAgain />);
  await screen.findAllByTestId('featured-office');
  await act(async () => screen.getByRole('button', { name: 'again' }).click());
  expect(screen.getAllByTestId('featured-office')).toHaveLength(4);
  // Neither asking now nor asked and answered already.
  expect(client.isFetching()).toBe(0);
  const home = client
    .getQueryCache()
    .findAll({ predicate: (q) => JSON.stringify(q.queryKey).includes('/public/home') });
  expect(home.map((q) => q.state.dataUpdateCount)).toEqual([1]);
});
