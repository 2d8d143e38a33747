// The inbox and a thread against the embedded backend (msw in Node), in both languages:
// unread counts, reading, sending with a masked number, and a reply from the other side
// arriving by polling while the thread is open.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, seedSessions } from '../../mocks/testing/api';
import { server } from '../../mocks/node';
import { renderWithProviders } from '@/components/testing/render';
import { InboxPage } from '@/features/conversations/inbox-page';
import { ThreadPage } from '@/features/conversations/thread-page';
import { messagesKey } from '@/features/conversations/use-messages';
import { serveApp, actAs } from './helpers';

serveApp();

beforeEach(async () => {
  await seedSessions();
});

const thread = (id: number, lng: 'ar' | 'en') =>
  renderWithProviders(<ThreadPage />, {
    lng,
    path: `/dashboard/messages/${id}`,
    route: '/dashboard/messages/:id',
  });

describe('inbox', () => {
  it('lists the lessor’s conversations with the unread total and per conversation (en)', async () => {
    actAs('lessor');
    await renderWithProviders(<InboxPage />, { lng: 'en' });
    expect((await screen.findByTestId('unread-total')).textContent).toBe('2 unread messages');
    const items = await screen.findAllByTestId('inbox-item');
    expect(items.map((i) => i.getAttribute('data-unread'))).toEqual(['2', '0']);
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-item')).toHaveLength(1));
  });
});

describe('a thread', () => {
  it('reads the answer on opening and masks a number typed before payment (ar)', async () => {
    actAs('tenant');
    const { client } = await thread(1, 'ar');
    await within(await screen.findByTestId('messages')).findByText(
      'نعم، البطاقة تعمل من السادسة صباحا. للتنسيق اتصل على 0500000002',
    );
    // Conversation 1 is about an office the tenant paid for: contacts are visible there.
    expect(screen.queryByTestId('contacts-hidden')).toBeNull();
    await waitFor(async () =>
      expect(
        (await call('get', '/ordinaries/conversations/1', { as: 'tenant' })).body.data.unread_count,
      ).toBe(0),
    );
    client.clear();
    cleanup();

    const opened = await call('post', '/ordinaries/conversations', {
      as: 'tenant',
      body: { office_id: 7 },
    });
    await thread(opened.body.data.id, 'ar');
    await screen.findByTestId('contacts-hidden');
    fireEvent.change(screen.getByTestId('composer-text'), {
      target: { value: 'اتصل بي 0551234567' },
    });
    expect(await screen.findByTestId('composer-mask-hint')).toBeTruthy();
    fireEvent.click(screen.getByTestId('composer-send'));
    const sent = await within(screen.getByTestId('messages')).findByText('اتصل بي •••');
    expect(
      within(sent.closest('[data-testid="message"]') as HTMLElement).getByText(
        'أخفيت بيانات التواصل',
      ),
    ).toBeTruthy();
    expect((screen.getByTestId('composer-text') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a reply from the other side without a reload, and the read receipt (en)', async () => {
    actAs('tenant');
    const opened = await call('post', '/ordinaries/conversations', {
      as: 'tenant',
      body: { office_id: 7, text: 'Is it free next week?' },
    });
    await thread(opened.body.data.id, 'en');
    const mine = await within(await screen.findByTestId('messages')).findByText(
      'Is it free next week?',
    );
    const receipt = () =>
      within(mine.closest('[data-testid="message"]') as HTMLElement).getByTestId('receipt');
    expect(receipt().getAttribute('data-read')).toBe('false');
    await call('post', `/user/conversations/${opened.body.data.id}/messages`, {
      as: 'lessor',
      form: { text: 'Yes, from Sunday.' },
    });
    expect(
      await within(screen.getByTestId('messages')).findByText(
        'Yes, from Sunday.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(receipt().getAttribute('data-read')).toBe('true'), {
      timeout: 10_000,
    });
  });

  it('refuses an empty message at the field and keeps a blocked conversation closed (en)', async () => {
    actAs('lessor');
    await thread(2, 'en');
    await screen.findByTestId('composer');
    fireEvent.click(screen.getByTestId('composer-send'));
    expect((await screen.findByTestId('composer-error')).textContent).toBe(
      'Write a message or attach a photo',
    );
    expect(screen.queryByTestId('thread-book')).toBeNull(); // a business account cannot book
    fireEvent.click(screen.getByTestId('thread-block'));
    expect((await screen.findByTestId('thread-blocked')).textContent).toContain('You blocked');
  });

  it('keeps the messages on screen when a poll fails (en)', async () => {
    actAs('tenant');
    const { client } = await thread(1, 'en');
    await within(await screen.findByTestId('messages')).findByText(/البطاقة تعمل/);
    server.use(
      http.get('*/apiBack/v1/ordinaries/conversations/:id/messages', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    // The next poll fails (and its one retry): the thread stays, with no fault box over it.
    await waitFor(
      () => expect(client.getQueryState(messagesKey('tenant', 1))?.status).toBe('error'),
      { timeout: 15_000 },
    );
    expect(within(screen.getByTestId('messages')).getByText(/البطاقة تعمل/)).toBeTruthy();
    expect(screen.queryByTestId('error-fallback')).toBeNull();
  });
});
