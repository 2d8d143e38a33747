// Tag "contracts", the tenant's side: the contracts sent to me (a draft is the lessor's
// alone), accepting one (it becomes active at once) or rejecting it with a reason; and the
// public verification the printed QR code leads to.
import { contractReasonSchema } from '@schemas/contract';
import { getStore } from '../backend';
import type { ContractRow, UserRow } from '../db/schema';
import { tenant } from '../lib/auth';
import { newestFirst, notFound, ok, paginate } from '../lib/http';
import { route } from '../lib/route';
import { fullName } from '../serializers/common';
import { toContract, toContractSummary, toVerification } from '../serializers/contract';
import { notify, type NotifyContent } from '../services/notify';
import { moveContract, settle, settleAll } from '../services/contracts';
import { baseContractFile } from '../services/base-contract';
import { intParam } from '../lib/http';

const visibleTo = (me: UserRow) => (c: ContractRow) =>
  c.tenant_user_id === me.id && c.status !== 'draft';

async function theirs(me: UserRow, id: string): Promise<ContractRow> {
  const want = intParam(id);
  const c = getStore().db.contracts.findFirst((q) =>
    q.where((x) => x.id === want && visibleTo(me)(x)),
  );
  if (!c) notFound();
  return settle(c);
}

async function tellLessor(c: ContractRow, content: Omit<NotifyContent, 'link'>) {
  const path = c.source === 'reservation' ? 'rent-contract-details' : 'custom-contracts-details';
  await notify(c.lessor_id, 'contract', {
    ...content,
    link: `/dashboard/contracts/${path}/${c.id}`,
  });
}

const both = (me: UserRow) => ({ ar: fullName(me, 'ar'), en: fullName(me, 'en') });

export const tenantContractHandlers = [
  route(
    'get',
    '/ordinaries/contracts',
    async ({ me, url }) => {
      const status = url.searchParams.get('status');
      const rows = await settleAll(getStore().db.contracts.findMany((q) => q.where(visibleTo(me))));
      return ok(
        paginate(
          newestFirst(rows.filter((c) => !status || c.status === status)),
          url,
          toContractSummary,
        ),
      );
    },
    { auth: tenant },
  ),
  route(
    'get',
    '/ordinaries/contracts/{id}',
    async ({ me, params }) => ok(toContract(await theirs(me, params.id), 'tenant')),
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/contracts/{id}/accept',
    async ({ me, params }) => {
      const next = await moveContract(
        await theirs(me, params.id),
        'accepted',
        'tenant',
        fullName(me),
      );
      await tellLessor(next, {
        text: 'contract.accepted',
        params: { id: next.number, tenant: both(me) },
      });
      return ok(toContract(next, 'tenant'), 'تمت الموافقة على العقد');
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/contracts/{id}/reject',
    async ({ me, params, body }) => {
      const next = await moveContract(
        await theirs(me, params.id),
        'rejected',
        'tenant',
        fullName(me),
        body.reason,
      );
      await tellLessor(next, {
        text: 'contract.rejected',
        params: { id: next.number, tenant: both(me), reason: body.reason },
      });
      return ok(toContract(next, 'tenant'), 'تم رفض العقد');
    },
    { auth: tenant, rules: () => contractReasonSchema },
  ),
  route(
    'get',
    '/ordinaries/contracts/{id}/base-contract',
    async ({ me, params }) => baseContractFile(await theirs(me, params.id)),
    { auth: tenant },
  ),
  route('get', '/public/contracts/verify/{code}', async ({ params }) => {
    const code = String(params.code).toUpperCase();
    const c = getStore().db.contracts.findFirst((q) => q.where({ verification_code: code }));
    if (!c) notFound();
    return ok(toVerification(await settle(c)));
  }),
];
