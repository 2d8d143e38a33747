// Tag "contracts", the lessor's side: contracts of bookings (created from an accepted
// booking, prefilled from it) and custom contracts, edited while draft, sent to the
// tenant, cancelled with a reason, and rent received outside the platform. The lifecycle
// is src/domain/contract/lifecycle.ts; the data rules schemas/contract.ts. The tenant's
// side and the public verification are in contracts-tenant.ts, the models in
// contract-models.ts; together they are the tag's handlers.
import { isContractEditable, mayGetContract } from '@/domain/contract';
import { fromHalalas, toHalalas } from '@/domain/money';
import {
  contractInputSchema,
  contractPaymentSchema,
  contractReasonSchema,
} from '@schemas/contract';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { ContractRow } from '../db/schema';
import { accountOwner, lessor, type Lessor } from '../lib/auth';
import { created, invalid, newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { fullName, pad6 } from '../serializers/common';
import { toContract, toContractSummary } from '../serializers/contract';
import { notify, type NotifyContent } from '../services/notify';
import { contractPrefill } from '../services/contract-prefill';
import { attachBaseContract, baseContractFile } from '../services/base-contract';
import { uploadedFiles } from '../lib/body';
import { BASE_CONTRACT } from '@schemas/upload';
import {
  liveContractOf,
  moveContract,
  nowIso,
  settle,
  settleAll,
  today,
  tenantByMobile,
  verificationCode,
  visibleModel,
  type ContractData,
} from '../services/contracts';
import { contractModelHandlers } from './contract-models';
import { tenantContractHandlers } from './contracts-tenant';
import { updateById } from '../lib/update-row';

const theirs = (me: Lessor) => ({ lessor_id: me.actingFor });

/** The lessor's contract (404 for anyone else's), with the system's moves applied. */
const mine = (me: Lessor, id: string) => settle(ownedItem('contracts', theirs(me), id));

/** The model a contract takes its clauses from: a platform model or the lessor's own. */
function modelFor(me: Lessor, id: number) {
  const m = visibleModel(me, id);
  if (!m) throw invalid('model_id', msg('invalidInput'));
  return m;
}

/** A booking that may get a rent contract: the lessor's, accepted or active, none live yet. */
function contractableReservation(me: Lessor, id: number) {
  const r = getStore().db.reservations.findFirst((q) => q.where({ id, lessor_id: me.actingFor }));
  if (!r || !mayGetContract(r.status))
    throw invalid('reservation_id', msg('reservationNotContractable'));
  if (liveContractOf(r.id)) throw invalid('reservation_id', msg('reservationHasContract'));
  return r;
}

const contractRule = () => contractInputSchema;

/** The tenant hears of a step when the contract reaches their account (sent and later). */
async function tellTenant(c: ContractRow, content: Omit<NotifyContent, 'link'>) {
  if (c.tenant_user_id !== null)
    await notify(c.tenant_user_id, 'contract', {
      ...content,
      link: `/dashboard/contracts/tenant-contract-details/${c.id}`,
    });
}

/** The lessor's name in both languages, for the texts. */
const both = (me: Lessor) => {
  const owner = accountOwner(me);
  return { ar: fullName(owner, 'ar'), en: fullName(owner, 'en') };
};

const lessorContractHandlers = [
  route(
    'get',
    '/user/contracts',
    async ({ me, url }) => {
      const source = url.searchParams.get('source');
      const status = url.searchParams.get('status');
      const tenant = url.searchParams.get('tenant')?.trim().toLowerCase();
      const rows = (await settleAll(ownedList('contracts', theirs(me)))).filter(
        (c) =>
          (!source || c.source === source) &&
          (!status || c.status === status) &&
          (!tenant ||
            c.data.tenant_name.toLowerCase().includes(tenant) ||
            c.data.tenant_id_number.startsWith(tenant)),
      );
      return ok(paginate(newestFirst(rows), url, toContractSummary));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/contracts',
    async ({ me, body }) => {
      const { store, db } = getStore();
      const { reservation_id, ...data } = body;
      const booking = reservation_id ? contractableReservation(me, reservation_id) : undefined;
      const model = modelFor(me, data.model_id);
      const tenant = booking
        ? db.users.findFirst((q) => q.where({ id: booking.tenant_id }))
        : tenantByMobile(data.tenant_mobile);
      const id = store.nextId('contracts');
      const row = await db.contracts.create({
        id,
        number: `CT-${pad6(id)}`,
        source: booking ? 'reservation' : 'custom',
        status: 'draft',
        lessor_id: me.actingFor,
        tenant_user_id: tenant?.id ?? null,
        reservation_id: booking?.id ?? null,
        data: data satisfies ContractData,
        model_name: model.name,
        template_ar: model.body_ar,
        template_en: model.body_en,
        manual_paid: 0,
        history: [{ status: 'draft', at: nowIso(), actor: 'lessor', actor_name: fullName(me) }],
        verification_code: verificationCode(),
        created_at: nowIso(),
        updated_at: nowIso(),
      });
      return created(toContract(row), 'تم حفظ العقد كمسودة');
    },
    { auth: lessor, rules: contractRule },
  ),
  route(
    'get',
    '/user/contracts/{id}',
    async ({ me, params }) => ok(toContract(await mine(me, params.id))),
    { auth: lessor },
  ),
  route(
    'put',
    '/user/contracts/{id}',
    async ({ me, params, body }) => {
      const c = await mine(me, params.id);
      if (!isContractEditable(c.status)) throw invalid('status', msg('contractNotEditable'));
      // The booking of a rent contract is fixed once the contract exists.
      const { reservation_id: _fixed, ...data } = body;
      const model = modelFor(me, data.model_id);
      const next = await updateById(getStore().db.contracts, c.id, {
        data(x) {
          x.data = data;
          x.model_name = model.name;
          x.template_ar = model.body_ar;
          x.template_en = model.body_en;
          if (x.reservation_id === null)
            x.tenant_user_id = tenantByMobile(data.tenant_mobile)?.id ?? null;
          x.updated_at = nowIso();
        },
      });
      return ok(toContract(next), 'تم حفظ العقد');
    },
    { auth: lessor, rules: contractRule },
  ),
  route(
    'post',
    '/user/contracts/{id}/send',
    async ({ me, params }) => {
      const c = await mine(me, params.id);
      // A custom contract's tenant may have signed up since the draft was written.
      if (c.tenant_user_id === null) {
        const t = tenantByMobile(c.data.tenant_mobile);
        if (t)
          await getStore().db.contracts.update((q) => q.where({ id: c.id }), {
            data(x) {
              x.tenant_user_id = t.id;
            },
          });
      }
      const next = await moveContract(c, 'sent', 'lessor', fullName(accountOwner(me)));
      await tellTenant(next, {
        text: 'contract.sent',
        params: { id: next.number, lessor: both(me) },
      });
      return ok(toContract(next), 'تم إرسال العقد إلى المستأجر');
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/contracts/{id}/cancel',
    async ({ me, params, body }) => {
      const c = await mine(me, params.id);
      const wasSeen = c.status !== 'draft';
      const next = await moveContract(
        c,
        'cancelled',
        'lessor',
        fullName(accountOwner(me)),
        body.reason,
      );
      if (wasSeen)
        await tellTenant(next, {
          text: 'contract.cancelled',
          params: { id: next.number, lessor: both(me), reason: body.reason },
        });
      return ok(toContract(next), 'تم إلغاء العقد');
    },
    { auth: lessor, rules: () => contractReasonSchema },
  ),
  route(
    'post',
    '/user/contracts/{id}/payments',
    async ({ me, params, body }) => {
      const c = await mine(me, params.id);
      if (c.source !== 'custom' || c.status !== 'active')
        throw invalid('status', msg('contractStatusMove'));
      const remaining = toHalalas(c.data.total_value) - toHalalas(c.manual_paid);
      if (toHalalas(body.amount) > remaining) throw invalid('amount', msg('paymentAboveRemaining'));
      const next = await updateById(getStore().db.contracts, c.id, {
        data(x) {
          x.manual_paid = fromHalalas(toHalalas(x.manual_paid) + toHalalas(body.amount));
          x.updated_at = nowIso();
        },
      });
      return created(toContract(next), 'تم تسجيل الدفعة');
    },
    { auth: lessor, rules: () => contractPaymentSchema },
  ),
  route(
    'put',
    '/user/contracts/{id}/base-contract',
    async ({ me, params, request }) => {
      const c = await mine(me, params.id);
      // The part was judged before this runs (a PDF by its bytes, the size, the name).
      const file = uploadedFiles(request)[BASE_CONTRACT.field];
      if (!file) throw invalid(BASE_CONTRACT.field, msg('fileNotAttached'));
      return ok(toContract(await attachBaseContract(c, file)), 'تم إرفاق العقد الأساسي');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/contracts/{id}/base-contract',
    async ({ me, params }) => baseContractFile(await mine(me, params.id)),
    { auth: lessor },
  ),
  route(
    'get',
    '/user/reservations/{id}/contract-prefill',
    ({ me, params, lang }) => {
      const r = ownedItem('reservations', theirs(me), params.id);
      contractableReservation(me, r.id);
      return ok(contractPrefill(getStore().db, r, accountOwner(me), lang, today()));
    },
    { auth: lessor },
  ),
];

export const contractsHandlers = [
  ...lessorContractHandlers,
  ...tenantContractHandlers,
  ...contractModelHandlers,
];
