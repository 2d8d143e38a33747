// What the lessor's offices and units answer alike (handlers/offices.ts, handlers/units.ts):
// the listing the wizard resumes, one listing by id, and a photo or video uploaded to it.
// Only the collection, the media owner and the serializer differ.
import type { Lessor } from '../lib/auth';
import { uploadedFiles } from '../lib/body';
import { created, newestFirst, ok, type Lang } from '../lib/http';
import { ofAccount, ownedItem, ownedList, type Owner } from '../lib/owned';
import type { S } from '../serializers/common';
import type { RowOf } from '../db/store';
import { uploadMedia } from '../services/media-files';

type Kind = 'offices' | 'units';

interface Listing<K extends Kind> {
  collection: K;
  /** The owner its media rows name. */
  media: 'office' | 'unit';
  show: (row: RowOf<K>, lang: Lang) => unknown;
}

interface Caller {
  me: Lessor;
  lang: Lang;
}

export function listingParts<K extends Kind>({ collection, media, show }: Listing<K>) {
  // Both collections have owner_id; TypeScript cannot see it through the generic K.
  const mine = (me: Lessor) => ofAccount(me) as Owner<K>;
  /** The lessor's listing with this id, or 404. */
  const own = (me: Lessor, id: string) => ownedItem(collection, mine(me), id);
  return {
    own,
    /** The newest incomplete listing, or null (an ordinary answer, not a 404 the browser logs). */
    incomplete: ({ me, lang }: Caller) => {
      const draft = newestFirst(ownedList(collection, mine(me))).find(
        (x) => x.status === 'incomplete',
      );
      return ok(draft ? show(draft, lang) : null);
    },
    byId: ({ me, params, lang }: Caller & { params: { id: string } }) =>
      ok(show(own(me, params.id), lang)),
    upload: async ({
      me,
      params,
      body,
      request,
    }: Caller & { params: { id: string }; body: S['MediaUpload']; request: Request }) =>
      created(
        await uploadMedia(media, own(me, params.id).id, body, uploadedFiles(request).file),
        'تم رفع الملف',
      ),
  };
}
