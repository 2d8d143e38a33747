// FormDialog: the form engine in the shared dialog frame. A 422 lands at the field, the
// dialog stays open with what was typed; a success closes it (onDone).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Input } from '@chakra-ui/react/input';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '@/api/result';
import { FormField } from '@/components/form-field';
import { renderWithProviders } from '@/components/testing/render';
import { FormDialog } from './form-dialog';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

const schema = z.object({ name: z.string().min(4, { error: 'validation:nameLength' }) });

function Probe({
  send,
  onDone,
}: {
  send: (v: { name: string }) => Promise<unknown>;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(true);
  const form = useZodForm(schema, { defaultValues: { name: '' } });
  return (
    <FormDialog
      open={open}
      form={form}
      title="Rename"
      onSubmit={send}
      onClose={() => setOpen(false)}
      onDone={() => {
        setOpen(false);
        onDone();
      }}
      submitLabel="Save"
      cancelLabel="Cancel"
      testId="probe-dialog"
      submitTestId="probe-save"
    >
      <FormField label="Name" required error={form.fieldError('name', 'Name')} testId="name-field">
        <Input {...form.register('name')} data-testid="name" />
      </FormField>
    </FormDialog>
  );
}

const name = () => screen.getByTestId('name') as HTMLInputElement;

describe('FormDialog', () => {
  it('checks the schema at the field before sending', async () => {
    const send = vi.fn(async () => undefined);
    await renderWithProviders(<Probe send={send} onDone={() => undefined} />);
    fireEvent.click(await screen.findByTestId('probe-save'));
    await screen.findByText('Name must be at least 4 and fewer than 30 characters');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByTestId('name-field').hasAttribute('data-invalid')).toBe(true);
  });

  it('puts a server 422 on the field and keeps the dialog open with what was typed', async () => {
    const onDone = vi.fn();
    await renderWithProviders(
      <Probe
        onDone={onDone}
        send={async () => {
          throw new ApiRequestError(422, {
            message: 'Invalid Input',
            errors: { name: ['validation:nameLength'] },
          });
        }}
      />,
    );
    fireEvent.change(await screen.findByTestId('name'), { target: { value: 'Maktab' } });
    fireEvent.click(screen.getByTestId('probe-save'));
    await screen.findByText('Name must be at least 4 and fewer than 30 characters');
    expect(screen.getByRole('alert').textContent).toBe('Check the fields marked in red');
    expect(name().value).toBe('Maktab');
    expect(screen.getByTestId('probe-dialog')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the parsed values and closes on success', async () => {
    const send = vi.fn(async (_values: { name: string }) => undefined);
    const onDone = vi.fn();
    await renderWithProviders(<Probe send={send} onDone={onDone} />);
    fireEvent.change(await screen.findByTestId('name'), { target: { value: 'Maktab' } });
    fireEvent.click(screen.getByTestId('probe-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]?.[0]).toEqual({ name: 'Maktab' });
    await waitFor(() => expect(screen.queryByTestId('probe-dialog')).toBeNull());
  });
});
