import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ApiRequestError } from '@/api/result';
import { renderWithProviders } from '@/components/testing/render';
import { defineWizard } from './define-wizard';
import { loadDraft } from '@/engines/form/draft-store';
import { wizardDraftName } from './use-wizard-draft';
import { Wizard } from './wizard';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const schema = z.object({
  name: z.string({ error: 'validation:required' }).min(4, { error: 'validation:nameLength' }),
  category: z.string({ error: 'validation:required' }).min(1, { error: 'validation:required' }),
  rooms: z.coerce
    .number({ error: 'validation:realNumber' })
    .int()
    .min(1, { error: 'validation:required' }),
});

function makeDef(submit: (v: unknown) => Promise<unknown> = vi.fn(async () => ({ id: 1 }))) {
  return defineWizard({
    ns: 'wtest',
    schema,
    fields: {
      name: { kind: 'text' },
      category: { kind: 'select', options: [{ value: 'office', label: 'office' }] },
      rooms: { kind: 'number' },
    },
    steps: [
      { id: 'info', fields: ['name', 'category'] },
      { id: 'features', fields: ['rooms'] },
      { id: 'review', kind: 'review' },
    ],
    submit,
  });
}

const input = (name: string) =>
  document.querySelector(
    `[data-field="${name}"] input, [data-field="${name}"] select`,
  ) as HTMLInputElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function fillInfo() {
  fireEvent.change(input('name'), { target: { value: 'Riyadh hub' } });
  fireEvent.change(input('category'), { target: { value: 'office' } });
}

/** A step's live preview reads the form's values. */
function RoomsPreview() {
  const rooms = useWatch({ name: 'rooms' }) as string | undefined;
  return <p data-testid="preview">rooms: {rooms ?? ''}</p>;
}

/** A review step's panel (e.g. the ad as tenants will see it) gets the server draft's id. */
function ReviewPanel({ draftId }: { draftId?: string }) {
  const name = useWatch({ name: 'name' }) as string | undefined;
  return <p data-testid="review-panel">{`${name ?? ''} / ${draftId ?? 'no draft'}`}</p>;
}

