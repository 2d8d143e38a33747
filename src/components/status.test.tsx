import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render';
import { defineStatuses, StatusChip, statusLook } from './status';

afterEach(cleanup);

const invoice = defineStatuses(
  'status',
  { paid: 'success', partial: 'warning' },
  { fallback: 'partial' },
);
const listing = defineStatuses('statuses', { published: 'success', closed: 'danger' });

describe('status mapping', () => {
  it('keeps the declared order and maps each status to its tone colour', () => {
    expect(invoice.values).toEqual(['paid', 'partial']);
    expect(statusLook(invoice, 'paid')).toEqual({ label: 'status.paid', palette: 'green' });
    expect(statusLook(listing, 'closed')).toEqual({ label: 'statuses.closed', palette: 'red' });
  });
  it('shows anything else as the fallback, or as itself in grey without one', () => {
    expect(statusLook(invoice, 'overdue')).toEqual({ label: 'status.partial', palette: 'orange' });
    expect(statusLook(listing, 'archived')).toEqual({
      label: 'statuses.archived',
      palette: 'gray',
    });
  });
  it('reads a flag through `read`', () => {
    const active = defineStatuses(
      'active',
      { on: 'success', off: 'neutral' },
      { read: (v) => (v ? 'on' : 'off') },
    );
    expect(statusLook(active, 1)).toEqual({ label: 'active.on', palette: 'green' });
    expect(statusLook(active, null)).toEqual({ label: 'active.off', palette: 'gray' });
  });
  it('renders the chip with its translated label', async () => {
    await renderWithProviders(<StatusChip statuses={invoice} value="partial" ns="invoices" />);
    const chip = screen.getByText('Partially paid');
    expect(chip.getAttribute('data-status')).toBe('partial');
  });
});
