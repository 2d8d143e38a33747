import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { components } from '@/api/generated/apiback';
import { renderWithProviders } from '@/components/testing/render';
import { loadDraft } from '@/engines/form';
import { ReviewForm } from './review-form';

const posted: unknown[] = [];
const server = setupServer(
  http.post('*/apiBack/v1/ordinaries/reviews', async ({ request }) => {
    const body = (await request.json()) as components['schemas']['ReviewInput'];
    posted.push(body);
    if (body.title === 'Taken title')
      return HttpResponse.json(
        { message: 'Invalid Input', errors: { title: ['validation:invalidInput'] } },
        { status: 422 },
      );
    return HttpResponse.json({ data: { id: 1, ...body } }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  posted.length = 0;
});
afterAll(() => server.close());

const form = () => screen.getByTestId('review-form');
function fill(rating: string, title: string, comment: string) {
  fireEvent.change(form().querySelector('select[name="rating"]')!, { target: { value: rating } });
  fireEvent.change(form().querySelector('input[name="title"]')!, { target: { value: title } });
  fireEvent.change(form().querySelector('textarea[name="comment"]')!, {
    target: { value: comment },
  });
}

describe('ReviewForm', () => {
  it('refuses an empty review at its fields', async () => {
    await renderWithProviders(<ReviewForm officeId={7} onDone={() => {}} />);
    fireEvent.submit(form());
    await waitFor(() => expect(form().querySelectorAll('[aria-invalid="true"]').length).toBe(3));
    expect(posted).toEqual([]);
  });

  it('posts the contract ReviewInput (numbers as numbers) and clears the form', async () => {
    const onDone = vi.fn();
    await renderWithProviders(<ReviewForm officeId={7} onDone={onDone} />);
    fill('5', '  Great place ', 'Quiet office and excellent service');
    fireEvent.submit(form());
    await screen.findByTestId('review-sent');
    expect(posted).toEqual([
      {
        office_id: 7,
        rating: 5,
        title: 'Great place',
        comment: 'Quiet office and excellent service',
      },
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect((form().querySelector('input[name="title"]') as HTMLInputElement).value).toBe('');
  });

  it('puts a 422 on its field and keeps the review, in Arabic', async () => {
    await renderWithProviders(<ReviewForm officeId={7} onDone={() => {}} />, { lng: 'ar' });
    fill('4', 'Taken title', 'Quiet office and excellent service');
    fireEvent.submit(form());
    expect((await screen.findByTestId('review-error')).textContent).toBe(
      'راجع الحقول المظللة بالأحمر وصحّح ما فيها',
    );
    const title = form().querySelector('input[name="title"]') as HTMLInputElement;
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(title.value).toBe('Taken title');
  });
});

describe('ReviewForm draft', () => {
  it('keeps a half-written review across a reload', async () => {
    await renderWithProviders(<ReviewForm officeId={7} onDone={() => {}} />);
    fill('4', 'Nice', 'Half of what I wanted to');
    cleanup();
    await renderWithProviders(<ReviewForm officeId={7} onDone={() => {}} />);
    expect((form().querySelector('textarea') as HTMLTextAreaElement).value).toBe(
      'Half of what I wanted to',
    );
    expect((form().querySelector('input[name="title"]') as HTMLInputElement).value).toBe('Nice');
    // (happy-dom does not let react-hook-form restore a <select>; the draft holds it:)
    expect(loadDraft('review-7')?.values).toMatchObject({ rating: '4' });
  });
});
