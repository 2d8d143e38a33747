// The sentences apiBack is known to answer with (spec section 8, in English whatever the
// language asked for), each with the i18n key the screens show instead. Keys live in the
// `errors` namespace, which ships in the entry bundle, so they translate on every screen.
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'something went wrong! please try again later or contact support for help': 'errors:default',
  'please login to continue': 'errors:loginToContinue',
  'INVALID TOKEN!': 'errors:invalidToken',
  // The spec's words (section 8), for a business account on a tenant operation. An ordinary
  // account refused a lessor operation gets another sentence, shown by its status (403:
  // "Your account cannot do this.").
  "Business account doesn't have access to that": 'errors:businessNoAccess',
  "you can't book in a business account": 'errors:businessCannotBook',
  'Ordinary accounts cannot add real estate, please create a business account':
    'errors:createBusinessAccount.title',
  'There is no Data': 'errors:noData',
  'Invalid Input': 'errors:invalidInput',
  'invalid Coupon !': 'errors:invalidCoupon',
  'The verification code is incorrect. Please try again.': 'errors:wrongCode',
  'Please verify account': 'errors:verifyAccount',
  'Your role in this account does not allow that': 'errors:roleForbidden',
  'Only the account owner can do that': 'errors:ownerOnly',
  'Too many attempts': 'errors:tooManyRequests',
  'The account owner cannot be removed': 'errors:ownerNotRemovable',
  'You cannot remove yourself': 'errors:cannotRemoveSelf',
  'Phone number required': 'errors:phoneRequired',
};
