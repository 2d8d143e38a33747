// The shared dialog pieces: ConfirmDialog (moved out of the wizard engine), ReasonDialog
// (the contract's 3..500 reason rule) and FormField (label, mark, helper, error, LTR).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Input } from '@chakra-ui/react/input';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { FormField } from './form-field';
import { ReasonDialog } from './reason-dialog';
import { renderWithProviders } from './testing/render';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('is an alert dialog that confirms or cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderWithProviders(
      <ConfirmDialog
        open
        title="Delete?"
        body="It goes for good."
        confirm="Delete"
        cancel="Keep"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect((await screen.findByRole('alertdialog')).textContent).toContain('It goes for good.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows a blocker in place of the confirm button', async () => {
    await renderWithProviders(
      <ConfirmDialog
        open
        title="Publish?"
        body="b"
        confirm="Publish"
        cancel="Back"
        blocker={<p>Verify first</p>}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    await screen.findByText('Verify first');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});

describe('ReasonDialog', () => {
  const open = (onConfirm: (r: string) => void, lng?: 'ar' | 'en') =>
    renderWithProviders(
      <ReasonDialog
        open
        title="Reject"
        body="Why?"
        confirm="Reject"
        cancel="Back"
        reasonLabel="Reason"
        testId="rd"
        onConfirm={onConfirm}
        onCancel={() => undefined}
      />,
      { lng },
    );

  it('holds the contract rule: under 3 characters is refused at the field, in both languages', async () => {
    const onConfirm = vi.fn();
    await open(onConfirm);
    fireEvent.change(await screen.findByTestId('rd-reason'), { target: { value: ' no ' } });
    fireEvent.click(screen.getByTestId('rd-confirm'));
    await screen.findByText('Write a reason of 3 to 500 characters');
    expect(onConfirm).not.toHaveBeenCalled();
    cleanup();
    await open(onConfirm, 'ar');
    fireEvent.click(await screen.findByTestId('rd-confirm'));
    await screen.findByText('اكتب سبباً من 3 إلى 500 حرف');
  });

  it('hands the trimmed reason over', async () => {
    const onConfirm = vi.fn();
    await open(onConfirm);
    fireEvent.change(await screen.findByTestId('rd-reason'), {
      target: { value: '  too expensive ' },
    });
    fireEvent.click(screen.getByTestId('rd-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('too expensive'));
  });

  it('keeps what was typed when the request fails, with the message; no box or confirm while it cannot confirm', async () => {
    function Failing({ canConfirm }: { canConfirm?: boolean }) {
      const [error, setError] = useState<string>();
      return (
        <ReasonDialog
          open
          title="Cancel?"
          body="b"
          confirm="Cancel it"
          cancel="Keep"
          reasonLabel="Reason"
          testId="rd"
          canConfirm={canConfirm}
          error={error}
          onConfirm={() => setError('The booking has started')}
          onCancel={() => undefined}
        />
      );
    }
    await renderWithProviders(<Failing />);
    fireEvent.change(await screen.findByTestId('rd-reason'), {
      target: { value: 'Plans changed' },
    });
    fireEvent.click(screen.getByTestId('rd-confirm'));
    expect((await screen.findByRole('alert')).textContent).toBe('The booking has started');
    expect((screen.getByTestId('rd-reason') as HTMLTextAreaElement).value).toBe('Plans changed');
    cleanup();
    await renderWithProviders(<Failing canConfirm={false} />);
    await screen.findByRole('button', { name: 'Keep' });
    expect(screen.queryByTestId('rd-reason')).toBeNull();
    expect(screen.queryByTestId('rd-confirm')).toBeNull();
  });
});

describe('FormField', () => {
  it('labels its control, marks it required, shows the helper and the error', async () => {
    await renderWithProviders(
      <FormField
        label="Phone"
        required
        helper="Saudi mobile"
        error="Phone is required"
        ltr
        testId="f"
      >
        <Input data-testid="phone" />
      </FormField>,
    );
    const input = screen.getByLabelText(/Phone/);
    expect(input).toBe(screen.getByTestId('phone'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.queryByText('Saudi mobile')).toBeTruthy();
    // The required mark: an aria-hidden '*' inside the label (the input says required itself).
    const mark = screen.getByTestId('f').querySelector('label [aria-hidden="true"]');
    expect(mark?.textContent).toBe('*');
  });

  it('is valid, unmarked and in the page direction without those', async () => {
    await renderWithProviders(
      <FormField label="Name" testId="f">
        <Input data-testid="name" />
      </FormField>,
    );
    const input = screen.getByTestId('name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.closest('[dir="ltr"]')).toBeNull();
    expect(screen.getByTestId('f').querySelector('[data-part="error-text"]')).toBeNull();
  });
});
