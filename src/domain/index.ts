// Public entry of the pure domain logic (no React): money in halalas, pricing, booking
// periods, invoice totals, ZATCA QR and formatters. iCalendar is imported from '@/domain/ical'
// (it brings ical.js; only the embedded backend reads and writes calendars).
export * from './money';
export * from './pricing/offers';
export * from './pricing/price-options';
export * from './pricing/coupon';
export * from './pricing/quote';
export * from './pricing/discount-state';
export * from './booking/periods';
export * from './booking/conflicts';
export * from './booking/calendar-days';
export * from './booking/cancellation';
export * from './invoice/summary';
export * from './invoice/zatca-qr';
export * from './format/index';
export * from './rules';
export * from './listing/publish-checklist';
export * from './reports/index';
export * from './booking/calendar-grid';
export * from './ledger/index';
export * from './account-roles';
export * from './listing/bbox';
export * from './listing/location';
export * from './listing/video';
export * from './account-type';
