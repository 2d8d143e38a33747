import { useSession } from '@/lib/session';
import type { Side } from './conversation-api';

/** Which side of conversations the account is on: a business account is the lessor. */
export function useSide(): Side {
  return useSession().isBusiness ? 'lessor' : 'tenant';
}
