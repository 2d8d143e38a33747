import { describe, expect, it } from 'vitest';
import { isBuilt, setBuiltRoutes } from './built-routes';

describe('built routes', () => {
  it('answers by pattern, ignoring the query', () => {
    setBuiltRoutes(['/dashboard/bookings/:id', '/payment']);
    expect(isBuilt('/dashboard/bookings/12')).toBe(true);
    expect(isBuilt('/payment?reservation=3')).toBe(true);
    expect(isBuilt('/print-contract/4')).toBe(false);
    setBuiltRoutes([]);
    expect(isBuilt('/payment')).toBe(false);
  });
});
