import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '@/components/testing/render';
import { clearSession, setSession } from '@/lib/session';
import { useCacheFollowsSession } from './use-cache-follows-session';

afterEach(cleanup);

const PUBLIC = ['get', '/apiBack/v1/public/offices'] as const;
const MINE = ['get', '/apiBack/v1/user/offers'] as const;
const OLD = ['get', '/apiBack/v1/ordinaries/favorites'] as const;

function Screen({ keys }: { keys: (readonly string[])[] }) {
  useCacheFollowsSession();
  for (const queryKey of keys) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list per test
    useQuery({ queryKey, queryFn: () => 'answer', staleTime: Infinity });
  }
  return null;
}

async function setup(keys: (readonly string[])[], i18n?: I18n) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of [PUBLIC, MINE, OLD]) client.setQueryData(key, 'cached');
  const lang = i18n ?? (await testI18n('en'));
  render(
    <I18nextProvider i18n={lang}>
      <QueryClientProvider client={client}>
        <Screen keys={keys} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { client, i18n: lang };
}

const state = (client: QueryClient, key: readonly string[]) => client.getQueryState(key);
/** An answer on screen that was asked again holds the fresh 'answer', not the seeded 'cached'. */
const askedAgain = (client: QueryClient, key: readonly string[]) =>
  waitFor(() => expect(client.getQueryData(key)).toBe('answer'));

describe('the query cache follows the session and the language', () => {
  it('on login drops answers off screen and asks again for those on it', async () => {
    const { client } = await setup([PUBLIC, MINE]);
    act(() => setSession('t-1', 'ordinary'));
    expect(state(client, OLD)).toBeUndefined();
    await askedAgain(client, PUBLIC);
    await askedAgain(client, MINE);
  });

  it('after a logout asks again only for public answers (guards leave private screens)', async () => {
    setSession('t-1', 'bussines');
    const { client } = await setup([PUBLIC, MINE]);
    act(() => clearSession());
    expect(state(client, OLD)).toBeUndefined();
    await askedAgain(client, PUBLIC);
    expect(client.getQueryData(MINE)).toBe('cached');
    expect(state(client, MINE)?.isInvalidated).toBe(false);
  });

  it('asks again for everything when the language changes', async () => {
    const { client, i18n } = await setup([PUBLIC]);
    await act(() => i18n.changeLanguage('ar'));
    await askedAgain(client, PUBLIC);
    for (const key of [MINE, OLD]) expect(state(client, key)?.isInvalidated).toBe(true);
  });
});
