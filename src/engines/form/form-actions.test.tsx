// FormActions: the end of a one-page form. A failed send shows its message above the button
// (announced), the button is busy while the send runs and sends again once it ends; cancel
// leaves without sending.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '@/components/testing/render';
import { FormActions } from './form-actions';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

const schema = z.object({ note: z.string() });

function Probe({ send, onCancel }: { send: () => Promise<void>; onCancel?: () => void }) {
  const form = useZodForm(schema, { defaultValues: { note: '' } });
  return (
    <form onSubmit={(e) => void form.submit(send)(e)} noValidate>
      <FormActions
        form={form}
        submit="Send"
        submitTestId="probe-send"
        errorTestId="probe-error"
        cancel={onCancel && { label: 'Cancel', onClick: onCancel }}
      />
    </form>
  );
}

const button = () => screen.getByTestId('probe-send') as HTMLButtonElement;

describe('FormActions', () => {
  it('is busy while the send runs, then shows why it failed above the button', async () => {
    let fail: (e: Error) => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    await renderWithProviders(<Probe send={send} />);
    expect(screen.queryByTestId('probe-error')).toBeNull();
    fireEvent.click(button());
    await waitFor(() => expect(button().getAttribute('data-loading')).not.toBeNull());
    expect(button().disabled).toBe(true);
    fail(new TypeError('Failed to fetch'));
    const error = await screen.findByTestId('probe-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).not.toBe('');
    expect(button().getAttribute('data-loading')).toBeNull();
    expect(button().type).toBe('submit');
  });

  it('cancels without sending', async () => {
    const send = vi.fn(async () => undefined);
    const onCancel = vi.fn();
    await renderWithProviders(<Probe send={send} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });
});
