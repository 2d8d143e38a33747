// The shared "pick a file" button: a named hidden input behind a real button, the chosen
// files handed over once, the input cleared for the same file again, no picking while busy.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePickButton } from './file-pick-button';
import { renderWithProviders } from './testing/render';

afterEach(cleanup);

const pdf = () => new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });

describe('FilePickButton', () => {
  it('names its input, filters by accept, and hands over the picked file once', async () => {
    const onFiles = vi.fn();
    await renderWithProviders(
      <FilePickButton label="Base contract" accept="application/pdf" onFiles={onFiles} />,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Base contract');
    expect(input.type).toBe('file');
    expect(input.accept).toBe('application/pdf');
    // The button is a real button with the default text, so Tab and Enter reach it.
    const button = screen.getByRole('button', { name: 'Choose a file' });
    expect(button.tagName).toBe('BUTTON');
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(button);
    expect(opened).toHaveBeenCalledOnce();

    const file = pdf();
    fireEvent.change(input, { target: { files: [file] } });
    expect(onFiles).toHaveBeenCalledExactlyOnceWith([file]);
    // Cleared: picking the same file again fires again.
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { files: [] } });
    expect(onFiles).toHaveBeenCalledOnce();
  });

  it('is disabled while busy, with its own text and name, in Arabic too', async () => {
    await renderWithProviders(
      <FilePickButton label="الشعار" onFiles={() => {}} busy buttonLabel="تغيير الشعار">
        تغيير
      </FilePickButton>,
      { lng: 'ar' },
    );
    const button = screen.getByRole('button', { name: 'تغيير الشعار' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.textContent).toBe('تغيير');
    cleanup();
    await renderWithProviders(<FilePickButton label="الشعار" onFiles={() => {}} />, {
      lng: 'ar',
    });
    expect(screen.getByRole('button', { name: 'اختر ملفًا' })).toHaveProperty('disabled', false);
  });
});
