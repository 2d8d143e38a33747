import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/components/testing/render';
import { ApiRequestError } from '@/api/result';
import type { DocumentFieldDef, FormMedia, Media } from '../define-wizard';
import { DocumentInput } from './document-field';

afterEach(cleanup);

function Harness({ def, start = null }: { def: DocumentFieldDef; start?: FormMedia | null }) {
  const [value, setValue] = useState<FormMedia | null>(start);
  return (
    <>
      <DocumentInput
        def={def}
        value={value}
        onChange={setValue}
        label="Title deed"
        ctx={{ ensureDraft: async () => '7' }}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const pdf = () => new File(['%PDF-1.4\n'], 'deed.pdf', { type: 'application/pdf' });
const pick = (file: File) =>
  fireEvent.change(screen.getByTestId('file-document'), { target: { files: [file] } });

describe('DocumentInput', () => {
  it('uploads with its progress, warns before closing, then offers view, replace and remove', async () => {
    let report!: (f: number) => void;
    let finish!: () => void;
    const upload = vi.fn(
      (_file: File, _ctx: unknown, onProgress: (f: number) => void) =>
        new Promise<Media>((resolve) => {
          report = onProgress;
          finish = () => resolve({ id: 9, path: 'uploads/offices/7/deed01.pdf', kind: 'deed' });
        }),
    );
    const remove = vi.fn(async () => undefined);
    const addSpy = vi.spyOn(window, 'addEventListener');
    await renderWithProviders(
      <Harness
        def={{ kind: 'document', accept: 'application/pdf', upload, remove, src: (p) => `/f/${p}` }}
      />,
    );
    pick(pdf());
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    report(0.4);
    const bar = await screen.findByRole('progressbar', { name: 'Title deed' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(screen.getByText(/Uploading 40%/)).toBeTruthy();
    expect(addSpy.mock.calls.some(([type]) => type === 'beforeunload')).toBe(true);
    finish();
    await screen.findByTestId('document-stored');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'View the file' }).getAttribute('href')).toBe(
      '/f/uploads/offices/7/deed01.pdf',
    );
    expect(screen.getByText('PDF')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace the Title deed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the Title deed' }));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('null'));
    expect(remove).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }), expect.anything());
    expect(screen.getByRole('button', { name: 'Upload a file' })).toBeTruthy();
  });

  it('refuses a file its check refuses, without sending it or losing the stored one', async () => {
    const upload = vi.fn();
    const stored = { id: 3, path: 'uploads/offices/7/deed02.jpg', kind: 'deed' as const };
    await renderWithProviders(
      <Harness
        def={{
          kind: 'document',
          accept: 'application/pdf,image/*',
          upload,
          check: async (f) => (f.name.endsWith('.exe') ? 'validation:documentInvalid' : null),
        }}
        start={stored}
      />,
    );
    pick(new File(['MZ'], 'virus.exe'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The document must be a PDF or a JPG, PNG or WebP image',
    );
    expect(upload).not.toHaveBeenCalled();
    expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual(stored);
  });

  it("shows the server's word on a refused file (422 at `file`)", async () => {
    const upload = vi.fn(async () => {
      throw new ApiRequestError(422, {
        message: 'The given data was invalid.',
        errors: { file: ['validation:documentTooLarge'] },
      });
    });
    await renderWithProviders(<Harness def={{ kind: 'document', accept: '*/*', upload }} />);
    pick(pdf());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The document is larger than 10 MB',
    );
    expect(screen.getByTestId('value').textContent).toBe('null');
  });
});
