// The backend's payout settings (the spec leaves them "not shown"): the fee of a transfer
// per receiving method, the names of the Saudi banks it pays into, and how fast the demo's
// payout processor moves a requested transfer on.
import type { components } from '@/api/generated/apiback';

type Method = components['schemas']['Transfer']['method'];
type BankCode = components['schemas']['SaudiBankCode'];

/** SAR per transfer. */
export const TRANSFER_FEES: Record<Method, number> = { stc_pay: 5, bank: 10 };

/** A requested transfer is processing after the first delay and completed after the second. */
export const PAYOUT_TIMING = { processingAfterMs: 30_000, completedAfterMs: 60_000 };

export const BANK_NAMES: Record<BankCode, { ar: string; en: string }> = {
  '05': { ar: 'مصرف الإنماء', en: 'Alinma Bank' },
  '10': { ar: 'البنك الأهلي السعودي', en: 'Saudi National Bank' },
  '15': { ar: 'بنك البلاد', en: 'Bank Albilad' },
  '20': { ar: 'بنك الرياض', en: 'Riyad Bank' },
  '30': { ar: 'البنك العربي الوطني', en: 'Arab National Bank' },
  '45': { ar: 'البنك السعودي الأول', en: 'Saudi Awwal Bank' },
  '55': { ar: 'البنك السعودي الفرنسي', en: 'Banque Saudi Fransi' },
  '60': { ar: 'بنك الجزيرة', en: 'Bank AlJazira' },
  '65': { ar: 'البنك السعودي للاستثمار', en: 'Saudi Investment Bank' },
  '80': { ar: 'مصرف الراجحي', en: 'Al Rajhi Bank' },
};

export const isBankCode = (code: string): code is BankCode => code in BANK_NAMES;
