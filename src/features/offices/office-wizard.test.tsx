import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/components/testing/render';
import { Wizard } from '@/engines/wizard';
import { makeOfficeWizard } from './office-wizard';

afterEach(cleanup);

const input = (name: string) =>
  document.querySelector(
    `[data-field="${name}"] input, [data-field="${name}"] select`,
  ) as HTMLInputElement;

describe('office wizard config', () => {
  it('step 1 accepts a complete office info and moves on (no server draft call needed here)', async () => {
    const search = {
      features: [
        { id: 1, name_ar: 'إنترنت', name_en: 'Internet' },
        { id: 2, name_ar: 'مواقف', name_en: 'Parking' },
      ],
      cities: [],
    } as unknown as Parameters<typeof makeOfficeWizard>[0];
    const def = makeOfficeWizard(search, 'en', (p) => p);
    delete def.saveDraft;
    await renderWithProviders(<Wizard def={def} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Category is Required');
    fireEvent.change(input('name'), { target: { value: 'Test office' } });
    await userEvent.selectOptions(input('category'), 'private_office');
    await userEvent.selectOptions(input('type'), 'tower');
    fireEvent.change(input('ad_title'), {
      target: { value: 'Furnished offices for rent in Olaya' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(input('rooms')).toBeTruthy());
    const boxes = document.querySelectorAll(
      '[data-field="features"] [data-scope="checkbox"][data-part="root"]',
    );
    await userEvent.click(boxes[0]);
    await userEvent.click(boxes[1]);
    console.log(
      'DRAFT',
      localStorage.getItem('wizard-draft:offices:new'),
      boxes[0].outerHTML.slice(0, 400),
    );
    await waitFor(() =>
      expect(
        document.querySelectorAll(
          '[data-field="features"] [data-state="checked"][data-part="root"]',
        ).length,
      ).toBe(2),
    );
  });
});
