// The lessor's ledger: entitlements, movements, monthly statements and transfer settlement.
export * from './entitlement';
export * from './movements';
export * from './statement';
export * from './settlement';
