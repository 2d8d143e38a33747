import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { DocumentTotals } from '@/engines/document';
import { renderWithProviders } from '@/components/testing/render';
import { tenantInvoiceTotals } from './invoice-totals';

afterEach(cleanup);

const base = {
  offer_discount: 0,
  offer_discount_value: 0,
  coupon_discount: 10,
  coupon_discount_value: 50,
  commission_rate_tenant: 5,
  commission_value_tenant: 25,
  tax_rate: 15,
  tax_value: 71.25,
  total_amount: 546.25,
};

describe('tenant invoice totals', () => {
  it('shows only the lines greater than 0 and the grand total', async () => {
    await renderWithProviders(<DocumentTotals ns="invoices" totals={tenantInvoiceTotals(base)} />);
    const box = screen.getByTestId('invoice-summary');
    expect(box.querySelector('[data-line="offer"]')).toBeNull();
    expect(box.querySelector('[data-line="coupon"]')?.textContent).toContain(
      'Coupon discount (10%)',
    );
    expect(box.querySelector('[data-line="coupon"]')?.textContent).toContain('- SAR 50.00');
    expect(box.querySelector('[data-line="vat"]')?.textContent).toContain('SAR 71.25');
    expect(box.textContent).toContain('SAR 546.25');
  });
});
