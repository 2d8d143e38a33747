import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/components/testing/render';
import type { FormMedia, Media } from '../define-wizard';
import { MediaInput } from './media-field';

afterEach(cleanup);

function Harness({ upload }: { upload: (f: File) => Promise<Media> }) {
  const [value, setValue] = useState<FormMedia[]>([]);
  const [main, setMain] = useState<string | number | null>(null);
  return (
    <>
      <MediaInput
        def={{ kind: 'images', min: 4, mainField: 'main_image', upload }}
        value={value}
        onChange={setValue}
        main={main}
        onMainChange={setMain}
        label="Images"
        ctx={{ ensureDraft: async () => '1' }}
      />
      <output data-testid="main">{String(main)}</output>
    </>
  );
}

describe('MediaInput (images)', () => {
  it('uploads picked files, states the rules, warns while uploading and picks a main image', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let n = 0;
    const upload = vi.fn(async () => {
      await gate;
      n += 1;
      return { id: n, path: `/files/${n}.jpg`, kind: 'image' as const };
    });
    const addSpy = vi.spyOn(window, 'addEventListener');
    await renderWithProviders(<Harness upload={upload} />);
    expect(screen.getByText(/Logos or words on images are not allowed/)).toBeTruthy();
    const files = ['a', 'b'].map((x) => new File([x], `${x}.jpg`, { type: 'image/jpeg' }));
    fireEvent.change(screen.getByTestId('file-images'), { target: { files } });
    expect(
      await screen.findByText("Uploading files. Please don't close the window until they finish."),
    ).toBeTruthy();
    expect(addSpy.mock.calls.some(([type]) => type === 'beforeunload')).toBe(true);
    release();
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(2));
    expect(screen.getByText('2 images (at least 4 needed)')).toBeTruthy();
    expect(screen.getByTestId('main').textContent).toBe('1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Make main' })[0]);
    expect(screen.getByTestId('main').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(1));
    expect(screen.getByTestId('main').textContent).toBe('1');
  });
});
