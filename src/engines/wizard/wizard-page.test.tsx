import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { z } from 'zod';
import { renderWithProviders } from '@/components/testing/render';
import { defineWizard } from './define-wizard';
import { WizardPage } from './wizard-page';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const schema = z.object({ name: z.string().min(4, { error: 'validation:nameLength' }) });
interface Saved {
  id: number;
  name: string;
}
const makeDef = (submit: (v: { name: string }) => Promise<Saved>) =>
  defineWizard({
    ns: 'wtest',
    schema,
    fields: { name: { kind: 'text' } },
    steps: [{ id: 'info', fields: ['name'] }],
    submit,
  });

function Where() {
  return <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;
}
const nameInput = () => document.querySelector('[data-field="name"] input') as HTMLInputElement;

describe('WizardPage (a form page: load, values, send, invalidate, go back)', () => {
  it('waits for its record, starts from its values and, once sent, marks lists stale and leaves', async () => {
    const submit = vi.fn(async (v: { name: string }) => ({ id: 12, name: v.name }));
    const onDone = vi.fn();
    const refetch = vi.fn();
    function Page() {
      const [loading, setLoading] = useState(true);
      return (
        <>
          <button onClick={() => setLoading(false)}>loaded</button>
          <Routes>
            <Route
              path="/edit"
              element={
                <WizardPage
                  def={makeDef(submit)}
                  queries={[{ isPending: loading, isError: false, error: null, refetch }]}
                  record={loading ? undefined : { id: 12, name: 'Olaya hub', internal: true }}
                  toValues={({ name }) => ({ name })}
                  scope="thing-12"
                  invalidates={[['get', '/things']]}
                  onDone={onDone}
                  // The result is typed from the definition's submit: `saved.id` is a number.
                  doneTo={(saved) => `/things?saved=${saved.id.toFixed(0)}`}
                />
              }
            />
            <Route path="/things" element={<Where />} />
          </Routes>
        </>
      );
    }
    const { client } = await renderWithProviders(<Page />, { path: '/edit' });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(nameInput()).toBeNull();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'loaded' }));
    await waitFor(() => expect(nameInput()?.value).toBe('Olaya hub'));
    fireEvent.change(nameInput(), { target: { value: 'Olaya tower' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/things?saved=12'));
    expect(submit.mock.calls[0][0]).toEqual({ name: 'Olaya tower' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['get', '/things'] });
    expect(onDone).toHaveBeenCalledWith({ id: 12, name: 'Olaya tower' });
  });

  it('says a record that failed to load, with a retry, instead of opening an empty form', async () => {
    const refetch = vi.fn();
    const failed = { isPending: false, isError: true, error: new Error('down'), refetch };
    await renderWithProviders(
      <WizardPage def={makeDef(vi.fn())} queries={[failed]} scope="thing-failed" />,
    );
    const fallback = screen.getByTestId('error-fallback');
    expect(nameInput()).toBeNull();
    fireEvent.click(within(fallback).getByRole('button'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
