// Tag "favorites": the tenant's favourite offices.
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import { tenant } from '../lib/auth';
import { done, intParam, invalid, newestFirst, notFound, ok, paginate } from '../lib/http';
import { ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toOfficeSummary } from '../serializers/office';
import { exactAccess } from '../services/public-offices';

export const favoritesHandlers = [
  route(
    'get',
    '/ordinaries/favorites',
    ({ me, request, url, lang }) => {
      const { db } = getStore();
      const favs = newestFirst(ownedList('favorites', { user_id: me.id }));
      const set = new Set(favs.map((f) => f.office_id));
      const offices = favs
        .map((f) => db.offices.findFirst((q) => q.where({ id: f.office_id })))
        .filter((o) => o !== undefined);
      const exact = exactAccess(request);
      return ok(paginate(offices, url, (o) => toOfficeSummary(o, lang, set, undefined, exact(o))));
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/favorites',
    async ({ me, body }) => {
      const { store, db } = getStore();
      const office = db.offices.findFirst((q) => q.where({ id: body.office_id }));
      if (!office || office.status !== 'published') throw invalid('office_id', msg('invalidInput'));
      if (!db.favorites.findFirst((q) => q.where({ user_id: me.id, office_id: office.id }))) {
        await db.favorites.create({
          id: store.nextId('favorites'),
          user_id: me.id,
          office_id: office.id,
          created_at: new Date().toISOString(),
        });
      }
      return done('تمت الإضافة إلى المفضلة', 201);
    },
    { auth: tenant },
  ),
  route(
    'delete',
    '/ordinaries/favorites/{officeId}',
    ({ me, params }) => {
      const officeId = intParam(params.officeId);
      const removed = getStore().db.favorites.deleteMany((q) =>
        q.where({ user_id: me.id, office_id: officeId }),
      );
      if (!removed.length) notFound();
      return done('تمت الإزالة من المفضلة');
    },
    { auth: tenant },
  ),
];