describe('Wizard', () => {
  it('groups fields under headings, in columns, with a live panel and the right keyboards', async () => {
    const def = defineWizard({
      ns: 'wtest',
      schema,
      fields: {
        name: { kind: 'text', heading: 'groups.identity', ltr: true, inputMode: 'numeric' },
        category: { kind: 'select', options: [{ value: 'office', label: 'office' }] },
        rooms: { kind: 'number', heading: 'groups.size' },
      },
      steps: [
        { id: 'info', fields: ['name', 'category', 'rooms'], columns: 2, panel: RoomsPreview },
        { id: 'review', kind: 'review', panel: ReviewPanel },
      ],
      submit: vi.fn(async () => ({})),
    });
    await renderWithProviders(<Wizard def={def} />);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['groups.identity', 'groups.size']);
    expect(input('name').getAttribute('inputmode')).toBe('numeric');
    expect(input('name').getAttribute('dir')).toBe('ltr');
    fireEvent.change(input('rooms'), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('preview').textContent).toBe('rooms: 3'));
    await fillInfo();
    click('Next');
    // The review shows the answers and its own panel, not the first step's.
    expect(await screen.findByTestId('wizard-review')).toBeTruthy();
    expect(screen.queryByTestId('preview')).toBeNull();
    expect(screen.getByTestId('review-panel').textContent).toBe('Riyadh hub / no draft');
  });

  it('validates only the current step before moving on', async () => {
    await renderWithProviders(<Wizard def={makeDef()} />);
    fireEvent.change(input('name'), { target: { value: 'abc' } });
    click('Next');
    expect(
      await screen.findByText('fields.name must be at least 4 and fewer than 30 characters'),
    ).toBeTruthy();
    expect(screen.getByText('fields.category is Required')).toBeTruthy();
    expect(screen.queryByText(/fields.rooms/)).toBeNull();
    await fillInfo();
    click('Next');
    await waitFor(() => expect(input('rooms')).toBeTruthy());
    expect(screen.queryByText(/must be a number/)).toBeNull();
    click('Previous');
    await waitFor(() => expect(input('name').value).toBe('Riyadh hub'));
  });

  it('clears an error as soon as the value is fixed, and a blur alone never moves the layout', async () => {
    await renderWithProviders(<Wizard def={makeDef()} />);
    // A blur before any check shows nothing (an error appearing on blur would shift the
    // field under the pointer and lose the click that caused the blur).
    fireEvent.change(input('name'), { target: { value: 'ab' } });
    fireEvent.blur(input('name'));
    fireEvent.change(input('category'), { target: { value: 'office' } });
    await waitFor(() =>
      expect(loadDraft(wizardDraftName('wtest', 'new'))?.values.category).toBe('office'),
    );
    expect(screen.queryByText(/must be at least 4/)).toBeNull();
    fireEvent.change(input('category'), { target: { value: '' } });
    click('Next');
    await screen.findByText('fields.name must be at least 4 and fewer than 30 characters');
    expect(screen.getByText('fields.category is Required')).toBeTruthy();
    // Fixed values clear their messages without any blur.
    fireEvent.change(input('name'), { target: { value: 'Riyadh hub' } });
    await waitFor(() => expect(screen.queryByText(/must be at least 4/)).toBeNull());
    fireEvent.change(input('category'), { target: { value: 'office' } });
    await waitFor(() => expect(screen.queryByText('fields.category is Required')).toBeNull());
  });

  it('persists the draft so a reload resumes it, and can start a new one after confirmation', async () => {
    const first = await renderWithProviders(<Wizard def={makeDef()} />);
    await fillInfo();
    click('Next');
    await waitFor(() => expect(input('rooms')).toBeTruthy());
    fireEvent.change(input('rooms'), { target: { value: '3' } });
    await waitFor(() => expect(loadDraft(wizardDraftName('wtest', 'new'))?.values.rooms).toBe('3'));
    expect(loadDraft(wizardDraftName('wtest', 'new'))?.step).toBe(1);
    first.unmount();

    await renderWithProviders(<Wizard def={makeDef()} />);
    expect(input('rooms').value).toBe('3');
    expect(screen.getByTestId('wizard-resume')).toBeTruthy();
    click('Start a new one');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('permanently deletes');
    click('Yes, start a new one');
    await waitFor(() => expect(input('name').value).toBe(''));
    expect(loadDraft(wizardDraftName('wtest', 'new'))).toBeNull();
  });

  it('sends from the review step and clears the draft', async () => {
    const submit = vi.fn(async (_v: unknown) => ({ id: 9 }));
    const onDone = vi.fn();
    await renderWithProviders(<Wizard def={makeDef(submit)} onDone={onDone} />);
    await fillInfo();
    click('Next');
    await waitFor(() => expect(input('rooms')).toBeTruthy());
    fireEvent.change(input('rooms'), { target: { value: '3' } });
    click('Next');
    const review = await screen.findByTestId('wizard-review');
    expect(review.textContent).toContain('Riyadh hub');
    expect(review.textContent).toContain('office');
    click('Send');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: 9 }));
    expect(submit.mock.calls[0][0]).toEqual({ name: 'Riyadh hub', category: 'office', rooms: 3 });
    expect(loadDraft(wizardDraftName('wtest', 'new'))).toBeNull();
  });

  it('lands a 422 on its field and returns to that step', async () => {
    const submit = vi.fn(async (_v: unknown) => {
      throw new ApiRequestError(422, {
        message: 'Invalid Input',
        errors: { name: ['validation:nameLength'] },
      });
    });
    await renderWithProviders(<Wizard def={makeDef(submit)} />);
    await fillInfo();
    click('Next');
    await waitFor(() => expect(input('rooms')).toBeTruthy());
    fireEvent.change(input('rooms'), { target: { value: '2' } });
    click('Next');
    await screen.findByTestId('wizard-review');
    click('Send');
    expect(await screen.findByText(/must be at least 4 and fewer than 30 characters/)).toBeTruthy();
    expect(input('name')).toBeTruthy();
    // Every message is at its field: the alert says where to look, not "Invalid Input".
    expect(screen.getByRole('alert').textContent).toBe('Check the fields marked in red');
  });

  it('shows a blocker in the send confirmation instead of its confirm button', async () => {
    const submit = vi.fn(async () => ({ id: 1 }));
    const def = {
      ...makeDef(submit),
      confirmSubmit: { title: 'c.title', body: 'c.body', confirm: 'c.publish', review: 'c.review' },
    };
    await renderWithProviders(
      <Wizard def={def} confirmBlocker={<p data-testid="blocker">verify first</p>} />,
    );
    await fillInfo();
    click('Next');
    await waitFor(() => expect(input('rooms')).toBeTruthy());
    fireEvent.change(input('rooms'), { target: { value: '2' } });
    click('Next');
    await screen.findByTestId('wizard-review');
    click('Send');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('blocker').textContent).toBe('verify first');
    expect(within(dialog).queryByRole('button', { name: 'c.publish' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'c.review' })).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });
});

