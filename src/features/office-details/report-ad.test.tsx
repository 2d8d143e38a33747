import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { setSession } from '@/lib/session';
import { ReportAd } from './report-ad';

const posted: unknown[] = [];
let answer = 201;
const server = setupServer(
  http.post('*/apiBack/v1/ordinaries/offices/:id/report', async ({ request, params }) => {
    posted.push({ id: params.id, body: await request.json() });
    return answer === 201
      ? HttpResponse.json({ data: { id: 1 } }, { status: 201 })
      : HttpResponse.json({ message: 'something went wrong' }, { status: answer });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  setSession('tenant-token', 'ordinary');
  answer = 201;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  posted.length = 0;
});
afterAll(() => server.close());

async function open() {
  await renderWithProviders(<ReportAd officeId={3} />);
  fireEvent.click(screen.getByTestId('report-open'));
  return screen.findByTestId('report-form');
}
const reason = 'The photos show another building entirely';

describe('ReportAd', () => {
  it('asks for a reason type and a reason of ten characters', async () => {
    const form = await open();
    fireEvent.submit(form);
    await waitFor(() => expect(form.querySelectorAll('[aria-invalid="true"]').length).toBe(2));
    expect(posted).toEqual([]);
  });

  it('posts the contract ReportInput and closes with a thank-you', async () => {
    const form = await open();
    fireEvent.change(form.querySelector('select')!, { target: { value: 'wrong_info' } });
    fireEvent.change(form.querySelector('textarea')!, { target: { value: reason } });
    fireEvent.submit(form);
    await waitFor(() => expect(screen.queryByTestId('report-form')).toBeNull());
    expect(posted).toEqual([{ id: '3', body: { reason_type: 'wrong_info', reason } }]);
    expect(screen.getByRole('status').textContent).toBeTruthy();
  });

  it('keeps the report open and says the failure in the user language', async () => {
    answer = 500;
    const form = await open();
    fireEvent.change(form.querySelector('select')!, { target: { value: 'fraud' } });
    fireEvent.change(form.querySelector('textarea')!, { target: { value: reason } });
    fireEvent.submit(form);
    expect((await screen.findByTestId('report-error')).textContent).toBe(
      'The server ran into a problem. Please try again in a moment.',
    );
    expect((form.querySelector('textarea') as HTMLTextAreaElement).value).toBe(reason);
  });
});
