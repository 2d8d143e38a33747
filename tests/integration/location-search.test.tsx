// The wizard's location field against the embedded backend: an address typed in either
// language is searched (debounced) and offered as a keyboard-accessible combobox; picking a
// place moves the value (the typed inputs follow) and shows it close up on the outline map,
// whose +/− and "whole country" buttons zoom.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { LocationInput } from '@/engines/wizard/fields/location-field';
import { serveApp } from './helpers';

serveApp();

afterEach(() => cleanup());

function Harness() {
  const [value, setValue] = useState<{ lat: number; lng: number } | null>(null);
  return (
    <>
      <LocationInput value={value} onChange={setValue} label="Location" tiles="" />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const status = () => screen.getByTestId('place-search-status').textContent;
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null');
const zoom = () => Number(screen.getByTestId('saudi-map').getAttribute('data-zoom'));
const options = async () => {
  const list = await screen.findByRole('listbox', {}, { timeout: 5_000 });
  return within(list).getAllByRole('option');
};

describe('address search in the location field', () => {
  it('English: words in any case find the one place; arrows and Enter pick it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { lng: 'en' });
    const box = screen.getByRole('combobox', { name: 'Search the address' });
    await user.type(box, 'khobar CORNICHE');
    const found = await options();
    expect(found.map((o) => o.textContent)).toEqual(['Khobar CornicheLandmark · Khobar']);
    expect(status()).toBe('1 result');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(found[0].id);
    await user.keyboard('{Enter}');
    expect(value()).toEqual({ lat: 26.292, lng: 50.2197 });
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe(
      '26.292',
    );
    expect(status()).toBe('Pin moved to Khobar Corniche');
    // Shown close up, and the buttons zoom around the pin.
    expect(zoom()).toBe(160);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoom()).toBe(80);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom()).toBe(160);
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole country' }));
    expect(zoom()).toBe(1);
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveProperty('disabled', true);
  });

  it('Arabic: the city first, then what is in it; a click picks; nothing found says so', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />, { lng: 'ar' });
    const box = screen.getByRole('combobox', { name: 'ابحث عن العنوان' });
    await user.type(box, 'الخُبر');
    const found = await options();
    expect(found[0].textContent).toBe('الخبرمدينة');
    const names = found.map((o) => o.querySelector('p')?.textContent);
    expect(names).toContain('كورنيش الخبر');
    expect(names).not.toContain('كورنيش الدمام');
    // The city, its three seeded districts, its corniche and water tower: Arabic plural "few".
    expect(found).toHaveLength(6);
    expect(status()).toBe('6 نتائج');
    fireEvent.click(found[names.indexOf('كورنيش الخبر')]);
    expect(value()).toEqual({ lat: 26.292, lng: 50.2197 });
    expect((box as HTMLInputElement).value).toBe('كورنيش الخبر');

    await user.clear(box);
    await user.type(box, 'القاهرة');
    await waitFor(() => expect(status()).toBe('لا يوجد مكان يطابق «القاهرة»'));
    // The value picked before is kept.
    expect(value()).toEqual({ lat: 26.292, lng: 50.2197 });
  });
});
