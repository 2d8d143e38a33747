import { describe, expect, it } from 'vitest';
import { checkImport, FLOW, LAYERS, layerOf, MOCK_ENTRY } from './layers.js';

describe('layers rule', () => {
  it('allows downward imports', () => {
    expect(checkImport('src/features/invoices/list.tsx', '@/engines/table')).toBeNull();
    expect(checkImport('src/domain/pricing.ts', '@schemas/prices')).toBeNull();
    expect(checkImport('schemas/unit.ts', '../src/api/generated/apiback')).toBeNull();
    expect(checkImport('src/app/routes.tsx', '@/features/invoices/routes')).toBeNull();
  });

  it('refuses upward imports', () => {
    expect(checkImport('src/engines/table/table.tsx', '@/features/invoices/x')).toMatch(/may not/);
    expect(checkImport('schemas/unit.ts', '@/domain/pricing')).toMatch(/may not/);
    expect(checkImport('src/domain/a.ts', '../app/routes')).toMatch(/may not/);
  });

  it('gives every layer its own rank, in the order of the README', () => {
    expect(new Set(LAYERS.map((l) => l.rank)).size).toBe(LAYERS.length);
    expect(FLOW).toBe(
      'app → features → engines → components → api → lib → theme → i18n → domain → schemas → api/generated',
    );
    expect(layerOf('src/api/generated/apiback.ts')?.name).toBe('api/generated');
    expect(layerOf('src/api/client.ts')?.name).toBe('api');
    expect(layerOf('src/main.tsx')?.name).toBe('app');
  });

  it('classifies folder (index) imports like the files inside', () => {
    expect(layerOf('src/theme')?.name).toBe('theme');
    expect(layerOf('src/api')?.name).toBe('api');
    expect(layerOf('src/api/generated')?.name).toBe('api/generated');
    expect(layerOf('src/apis/x.ts')).toBeUndefined();
    expect(checkImport('src/lib/toaster.ts', '@/api')).toMatch(/lib may not import api/);
  });

  it('orders the core band: api → lib → theme → i18n → domain', () => {
    // lib is plumbing that never talks to the backend: it may not reach the API client.
    expect(checkImport('src/lib/site-settings.ts', '@/api/client')).toMatch(
      /lib may not import api/,
    );
    expect(checkImport('src/api/site-settings.ts', '@/i18n/use-language')).toBeNull();
    expect(checkImport('src/api/client.ts', '@/lib/session')).toBeNull();
    expect(checkImport('src/lib/lazy-route.ts', '@/i18n/i18n')).toBeNull();
    expect(checkImport('src/lib/toaster.ts', '@/theme')).toBeNull();
    expect(checkImport('src/theme/system.ts', '@/lib/toaster')).toMatch(/theme may not import lib/);
    // domain is pure: formatters take the language as a parameter.
    expect(checkImport('src/domain/format/money.ts', '@/i18n/i18n')).toMatch(
      /domain may not import i18n/,
    );
    expect(checkImport('src/domain/format/money.ts', '@/theme')).toMatch(/domain may not/);
    expect(checkImport('src/i18n/i18n.ts', '@/domain/format')).toBeNull();
    expect(checkImport('src/domain/rules.ts', '@/api/generated/apiback')).toBeNull();
    expect(checkImport('src/domain/rules.ts', '@/api/client')).toMatch(/domain may not import api/);
  });

  it('puts engines above the shared components', () => {
    expect(checkImport('src/engines/table/cells.tsx', '@/components/ltr')).toBeNull();
    expect(checkImport('src/components/ltr.tsx', '@/engines/table')).toMatch(
      /components may not import engines/,
    );
    expect(checkImport('src/components/site-logo.tsx', '@/api/site-settings')).toBeNull();
  });

  it('keeps features apart', () => {
    expect(checkImport('src/features/billing/a.tsx', '@/features/invoices/b')).toMatch(/feature/);
    expect(checkImport('src/features/billing/a.tsx', './b')).toBeNull();
    // a folder (index) import is still another feature
    expect(checkImport('src/features/billing/a.tsx', '@/features/invoices')).toMatch(/feature/);
    expect(checkImport('src/features/billing/a.tsx', '../invoices')).toMatch(/feature/);
  });

  it('lets only the mock entry import mocks', () => {
    expect(checkImport('src/features/billing/a.tsx', '@mocks/browser')).toMatch(/embedded backend/);
    expect(checkImport(MOCK_ENTRY, '@mocks/browser')).toBeNull();
    expect(checkImport('tests/integration/x.test.tsx', '@mocks/node')).toBeNull();
  });

  it('keeps mocks off the screens', () => {
    expect(checkImport('mocks/handlers/x.ts', '@/features/invoices/x')).toMatch(/mocks may not/);
    expect(checkImport('mocks/handlers/x.ts', '@/domain/pricing')).toBeNull();
    expect(checkImport('mocks/handlers/x.ts', '@/engines/table')).toMatch(/mocks may not/);
    expect(checkImport('mocks/handlers/x.ts', '@/components/ltr')).toMatch(/mocks may not/);
  });
});
