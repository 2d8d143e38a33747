// Which conformance test file runs which tags of the contract. Every tag is in exactly
// one group (coverage.test.ts checks it). Groups, not a file per tag: each test file
// starts its own msw server, contract validator and seeded store (~2 s), so 29 files
// would double the suite's time for no extra coverage.
export const CONFORMANCE_GROUPS = {
  catalogue: ['settings', 'home', 'search', 'offices', 'units', 'reviews', 'pages', 'places'],
  account: [
    'auth',
    'profile',
    'favorites',
    'complaints',
    'notifications',
    'conversations',
    'verification',
    'users',
    'subscriptions',
    'payment-methods',
  ],
  booking: ['reservations', 'payments', 'invoices', 'prices', 'offers', 'coupons', 'calendar'],
  business: ['billing', 'contracts', 'transfers', 'statements', 'reports', 'marketing'],
} as const;
