// Display forms of identifiers, always in Latin digits (wrap them in a LTR span / <bdi>
// inside Arabic text): Saudi mobile as 05XXXXXXXX, IBAN in groups of four.
export { toLocalSaudiMobile as formatSaudiMobile } from '@schemas/lib/phone';
export { formatIban } from '@schemas/lib/iban';
