// The login modal under the server's code limits (issue 20): a 429 from send-code, resend or
// verify shows a translated message and the server's seconds as the resend countdown.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeLogin, openLogin } from '@/lib/session/login-request';
import { API, renderApp, server } from './shell-helpers';

beforeAll(() => server.listen());
beforeEach(() => closeLogin());
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const tooMany = (seconds: number) =>
  HttpResponse.json(
    { message: 'Too many attempts, please wait before trying again', retry_after: seconds },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );

async function sendPhone(lang: 'ar' | 'en') {
  await renderApp('/', lang);
  await act(async () => openLogin('tenant'));
  const input = await screen.findByTestId('login-phone', {}, { timeout: 15_000 });
  fireEvent.change(input, { target: { value: '0500000001' } });
  fireEvent.click(screen.getByTestId('login-send'));
}

describe('login modal under rate limits', () => {
  it('counts down the seconds a 429 on send-code gives, with a translated message (en)', async () => {
    server.use(http.post(`${API}/auth/send-code`, () => tooMany(42)));
    await sendPhone('en');
    expect(
      await screen.findByText(
        'Too many code requests. Please wait for the countdown, then try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('login-countdown').textContent).toMatch(/4[12] seconds/);
  });

  it('says the code is locked after too many wrong tries and counts down (ar)', async () => {
    server.use(http.post(`${API}/auth/verify-code`, () => tooMany(30)));
    await sendPhone('ar');
    const inputs = (await screen.findAllByLabelText(/^الرقم \d$/)) as HTMLInputElement[];
    const user = userEvent.setup();
    await user.click(inputs[0]);
    await user.keyboard('1234');
    expect(
      await screen.findByText(
        'أدخلت رمزًا خاطئًا مرات كثيرة. اطلب رمزًا جديدًا عند انتهاء العد التنازلي.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('login-countdown').textContent).toMatch(/(30|29)/);
    expect(localStorage.getItem('user_token')).toBeNull();
  });
});
