// Public entry of the marketplace rules: zod schemas, reusable fields and the pure
// validators behind them. Messages are `validation:*` i18n keys (messages.ts).
export * from './messages';
export * from './fields';
export * from './identity';
export * from './booking';
export * from './reservation';
export * from './office';
export * from './unit';
export * from './prices';
export * from './profile';
export * from './payment-method';
export * from './feedback';
export * from './messaging';
export * from './card';
export * from './payment';
export * from './contract';
export * from './contract-model';
export * from './lib/text';
export * from './lib/number';
export * from './lib/luhn';
export * from './lib/iban';
export * from './lib/phone';
export * from './lib/saudi-id';
export * from './lib/geo';
export * from './lib/booking-period';
