// Money sent to the lessor (transfers).
import type { TransferRow } from '../db/schema';
import type { S } from './common';

export function toTransfer(t: TransferRow): S['Transfer'] {
  const { lessor_id: _l, ...rest } = t;
  return rest;
}
