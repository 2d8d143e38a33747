// Tag "pages": content pages (about, terms, ...) and the contact form.
import { getStore } from '../backend';
import { done, notFound, ok } from '../lib/http';
import { route } from '../lib/route';
import { contactSchema } from '@schemas/feedback';
import { CONTENT_PAGES } from '../seed/content-pages';
import type { S } from '../serializers/common';

export const pagesHandlers = [
  route('get', '/public/pages/{slug}', ({ params, lang }) => {
    // Own keys only: `__proto__`, `constructor` or `toString` are not pages (404, not 500).
    if (!Object.hasOwn(CONTENT_PAGES, params.slug)) notFound();
    const page = CONTENT_PAGES[params.slug];
    const [title, body] = page[lang];
    return ok({
      slug: params.slug,
      title,
      body,
      updated_at: '2026-10-01T08:00:00Z',
    } satisfies S['ContentPage']);
  }),

  route(
    'post',
    '/public/contact',
    async ({ body }) => {
      const { store, db } = getStore();
      await db.contactMessages.create({
        id: store.nextId('contactMessages'),
        name: body.name,
        phone: body.phone,
        email: body.email ?? null,
        subject: body.subject ?? null,
        message: body.message,
        created_at: new Date().toISOString(),
      });
      return done('تم استلام رسالتك وسنتواصل معك خلال 72 ساعة', 201);
    },
    { rules: () => contactSchema },
  ),
];
