// Validation messages are i18n keys in the `validation` namespace (src/i18n/locales/
// <ar|en>/validation.json). A form shows `t(issue.message, { field: t('<ns>:fields.<name>') })`;
// every key interpolates at most {{field}}: limits are written into the text itself so
// no other parameter has to travel through react-hook-form's error object.
// schemas/ may not import src/i18n (layer rule), so the key list lives here and
// src/i18n/validation-keys.test.ts checks it equals both JSON files.

export const VALIDATION_NS = 'validation';

export const VALIDATION_KEYS = [
  'required',
  'invalidInput',
  'invalidNumber',
  'realNumber',
  'positiveNumber',
  'wholeNumber',
  'phoneRequired',
  'phoneInvalid',
  'acceptTerms',
  'invalidCoupon',
  'discountSuccessfully',
  'unitNameLength',
  'nameLength',
  'minLength4',
  'passwordMin',
  'percentRange',
  'discountRequired',
  'discountAbovePrice',
  'atLeastOneActivePrice',
  'activePriceValue',
  'atLeastOneUnit',
  'atLeastOnePriceType',
  'dateRange',
  'licenceNumber',
  'nationalId',
  'residenceNumber',
  'nationalIdMismatch',
  'iban',
  'ibanChecksum',
  'ibanBankMismatch',
  'holderNameLength',
  'verificationCode',
  'codeRequired',
  'codeIncorrect',
  'payoutMethodMissing',
  'transferBelowFees',
  'vatNumber',
  'outsideSaudiArabia',
  'locationRequired',
  'minImages',
  'mainImageRequired',
  'minDetails',
  'detailedTitle',
  'logoTooLarge',
  'logoNotImage',
  'email',
  'rating',
  'cardNumber',
  'cardExpiry',
  'cvv',
  'bookingPast',
  'bookingZeroLength',
  'startBeforeEndHours',
  'startBeforeEndDays',
  'startBeforeEndMonths',
  'startBeforeEndYears',
  'dailyMax',
  'monthlyMax',
  'monthlySameDay',
  'yearlyMin',
  'weeklyWhole',
  'weeklyMax',
  'yearlyWhole',
  'settingLocked',
  'receiptRequired',
  'receiptInvalid',
  'reservedHours',
  'reservedDays',
  'reservedMonths',
  'reservedYears',
  'timeFormat',
  'subjectLength',
  'reasonLength',
  'messageEmpty',
  'messageTooLong',
  'chatImageInvalid',
  'attachmentInvalid',
  'attachmentsMax',
  // Calendar blocks and iCal, marketing requests, review replies (issue 15).
  'blockedSlot',
  'slotBooked',
  'pastDate',
  'blockTooLong',
  'blockHoursOneDay',
  'icalInvalid',
  'icalTooLarge',
  'icalOneSource',
  'atLeastOneOffice',
  'atLeastOneChannel',
  'campaignTooLong',
  'replyLength',
  'marketingLocked',
  'reviewReported',
  // Hardening (issue 20): uploads judged by content, names, dates, return links, limits.
  'fileInvalid',
  'yearOutOfRange',
  'endBeforeStart',
  'duplicatePriceType',
  'offersMax',
  'returnUrl',
] as const;

export type ValidationKey = (typeof VALIDATION_KEYS)[number];
export type ValidationMessage = `validation:${ValidationKey}`;

/** `msg('required')` → `'validation:required'` (typed: an unknown key fails tsc). */
export function msg(key: ValidationKey): ValidationMessage {
  return `validation:${key}`;
}

/**
 * The spec's own English texts (verbatim, including its capitals and spacing), for
 * callers that answer without i18n, e.g. the embedded backend's error bodies.
 */
export const SPEC_MESSAGES = {
  required: '{{field}} is Required',
  invalidCoupon: 'invalid Coupon !',
  discountSuccessfully: 'Discount Successfully',
  acceptTerms: 'Please Accept Terms',
  phoneRequired: 'Phone number required',
  invalidInput: 'Invalid Input',
  invalidNumber: 'Invalid number',
} as const satisfies Partial<Record<ValidationKey, string>>;