describe('Wizard as a one-step form editing a record', () => {
  const one = () =>
    defineWizard({
      ns: 'wtest',
      schema,
      submitLabel: 'actions.save',
      fields: {
        name: { kind: 'text' },
        category: makeDef().fields.category!,
        rooms: { kind: 'number' },
      },
      steps: [{ id: 'all', fields: ['name', 'category', 'rooms'] }],
      submit: vi.fn(async () => ({ id: 3 })),
    });
  const saved = { name: 'Olaya tower', category: 'office', rooms: 4 };

  it('has no step list or previous button and uses its own send label', async () => {
    await renderWithProviders(<Wizard def={one()} scope="3" initialValues={saved} />);
    expect(screen.queryByRole('list', { name: 'Form steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('button', { name: 'actions.save' })).toBeTruthy();
    expect(screen.queryByTestId('wizard-restored')).toBeNull();
  });

  it('shows unsent changes restored after a reload, and can go back to the saved values', async () => {
    const first = await renderWithProviders(<Wizard def={one()} scope="3" initialValues={saved} />);
    fireEvent.change(input('rooms'), { target: { value: '6' } });
    await waitFor(() => expect(loadDraft(wizardDraftName('wtest', '3'))?.values.rooms).toBe('6'));
    first.unmount();

    await renderWithProviders(<Wizard def={one()} scope="3" initialValues={saved} />);
    expect(input('rooms').value).toBe('6');
    expect(screen.getByTestId('wizard-restored').textContent).toContain('unsaved changes');
    click('Back to the saved values');
    await waitFor(() => expect(input('rooms').value).toBe('4'));
    expect(screen.queryByTestId('wizard-restored')).toBeNull();
    expect(loadDraft(wizardDraftName('wtest', '3'))).toBeNull();
  });

  it('clears the draft once saved and stays on the saved values', async () => {
    const onDone = vi.fn();
    await renderWithProviders(
      <Wizard def={one()} scope="3" initialValues={saved} onDone={onDone} />,
    );
    fireEvent.change(input('rooms'), { target: { value: '5' } });
    await waitFor(() => expect(loadDraft(wizardDraftName('wtest', '3'))).not.toBeNull());
    click('actions.save');
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ id: 3 }));
    expect(loadDraft(wizardDraftName('wtest', '3'))).toBeNull();
    expect(input('rooms').value).toBe('5');
  });
});

describe('Wizard messages in Arabic', () => {
  it('agree with the gender of the field ("المدينة مطلوبة", "الحي مطلوب")', async () => {
    const def = defineWizard({
      ns: 'offices',
      schema: z.object({
        city_id: z
          .string({ error: 'validation:required' })
          .min(1, { error: 'validation:required' }),
        neighborhood: z
          .string({ error: 'validation:required' })
          .min(1, { error: 'validation:required' }),
      }),
      fields: { city_id: { kind: 'text' }, neighborhood: { kind: 'text' } },
      steps: [{ id: 'location', fields: ['city_id', 'neighborhood'] }],
      submit: vi.fn(async () => ({})),
    });
    await renderWithProviders(<Wizard def={def} />, { lng: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('المدينة مطلوبة')).toBeTruthy();
    expect(screen.getByText('الحي مطلوب')).toBeTruthy();
  });
});
