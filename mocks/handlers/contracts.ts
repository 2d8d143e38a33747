// Tag "contracts": rent contracts of the lessor's bookings (create, cancel, print), the
// tenant's contracts, contract models (platform models are shared: editing one saves the
// lessor's copy) and free-form custom contracts.
import { customContractSchema } from '@schemas/custom-contract';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import { accountOwner, lessor, tenant, type Lessor } from '../lib/auth';
import { created, done, intParam, invalid, newestFirst, notFound, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { fullName, pad6 } from '../serializers/common';
import {
  toContract,
  toContractModel,
  toCustomContract,
  toPrintable,
} from '../serializers/contract';
import { notify } from '../services/notify';

const theirs = (me: Lessor) => ({ lessor_id: me.actingFor });
const now = () => new Date().toISOString();

const mine = (me: Lessor) => ({ owner_id: me.actingFor });

/** A platform model (no owner) or one of the lessor's own. */
function visibleModel(me: Lessor, id: number) {
  return getStore().db.contractModels.findFirst((q) =>
    q.where((m) => m.id === id && (m.owner_id === null || m.owner_id === me.actingFor)),
  );
}

function modelOr404(me: Lessor, id: string) {
  const m = visibleModel(me, intParam(id));
  if (!m) notFound();
  return m;
}

const rentContractHandlers = [
  route(
    'get',
    '/user/contracts',
    ({ me, url, lang }) => {
      const rows = newestFirst(ownedList('contracts', theirs(me)));
      return ok(paginate(rows, url, (c) => toContract(c, lang)));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/contracts',
    async ({ me, body, lang }) => {
      const { store, db } = getStore();
      const r = db.reservations.findFirst((q) =>
        q.where({ id: body.reservation_id, lessor_id: me.actingFor }),
      );
      if (!r || !['accepted', 'active'].includes(r.status))
        throw invalid('reservation_id', msg('invalidInput'));
      if (
        db.contracts.findFirst((q) =>
          q.where({ reservation_id: r.id, status: (s) => s !== 'cancelled' }),
        )
      )
        throw invalid('reservation_id', msg('invalidInput'));
      const model = visibleModel(me, body.model_id);
      if (!model) throw invalid('model_id', msg('invalidInput'));
      const landlord = accountOwner(me);
      const renter = db.users.findFirst((q) => q.where({ id: r.tenant_id }))!;
      if (!landlord.identity_number || !renter.identity_number)
        throw invalid('reservation_id', msg('nationalId'), 'Please verify account');
      const id = store.nextId('contracts');
      const row = await db.contracts.create({
        id,
        number: `CT-${pad6(id)}`,
        status: 'active',
        reservation_id: r.id,
        model_id: model.id,
        lessor_id: me.actingFor,
        tenant_id: renter.id,
        lessor_name: fullName(landlord),
        lessor_identity: landlord.identity_number,
        tenant_name: fullName(renter),
        tenant_identity: renter.identity_number,
        ownership_document_number: body.ownership_document_number,
        unit_id: r.unit_id,
        start_date: r.start_at.slice(0, 10),
        end_date: r.end_at.slice(0, 10),
        rent_amount: r.total_amount,
        payment_cycle: body.payment_cycle,
        base_contract: null,
        extra_terms: body.extra_terms ?? null,
        cancel_reason: null,
        created_at: now(),
      });
      await notify(renter.id, 'contract', {
        text: 'contract.sent',
        params: {
          id: row.number,
          lessor: { ar: fullName(landlord, 'ar'), en: fullName(landlord, 'en') },
        },
      });
      return created(toContract(row, lang), 'تم إنشاء العقد');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/contracts/{id}',
    ({ me, params, lang }) => ok(toContract(ownedItem('contracts', theirs(me), params.id), lang)),
    { auth: lessor },
  ),
  route(
    'post',
    '/user/contracts/{id}/cancel',
    async ({ me, params, body, lang }) => {
      const c = ownedItem('contracts', theirs(me), params.id);
      if (c.status === 'cancelled' || c.status === 'finished')
        throw invalid('status', msg('invalidInput'));
      const next = await getStore().db.contracts.update((q) => q.where({ id: c.id }), {
        data(x) {
          x.status = 'cancelled';
          x.cancel_reason = body.reason;
        },
      });
      return ok(toContract(next!, lang), 'تم إلغاء العقد');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/contracts/{id}/print',
    ({ me, params, lang }) => ok(toPrintable(ownedItem('contracts', theirs(me), params.id), lang)),
    { auth: lessor },
  ),
  route(
    'get',
    '/ordinaries/contracts',
    ({ me, url, lang }) => {
      const rows = newestFirst(ownedList('contracts', { tenant_id: me.id }));
      return ok(paginate(rows, url, (c) => toContract(c, lang)));
    },
    { auth: tenant },
  ),
  route(
    'get',
    '/ordinaries/contracts/{id}/print',
    ({ me, params, lang }) =>
      ok(toPrintable(ownedItem('contracts', { tenant_id: me.id }, params.id), lang)),
    { auth: tenant },
  ),
];

const modelHandlers = [
  route(
    'get',
    '/user/contract-models',
    ({ me, url }) => {
      const rows = getStore()
        .db.contractModels.findMany((q) =>
          q.where((m) => m.owner_id === null || m.owner_id === me.actingFor),
        )
        .sort((a, b) => a.id - b.id);
      return ok(paginate(rows, url, toContractModel));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/contract-models/{id}',
    ({ me, params }) => ok(toContractModel(modelOr404(me, params.id))),
    { auth: lessor },
  ),
  route(
    'put',
    '/user/contract-models/{id}',
    async ({ me, params, body }) => {
      const m = modelOr404(me, params.id);
      const { store, db } = getStore();
      // Platform models are shared: editing one saves the lessor's own copy.
      if (m.owner_id === null) {
        const copy = await db.contractModels.create({
          id: store.nextId('contractModels'),
          owner_id: me.actingFor,
          name: body.name,
          type: body.type,
          body: body.body,
          updated_at: now(),
        });
        return ok(toContractModel(copy), 'تم حفظ النموذج');
      }
      const next = await db.contractModels.update((q) => q.where({ id: m.id }), {
        data(x) {
          x.name = body.name;
          x.type = body.type;
          x.body = body.body;
          x.updated_at = now();
        },
      });
      return ok(toContractModel(next!), 'تم حفظ النموذج');
    },
    { auth: lessor },
  ),
];

const customContractHandlers = [
  route(
    'get',
    '/user/custom-contracts',
    ({ me, url }) =>
      ok(paginate(newestFirst(ownedList('customContracts', mine(me))), url, toCustomContract)),
    { auth: lessor },
  ),
  route(
    'post',
    '/user/custom-contracts',
    async ({ me, body }) => {
      const { store, db } = getStore();
      const row = await db.customContracts.create({
        id: store.nextId('customContracts'),
        owner_id: me.actingFor,
        title: body.title,
        lessor_name: body.lessor.name,
        lessor_identity: body.lessor.id_number,
        tenant_name: body.tenant.name,
        tenant_identity: body.tenant.id_number,
        office_details: body.office_details,
        body: body.body,
        start_date: body.start_date ?? null,
        end_date: body.end_date ?? null,
        rent_amount: body.rent_amount ?? null,
        created_at: now(),
      });
      return created(toCustomContract(row), 'تم إنشاء العقد');
    },
    { auth: lessor, rules: () => customContractSchema },
  ),
  route(
    'get',
    '/user/custom-contracts/{id}',
    ({ me, params }) => ok(toCustomContract(ownedItem('customContracts', mine(me), params.id))),
    { auth: lessor },
  ),
  route(
    'delete',
    '/user/custom-contracts/{id}',
    ({ me, params }) => {
      const c = ownedItem('customContracts', mine(me), params.id);
      getStore().db.customContracts.delete((q) => q.where({ id: c.id }));
      return done('تم حذف العقد');
    },
    { auth: lessor },
  ),
];

export const contractsHandlers = [
  ...rentContractHandlers,
  ...modelHandlers,
  ...customContractHandlers,
];
