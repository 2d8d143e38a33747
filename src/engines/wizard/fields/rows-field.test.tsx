import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiRequestError } from '@/api/result';
import { renderWithProviders } from '@/components/testing/render';
import { defineWizard } from '../define-wizard';
import { Wizard } from '../wizard';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// A list rule like the main prices': one active row at least, a value for each active row.
const schema = z.object({
  prices: z
    .array(z.object({ type: z.enum(['hour', 'day']), active: z.boolean(), price: z.string() }))
    .superRefine((rows, ctx) => {
      if (!rows.some((r) => r.active))
        ctx.addIssue({ code: 'custom', message: 'validation:atLeastOneActivePrice' });
      rows.forEach((r, i) => {
        if (r.active && !r.price.trim())
          ctx.addIssue({
            code: 'custom',
            message: 'validation:activePriceValue',
            path: [i, 'price'],
          });
      });
    }),
  name: z.string().min(4, { error: 'validation:nameLength' }),
});

function makeDef(submit = vi.fn(async (_v: z.output<typeof schema>) => ({ ok: true }))) {
  return defineWizard({
    ns: 'wtest',
    schema,
    defaults: {
      prices: [
        { type: 'hour', active: false, price: '' },
        { type: 'day', active: true, price: '300' },
      ],
      name: '',
    },
    fields: {
      prices: {
        kind: 'rows',
        rowLabel: (row) => `types.${row.type}`,
        fields: {
          active: { kind: 'checkbox', labelOf: (row) => `types.${row.type}` },
          price: { kind: 'number', hideLabel: true, placeholder: 'fields.price' },
        },
        newRow: { type: 'day', active: false, price: '' },
        removable: true,
        min: 1,
        max: 3,
      },
      name: { kind: 'text' },
    },
    steps: [
      { id: 'prices', fields: ['prices'] },
      { id: 'info', fields: ['name'] },
    ],
    submit,
  });
}

const at = (path: string) => document.querySelector<HTMLElement>(`[data-field="${path}"]`)!;
const errorAt = (path: string) => at(path)?.querySelector('[data-part="error-text"]');
const priceInput = (i: number) => at(`prices.${i}.price`).querySelector('input')!;
const priceOf = (i: number) => at(`services.${i}.price`).querySelector('input')!;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('rows field', () => {
  it('shows a row error at its sub-field and the list error at the list, validating only its step', async () => {
    await renderWithProviders(<Wizard def={makeDef()} />);
    // Each row is a named group; the hidden label still names the input.
    expect(screen.getByRole('group', { name: 'types.hour' })).toBeTruthy();
    expect(priceInput(0).getAttribute('placeholder')).toBe('fields.price');
    expect(priceInput(0).getAttribute('dir')).toBe('ltr');

    // Activate the empty row: its price is required, at that row only.
    await userEvent.click(within(at('prices.0')).getByText('types.hour'));
    click('Next');
    await waitFor(() =>
      expect(errorAt('prices.0.price')?.textContent).toBe('Enter a value for every active price'),
    );
    expect(errorAt('prices.1.price')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('steps.prices');

    // No active row at all: the list's own message.
    await userEvent.click(within(at('prices.0')).getByText('types.hour'));
    await userEvent.click(within(at('prices.1')).getByText('types.day'));
    click('Next');
    await waitFor(() =>
      expect(at('prices').querySelector(':scope > [data-part="error-text"]')?.textContent).toBe(
        'Activate at least one price',
      ),
    );

    // Fixed: the step moves on although the next step's `name` is still empty.
    await userEvent.click(within(at('prices.1')).getByText('types.day'));
    fireEvent.change(priceInput(1), { target: { value: '250' } });
    click('Next');
    await waitFor(() => expect(at('name')).toBeTruthy());
    expect(errorAt('name')).toBeNull();
  });

  it('adds rows up to max and removes them down to min', async () => {
    await renderWithProviders(<Wizard def={makeDef()} />);
    click('Add a row');
    await waitFor(() => expect(at('prices.2')).toBeTruthy());
    // The new row is empty but not yet in error, and has the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(at('prices.2.active').querySelector('input')),
    );
    expect(errorAt('prices.2.price')).toBeNull();
    expect(priceInput(0).value).toBe('');
    expect(priceInput(1).value).toBe('300');
    expect(screen.queryByRole('button', { name: 'Add a row' })).toBeNull();
    fireEvent.change(priceInput(2), { target: { value: '99' } });
    const removeIn = (i: number) =>
      fireEvent.click(within(at(`prices.${i}`)).getByRole('button', { name: /^Remove / }));
    removeIn(0);
    await waitFor(() => expect(at('prices.2')).toBeNull());
    // The rows moved up with their values.
    expect(priceInput(0).value).toBe('300');
    expect(priceInput(1).value).toBe('99');
    removeIn(0);
    await waitFor(() => expect(at('prices.1')).toBeNull());
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('puts a 422 on the row field by path and keeps messages for unknown paths', async () => {
    const submit = vi.fn(async (_v: z.output<typeof schema>) => {
      throw new ApiRequestError(422, {
        message: 'Invalid Input',
        errors: {
          'prices.1.price': ['validation:invalidInput'],
          body: ['validation:invalidCoupon'],
        },
      });
    });
    await renderWithProviders(<Wizard def={makeDef(submit)} />);
    click('Next');
    await waitFor(() => expect(at('name')).toBeTruthy());
    fireEvent.change(at('name').querySelector('input')!, { target: { value: 'Riyadh hub' } });
    click('Send');
    await waitFor(() => expect(errorAt('prices.1.price')?.textContent).toBe('Invalid Input'));
    expect(submit.mock.calls[0][0].prices[1]).toEqual({ type: 'day', active: true, price: '300' });
    // The message for a path no step shows is said above the form (the forms' one 422
    // mapping: the message itself, not the vague "Invalid Input" before it).
    expect(screen.getByRole('alert').textContent).toBe('invalid Coupon !');
    // Typed values are kept.
    expect(priceInput(1).value).toBe('300');
  });

  it('greets a new row without errors, then checks it like any field', async () => {
    const services = z.object({
      services: z.array(
        z.object({
          name: z.string().min(1, { error: 'validation:required' }),
          price: z.string().min(1, { error: 'validation:required' }),
        }),
      ),
    });
    const def = defineWizard({
      ns: 'wtest',
      schema: services,
      defaults: { services: [] },
      fields: {
        services: {
          kind: 'rows',
          newRow: { name: '', price: '' },
          fields: { name: { kind: 'text' }, price: { kind: 'number' } },
        },
      },
      steps: [{ id: 'services', fields: ['services'] }],
      submit: async () => undefined,
    });
    await renderWithProviders(<Wizard def={def} />);
    click('Add a row');
    await waitFor(() =>
      expect(document.activeElement).toBe(at('services.0.name').querySelector('input')),
    );
    // The user types a name and moves on: the untouched price is still not in error.
    await userEvent.type(at('services.0.name').querySelector('input')!, 'Cleaning');
    await userEvent.tab();
    expect(document.activeElement).toBe(priceOf(0));
    expect(errorAt('services.0.name')).toBeNull();
    expect(errorAt('services.0.price')).toBeNull();
    await userEvent.clear(at('services.0.name').querySelector('input')!);
    click('Send');
    await waitFor(() =>
      expect(errorAt('services.0.price')?.textContent).toBe('fields.price is Required'),
    );
    expect(errorAt('services.0.name')?.textContent).toBe('fields.name is Required');
    await userEvent.type(priceOf(0), '40');
    await waitFor(() => expect(errorAt('services.0.price')).toBeNull());
  });
});
