import { describe, expect, it } from 'vitest';
import { esc, languageUrl, officeJsonLd } from './page-head';
import { officeFacts } from './office-facts';

const ORIGIN = 'https://maktabi.example';

describe('languageUrl', () => {
  it('is the address without lng in Arabic and with lng=en in English, query kept', () => {
    const url = new URL('http://127.0.0.1:4173/list?city_id=1&lng=en');
    expect(languageUrl(url, ORIGIN, 'ar')).toBe(`${ORIGIN}/list?city_id=1`);
    expect(languageUrl(url, ORIGIN, 'en')).toBe(`${ORIGIN}/list?city_id=1&lng=en`);
  });
});

describe('office facts and JSON-LD', () => {
  const office = {
    id: 1,
    ad_number: 'A-1',
    ad_title: 'Office <one>',
    city_name: 'Riyadh',
    neighborhood: 'Al Olaya',
    main_image: 'uploads/o/1/main.jpg',
    images: [
      { id: 1, path: 'uploads/o/1/main.jpg' },
      { id: 2, path: 'uploads/o/1/b.jpg' },
    ],
    units: [
      {
        prices: [
          { type_res_id: 2, price: 300, active: true },
          { type_res_id: 3, price: 5000, active: true },
        ],
      },
      {
        prices: [
          { type_res_id: 3, price: 4000, active: true },
          { type_res_id: 1, price: 50, active: false },
        ],
      },
    ],
  } as never;
  const facts = officeFacts(office, (p) => (p ? `https://files.example/${p}` : undefined));

  it('keeps the lowest active price per period, monthly first', () => {
    expect(facts.offers).toEqual([
      { typeResId: 3, price: 4000 },
      { typeResId: 2, price: 300 },
    ]);
    expect(facts.image).toBe('https://files.example/uploads/o/1/main.jpg');
    expect(facts.images).toHaveLength(2);
  });

  it('describes a Product and Place with its address and offers in SAR per period', () => {
    const ld = officeJsonLd(facts, `${ORIGIN}/details/1`, (u) => u, 'd');
    expect(ld['@type']).toEqual(['Product', 'Place']);
    expect(ld.address).toMatchObject({ addressLocality: 'Riyadh', addressCountry: 'SA' });
    expect(ld.offers[0]).toMatchObject({
      price: 4000,
      priceCurrency: 'SAR',
      priceSpecification: { unitCode: 'MON', priceCurrency: 'SAR' },
    });
    expect(ld.offers[1].priceSpecification.unitCode).toBe('DAY');
  });

  it('escapes text for attributes', () => {
    expect(esc('a "b" <c> & d')).toBe('a &quot;b&quot; &lt;c&gt; &amp; d');
  });
});
