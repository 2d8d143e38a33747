import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { setSession } from '@/lib/session';
import { ReportPanel } from './report-panel';

const posted: unknown[] = [];
const server = setupServer(
  http.post('*/apiBack/v1/user/conversations/:id/report', async ({ request, params }) => {
    posted.push({ id: params.id, body: await request.json() });
    return HttpResponse.json({ data: { id: 9 } }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => setSession('lessor-token', 'bussines'));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  posted.length = 0;
});
afterAll(() => server.close());

const reason = 'Asked me to pay by bank transfer outside the site';

describe('ReportPanel (reporting a conversation)', () => {
  it('marks both reason fields at the field and sends nothing while they are empty', async () => {
    const onDone = vi.fn();
    await renderWithProviders(
      <ReportPanel side="lessor" id={4} onDone={onDone} onCancel={() => {}} />,
    );
    const form = await screen.findByTestId('chat-report-form');
    fireEvent.submit(form);
    await waitFor(() => expect(form.querySelectorAll('[aria-invalid="true"]').length).toBe(2));
    expect(screen.getByRole('option', { name: 'Choose a reason' })).toBeTruthy();
    expect(posted).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('posts the reason type, the reason and the block choice to the lessor side', async () => {
    const onDone = vi.fn();
    await renderWithProviders(
      <ReportPanel side="lessor" id={4} onDone={onDone} onCancel={() => {}} />,
    );
    const form = await screen.findByTestId('chat-report-form');
    fireEvent.change(form.querySelector('select')!, { target: { value: 'off_platform' } });
    fireEvent.change(form.querySelector('textarea')!, { target: { value: reason } });
    fireEvent.submit(form);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([
      { id: '4', body: { reason_type: 'off_platform', reason, block: true } },
    ]);
  });
});
