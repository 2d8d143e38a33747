import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiNetworkError, ApiRequestError } from '@/api/result';
import { renderWithProviders } from '@/components/testing/render';
import { FormError } from './form-error';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

const schema = z.object({
  name: z.string().min(4, { error: 'validation:nameLength' }),
  prices: z.array(z.object({ value: z.string() })),
});

function Probe({ send }: { send: (v: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useZodForm(schema, { defaultValues: { name: '', prices: [{ value: '5' }] } });
  return (
    <form onSubmit={(e) => void form.submit(send)(e)} data-testid="form" noValidate>
      <input {...form.register('name')} data-testid="name" />
      <span data-testid="name-error">{form.fieldError('name', 'Name')}</span>
      <input {...form.register('prices.0.value')} data-testid="price" />
      <span data-testid="price-error">{form.fieldError('prices.0.value', 'Price')}</span>
      <FormError message={form.formError} testId="form-error" />
    </form>
  );
}

async function setup(send: (v: z.output<typeof schema>) => Promise<unknown>, lng?: 'ar' | 'en') {
  await renderWithProviders(<Probe send={send} />, { lng });
  fireEvent.change(screen.getByTestId('name'), { target: { value: 'Maktab' } });
  fireEvent.submit(screen.getByTestId('form'));
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('useZodForm', () => {
  it('validates with the schema and translates the message with the field label', async () => {
    const send = vi.fn(async () => undefined);
    await renderWithProviders(<Probe send={send} />);
    fireEvent.submit(screen.getByTestId('form'));
    await waitFor(() =>
      expect(text('name-error')).toBe('Name must be at least 4 and fewer than 30 characters'),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('hands the parsed values over', async () => {
    const send = vi.fn(async () => undefined);
    await setup(send);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]).toEqual([{ name: 'Maktab', prices: [{ value: '5' }] }]);
  });

  it('puts a 422 on its fields by path and keeps what was typed', async () => {
    await setup(async () => {
      throw new ApiRequestError(422, {
        message: 'Invalid Input',
        errors: { 'prices.0.value': ['validation:positiveNumber'] },
      });
    });
    await waitFor(() => expect(text('price-error')).toBe('Price must be greater than zero'));
    expect(text('form-error')).toBe('Check the fields marked in red');
    expect((screen.getByTestId('name') as HTMLInputElement).value).toBe('Maktab');
  });

  it('says a message for a field the form does not show above the form', async () => {
    await setup(async () => {
      throw new ApiRequestError(422, {
        message: 'Invalid Input',
        errors: { start_date: ['validation:bookingPast'] },
      });
    });
    await waitFor(() => expect(text('form-error')).toBe('You cannot book in the past'));
  });

  it('translates offline and server failures, in Arabic too', async () => {
    await setup(async () => {
      throw new ApiNetworkError(new TypeError('Failed to fetch'));
    }, 'ar');
    await waitFor(() => expect(text('form-error')).toMatch(/غير متصل/));
    cleanup();
    await setup(async () => {
      throw new ApiRequestError(500, { message: 'SQLSTATE[HY000] General error' });
    });
    await waitFor(() =>
      expect(text('form-error')).toBe(
        'The server ran into a problem. Please try again in a moment.',
      ),
    );
  });

  it('types field paths from the schema input', () => {
    const Typed = () => {
      const form = useZodForm(schema);
      // @ts-expect-error a field the schema does not have
      form.fieldError('nmae');
      form.fieldError('prices.0.value');
      expectTypeOf(form.submit).parameter(0).parameter(0).toEqualTypeOf<z.output<typeof schema>>();
      return null;
    };
    expect(Typed).toBeTypeOf('function');
  });
});

describe('useZodForm drafts', () => {
  function Drafted({ send }: { send: () => Promise<unknown> }) {
    const form = useZodForm(schema, {
      draft: 'probe',
      defaultValues: { name: '', prices: [{ value: '5' }] },
    });
    return (
      <form onSubmit={(e) => void form.submit(send)(e)} data-testid="form" noValidate>
        <input {...form.register('name')} data-testid="name" />
        <FormError message={form.formError} testId="form-error" />
      </form>
    );
  }
  const name = () => screen.getByTestId('name') as HTMLInputElement;

  it('keeps what was typed across a reload, and forgets it once sent', async () => {
    const send = vi.fn(async () => {
      throw new ApiNetworkError(new TypeError('Failed to fetch'));
    });
    await renderWithProviders(<Drafted send={send} />);
    fireEvent.change(name(), { target: { value: 'Maktab Riyadh' } });
    cleanup(); // the reload
    await renderWithProviders(<Drafted send={send} />);
    expect(name().value).toBe('Maktab Riyadh');
    fireEvent.submit(screen.getByTestId('form'));
    await screen.findByTestId('form-error');
    cleanup(); // a failed send keeps the draft
    await renderWithProviders(<Drafted send={async () => undefined} />);
    expect(name().value).toBe('Maktab Riyadh');
    fireEvent.submit(screen.getByTestId('form'));
    await waitFor(() => expect(localStorage.getItem('form-draft:probe')).toBeNull());
    cleanup();
    await renderWithProviders(<Drafted send={send} />);
    expect(name().value).toBe('');
  });
});
