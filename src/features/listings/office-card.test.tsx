// The listing card in each language (issue 11, defect 9): the place joins city and
// neighbourhood with the language's own comma.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { OfficeCard } from './office-card';
import type { OfficeSummary } from './use-listing';

afterEach(cleanup);

const office = (city: string, neighborhood: string): OfficeSummary => ({
  id: 7,
  ad_number: '200007',
  title: 'Office',
  category: 'private_office',
  city_name: city,
  main_image: 'offices/7/main.webp',
  neighborhood,
  price_from: 150,
  price_type: 2,
  area: 40,
  has_offer: false,
});

describe('office card', () => {
  it.each([
    ['en', 'Riyadh', 'Al Malqa', 'Riyadh, Al Malqa'],
    ['ar', 'الرياض', 'الملقا', 'الرياض، الملقا'],
  ] as const)('joins the place with the comma of %s', async (lng, city, area, text) => {
    await renderWithProviders(<OfficeCard office={office(city, area)} />, { lng });
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows the city alone when there is no neighbourhood', async () => {
    await renderWithProviders(<OfficeCard office={office('Jeddah', '')} />, { lng: 'en' });
    expect(screen.getByText('Jeddah')).toBeTruthy();
  });
});
