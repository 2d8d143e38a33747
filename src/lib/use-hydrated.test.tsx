// useHydrated and useFromServerMarkup tell a hydration from a client render the way React
// marks it (its ids): false on the server and while hydrating, true in a client render
// and once hydration has committed.
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useFromServerMarkup, useHydrated } from './use-hydrated';

// What React needs to flush effects and updates inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seen: string[] = [];

function Probe() {
  const hydrated = useHydrated();
  const fromMarkup = useFromServerMarkup();
  seen.push(`${hydrated}/${fromMarkup}`);
  return <p>{hydrated ? 'browser' : 'markup'}</p>;
}

afterEach(() => {
  seen.length = 0;
  document.body.replaceChildren();
});

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>markup</p>');
    expect(seen).toEqual(['false/true']);
  });

  it('hydrates the server markup unchanged, then turns true', async () => {
    const el = document.createElement('div');
    el.innerHTML = renderToString(<Probe />);
    document.body.append(el);
    seen.length = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(el, <Probe />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe('false/true');
    expect(seen.at(-1)).toBe('true/true');
    expect(el.textContent).toBe('browser');
  });

  it('is true from the first client render', async () => {
    const el = document.createElement('div');
    document.body.append(el);
    await act(async () => {
      createRoot(el).render(<Probe />);
    });
    expect(seen).toEqual(['true/false']);
  });
});
