import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from './generated/apiback';
import {
  ApiNetworkError,
  ApiRequestError,
  errorMessageKey,
  faultKey,
  serverFieldErrors,
  unwrap,
  withApiErrors,
  type ApiResult,
} from './result';
import { createApiClient } from './client';

const answer = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

const ok = <T>(data: T): ApiResult<T> => ({ data, response: answer(200, data) });
const failed = (status: number, error?: unknown): ApiResult<never> => ({
  error,
  response: answer(status, error),
});

describe('unwrap', () => {
  it('gives the body of a 2xx answer, from the call or its result', async () => {
    expect(await unwrap(ok({ data: { id: 1 } }))).toEqual({ data: { id: 1 } });
    expect(await unwrap(Promise.resolve(ok({ data: 'x' })))).toEqual({ data: 'x' });
  });

  it('throws ApiRequestError with the status and the contract body', async () => {
    const body = { message: 'Invalid Input', errors: { name: ['validation:required'] } };
    const error = await unwrap(failed(422, body)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, body, message: 'Invalid Input' });
    // The instance is also the contract's ApiError shape (what openapi-react-query types).
    expectTypeOf<ApiRequestError>().toExtend<components['schemas']['ApiError']>();
  });

  it('fails on an error status even when the body is empty or not the contract shape', async () => {
    await expect(unwrap(failed(500))).rejects.toMatchObject({ status: 500 });
    await expect(unwrap(failed(502, '<html>Bad gateway</html>'))).rejects.toMatchObject({
      status: 502,
      body: { message: expect.any(String) },
    });
  });

  it('types the data of the operation', async () => {
    const client = createApiClient('http://example.test');
    const call = () => unwrap(client.GET('/apiBack/v1/user/settings/general'));
    expectTypeOf(call).returns.resolves.toEqualTypeOf<{
      data: components['schemas']['GeneralSettings'];
      message?: string;
    }>();
  });
});

describe('withApiErrors', () => {
  it('hands $api an ApiRequestError for every non-2xx answer (even an empty one)', async () => {
    const fake = {
      GET: async () => failed(404, { message: 'There is no Data' }),
      POST: async () => ({ response: answer(503) }),
      PUT: async () => ok({ data: 1 }),
    };
    const client = withApiErrors(fake as never) as unknown as typeof fake;
    const get = await client.GET();
    expect(get.error).toBeInstanceOf(ApiRequestError);
    expect(get.error).toMatchObject({ status: 404, body: { message: 'There is no Data' } });
    expect((await client.POST()) as ApiResult<never>).toMatchObject({
      error: { status: 503 },
    });
    expect(await client.PUT()).toMatchObject({ data: { data: 1 } });
  });
});

describe('422 mapping', () => {
  const invalid = (errors: Record<string, unknown>) =>
    new ApiRequestError(422, {
      message: 'Invalid Input',
      errors: errors as Record<string, string[]>,
    });

  it('gives the first message of each field by the path the server used', () => {
    const error = invalid({
      name: ['validation:nameLength', 'validation:required'],
      'location.lat': ['validation:outsideSaudiArabia'],
      'prices.0.value': ['validation:positiveNumber'],
    });
    expect(serverFieldErrors(error)).toEqual({
      name: 'validation:nameLength',
      'location.lat': 'validation:outsideSaudiArabia',
      'prices.0.value': 'validation:positiveNumber',
    });
  });

  it('never passes a raw sentence on: known ones become their key, others "Invalid Input"', () => {
    const error = invalid({
      code: ['invalid Coupon !'],
      phone: ['The phone has already been taken.'],
    });
    expect(serverFieldErrors(error)).toEqual({
      code: 'errors:invalidCoupon',
      phone: 'errors:invalidInput',
    });
  });

  it('is null for anything but a 422 with fields', () => {
    expect(serverFieldErrors(new ApiRequestError(422, { message: 'Invalid Input' }))).toBeNull();
    expect(serverFieldErrors(new ApiRequestError(500, { message: 'x', errors: {} }))).toBeNull();
    expect(serverFieldErrors({ errors: { name: ['x'] } })).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });
});

describe('errorMessageKey', () => {
  const failure = (status: number, message: string) => new ApiRequestError(status, { message });

  it('translates the messages the backend is known to send', () => {
    expect(errorMessageKey(failure(401, 'INVALID TOKEN!'))).toBe('errors:invalidToken');
    expect(errorMessageKey(failure(403, "you can't book in a business account"))).toBe(
      'errors:businessCannotBook',
    );
    expect(errorMessageKey(failure(422, 'Invalid Input'))).toBe('errors:invalidInput');
    // Spec section 8 in its own words; another account's refusal falls back on the status.
    expect(errorMessageKey(failure(403, "Business account doesn't have access to that"))).toBe(
      'errors:businessNoAccess',
    );
    expect(errorMessageKey(failure(403, "Ordinary account doesn't have access to that"))).toBe(
      'errors:forbidden',
    );
    expect(
      errorMessageKey(failure(422, 'The verification code is incorrect. Please try again.')),
    ).toBe('errors:wrongCode');
  });

  it('falls back on the status, never on an unknown sentence', () => {
    expect(errorMessageKey(failure(403, 'Forbidden for reasons'))).toBe('errors:forbidden');
    expect(errorMessageKey(failure(404, 'Not Found'))).toBe('errors:noData');
    expect(errorMessageKey(failure(429, 'Slow down'))).toBe('errors:tooManyRequests');
    expect(errorMessageKey(failure(500, 'SQLSTATE[42S22]: Column not found'))).toBe(
      'errors:server',
    );
    expect(errorMessageKey(failure(503, 'Service Unavailable'))).toBe('errors:server');
    expect(errorMessageKey(failure(504, 'Gateway Timeout'))).toBe('errors:timeout');
  });

  it('keeps a message that is already an i18n key', () => {
    expect(errorMessageKey(failure(422, 'validation:dailyMax'))).toBe('validation:dailyMax');
  });

  it('names no answer, a timeout and anything else', () => {
    expect(errorMessageKey(new ApiNetworkError(new TypeError('Failed to fetch')))).toBe(
      'errors:offline',
    );
    expect(errorMessageKey(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(
      'errors:timeout',
    );
    expect(errorMessageKey(new Error('boom'))).toBe('errors:default');
    expect(errorMessageKey(undefined)).toBe('errors:default');
  });

  it('tells the faults a retry may cure from the answers a screen words itself', () => {
    expect(faultKey(failure(500, 'Server Error'))).toBe('errors:server');
    expect(faultKey(new ApiNetworkError(new TypeError('Failed to fetch')))).toBe('errors:offline');
    expect(faultKey(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(
      'errors:timeout',
    );
    expect(faultKey(failure(404, 'Not Found'))).toBeNull();
    expect(faultKey(failure(422, 'Invalid Input'))).toBeNull();
  });
});
