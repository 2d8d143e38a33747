import { describe, expect, it } from 'vitest';
import { checkImport, MOCK_ENTRY } from './layers.js';

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

  it('keeps features apart', () => {
    expect(checkImport('src/features/billing/a.tsx', '@/features/invoices/b')).toMatch(/feature/);
    expect(checkImport('src/features/billing/a.tsx', './b')).toBeNull();
  });

  it('lets only the mock entry import mocks', () => {
    expect(checkImport('src/features/billing/a.tsx', '@mocks/browser')).toMatch(/embedded backend/);
    expect(checkImport(MOCK_ENTRY, '@mocks/browser')).toBeNull();
    expect(checkImport('tests/integration/x.test.tsx', '@mocks/node')).toBeNull();
  });

  it('keeps mocks off the screens', () => {
    expect(checkImport('mocks/handlers/x.ts', '@/features/invoices/x')).toMatch(/mocks may not/);
    expect(checkImport('mocks/handlers/x.ts', '@/domain/pricing')).toBeNull();
  });
});
