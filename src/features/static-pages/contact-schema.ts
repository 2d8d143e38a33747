// The contact form's rules: the contract's ContactMessageInput with the shared field rules.
import { optionalText, requiredText, saudiPhoneField, textLength } from '@schemas/fields';
import { msg } from '@schemas/messages';
import { z } from 'zod';

export const contactSchema = z.object({
  name: textLength(4, 30, 'nameLength'),
  phone: saudiPhoneField(),
  email: optionalText().refine((v) => !v || z.email().safeParse(v).success, {
    error: msg('email'),
  }),
  subject: optionalText(),
  message: requiredText().refine((v) => v.length >= 10, {
    error: 'static-pages:contact.messageMin',
  }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
