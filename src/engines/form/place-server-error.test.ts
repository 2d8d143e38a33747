import { describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiRequestError } from '@/api/result';
import { placeServerError } from './place-server-error';

const onScreen =
  (...roots: string[]) =>
  (path: string) =>
    roots.includes(path.split('.')[0]);
const invalid = (errors: Record<string, string[]>) =>
  new ApiRequestError(422, { message: 'Invalid Input', errors });

describe('placeServerError (the one 422 mapping of forms and wizards)', () => {
  it('puts each message on its field by path; the form says where to look', () => {
    const error = invalid({
      name: ['validation:nameLength'],
      'prices.0.price': ['validation:positiveNumber', 'x'],
    });
    expect(placeServerError(error, onScreen('name', 'prices'))).toEqual({
      fields: [
        { path: 'name', message: 'validation:nameLength' },
        { path: 'prices.0.price', message: 'validation:positiveNumber' },
      ],
      formMessages: ['errors:fixFields'],
    });
  });

  it('says a message for a field not on screen above the form, never losing it', () => {
    const error = invalid({
      name: ['validation:nameLength'],
      start_date: ['validation:bookingPast'],
      body: ['validation:required'],
    });
    expect(placeServerError(error, onScreen('name'))).toEqual({
      fields: [{ path: 'name', message: 'validation:nameLength' }],
      formMessages: ['validation:bookingPast', 'validation:required'],
    });
  });

  it('gives any other failure one translated form-level message', () => {
    expect(
      placeServerError(new ApiRequestError(422, { message: 'Invalid Input' }), onScreen('name')),
    ).toEqual({
      fields: [],
      formMessages: ['errors:invalidInput'],
    });
    expect(
      placeServerError(new ApiNetworkError(new TypeError('Failed to fetch')), onScreen('name'))
        .formMessages,
    ).toHaveLength(1);
    expect(
      placeServerError(new ApiRequestError(500, { message: 'boom' }), onScreen('name')).fields,
    ).toEqual([]);
  });
});
