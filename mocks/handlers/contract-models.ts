// Tag "contracts", the models: the platform's shared models (read-only: duplicate one to
// change it) and the lessor's own, each with how many live contracts use it. A model in
// use cannot be deleted; contracts keep the clauses they were saved with, so editing a
// model never rewrites a contract.
import { contractModelSchema } from '@schemas/contract-model';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import { lessor, type Lessor } from '../lib/auth';
import { created, done, intParam, invalid, notFound, ok, paginate } from '../lib/http';
import { route } from '../lib/route';
import { toContractModel } from '../serializers/contract';
import { modelUse, nowIso, visibleModel } from '../services/contracts';
import { updateById } from '../lib/update-row';

function modelOr404(me: Lessor, id: string) {
  const m = visibleModel(me, intParam(id));
  if (!m) notFound();
  return m;
}

/** One of the lessor's own models (a platform model is read-only: 422 on `model`). */
function ownModel(me: Lessor, id: string) {
  const m = modelOr404(me, id);
  if (m.owner_id === null) throw invalid('model', msg('modelReadOnly'));
  return m;
}

export const contractModelHandlers = [
  route(
    'get',
    '/user/contract-models',
    ({ me, url }) => {
      const type = url.searchParams.get('type');
      const rows = getStore()
        .db.contractModels.findMany((q) =>
          q.where(
            (m) =>
              (m.owner_id === null || m.owner_id === me.actingFor) && (!type || m.type === type),
          ),
        )
        // The lessor's own models first, newest first; then the platform's.
        .sort(
          (a, b) =>
            Number(a.owner_id === null) - Number(b.owner_id === null) ||
            b.updated_at.localeCompare(a.updated_at) ||
            a.id - b.id,
        );
      return ok(paginate(rows, url, (m) => toContractModel(m, me.actingFor)));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/contract-models',
    async ({ me, body }) => {
      const { store, db } = getStore();
      const row = await db.contractModels.create({
        id: store.nextId('contractModels'),
        owner_id: me.actingFor,
        ...body,
        updated_at: nowIso(),
      });
      return created(toContractModel(row, me.actingFor), 'تم حفظ النموذج');
    },
    { auth: lessor, rules: () => contractModelSchema },
  ),
  route(
    'get',
    '/user/contract-models/{id}',
    ({ me, params }) => ok(toContractModel(modelOr404(me, params.id), me.actingFor)),
    { auth: lessor },
  ),
  route(
    'put',
    '/user/contract-models/{id}',
    async ({ me, params, body }) => {
      const m = ownModel(me, params.id);
      const next = await updateById(getStore().db.contractModels, m.id, {
        data(x) {
          Object.assign(x, body);
          x.updated_at = nowIso();
        },
      });
      return ok(toContractModel(next, me.actingFor), 'تم حفظ النموذج');
    },
    { auth: lessor, rules: () => contractModelSchema },
  ),
  route(
    'delete',
    '/user/contract-models/{id}',
    ({ me, params }) => {
      const m = ownModel(me, params.id);
      if (modelUse(m.id, me.actingFor) > 0) throw invalid('model', msg('modelInUse'));
      getStore().db.contractModels.delete((q) => q.where({ id: m.id }));
      return done('تم حذف النموذج');
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/contract-models/{id}/duplicate',
    async ({ me, params, lang }) => {
      const m = modelOr404(me, params.id);
      const { store, db } = getStore();
      const suffix = lang === 'en' ? ' (copy)' : ' (نسخة)';
      const row = await db.contractModels.create({
        id: store.nextId('contractModels'),
        owner_id: me.actingFor,
        name: `${m.name.slice(0, 80 - suffix.length)}${suffix}`,
        type: m.type,
        body_ar: m.body_ar,
        body_en: m.body_en,
        updated_at: nowIso(),
      });
      return created(toContractModel(row, me.actingFor), 'تم نسخ النموذج');
    },
    { auth: lessor },
  ),
];
