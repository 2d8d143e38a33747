// HTTP plumbing shared by every handler: the envelope, paging, errors and language,
// written once so each handler reads as the rule it enforces.
import type { components } from '@/api/generated/apiback';
import type { z } from 'zod';
import { jsonAnswer } from './json-answer';

/** A failure a handler raises; `route()` turns it into `{ message, errors? }` with the status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  unauthenticated: 'please login to continue',
  invalidToken: 'INVALID TOKEN!',
  businessCannotBook: "you can't book in a business account",
  businessOnly: "Business account doesn't have access to that",
  ordinaryNoAccess: "Ordinary account doesn't have access to that",
  ordinaryCannotAddRealEstate:
    'Ordinary accounts cannot add real estate, please create a business account',
  notFound: 'There is no Data',
  invalidInput: 'Invalid Input',
  malformedBody: 'The request body could not be read',
  unsupportedMedia: 'Unsupported Media Type',
  tooManyAttempts: 'Too many attempts, please wait before trying again',
  invalidCoupon: 'invalid Coupon !',
  wrongCode: 'The verification code is incorrect. Please try again.',
  verifyAccount: 'Please verify account',
  roleForbidden: 'Your role in this account does not allow that',
  ownerOnly: 'Only the account owner can do that',
  ownerNotRemovable: 'The account owner cannot be removed',
  cannotRemoveSelf: 'You cannot remove yourself',
  serverError: 'something went wrong! please try again later or contact support for help',
} as const;

export function ok<T>(data: T, message?: string, status = 200) {
  return jsonAnswer(message === undefined ? { data } : { data, message }, status);
}

/** 201 with the created row. */
export const created = <T>(data: T, message?: string) => ok(data, message, 201);

/** A body with only a message (deletes, logout, favourites). */
export const done = (message: string, status = 200) => jsonAnswer({ message }, status);

export function fail(status: number, message: string, errors?: Record<string, string[]>) {
  return jsonAnswer(errors ? { message, errors } : { message }, status);
}

/** 422 `Invalid Input` with one message for one field. */
export function invalid(field: string, message: string, text: string = MESSAGES.invalidInput) {
  return new ApiFailure(422, text, { [field]: [message] });
}

export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

const MAX_PER_PAGE = 100;

/** Paging like a Laravel paginator: 1-based page, last_page >= 1, out-of-range page → empty data. */
export function paginate<T, U = T>(
  rows: T[],
  url: URL,
  map?: (row: T) => U,
  defaultPerPage = 10,
): Page<U> {
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page') ?? 1)) || 1);
  const perPage = Math.min(
    MAX_PER_PAGE,
    Math.max(
      1,
      Math.floor(Number(url.searchParams.get('per_page') ?? defaultPerPage)) || defaultPerPage,
    ),
  );
  const start = (page - 1) * perPage;
  return {
    data: rows.slice(start, start + perPage).map((r) => (map ? map(r) : (r as unknown as U))),
    total: rows.length,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(rows.length / perPage)),
  };
}

/** Newest first by created_at (the spec's order for invoice lists and most others). */
export function newestFirst<T extends { created_at: string; id?: number }>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || (b.id ?? 0) - (a.id ?? 0),
  );
}

export type Lang = components['schemas']['Lang'];

export function lang(request: Request): Lang {
  const h = request.headers.get('accept-language') ?? '';
  return h.toLowerCase().startsWith('en') ? 'en' : 'ar';
}

/** Maps zod issues to `{ field: [message] }` (dotted paths; root issues under "body"). */
export function issuesToErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export function notFound(): never {
  throw new ApiFailure(404, MESSAGES.notFound);
}

export function intParam(value: string | readonly string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isInteger(n) || n <= 0) notFound();
  return n;
}
