// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/static-pages/contact-form.tsx
import { Input, Stack, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { $api } from '@/api/query';
import { FormField } from '@/components/form-field';
import { MobileInput } from '@/components/mobile-input';
import { FormActions, useZodForm } from '@/engines/form';
import { contactSchema } from '@schemas/feedback';

type FieldName = keyof z.input<typeof contactSchema>;

export function ContactForm() {
  const { t } = useTranslation(['static-pages', 'validation']);
  const form = useZodForm(contactSchema, {
    defaultValues: { name: '', phone: '', email: '', subject: '', message: '' },
    draft: 'contact', // what is typed survives a reload until it is sent
    fieldGender: 'static-pages:contact.fieldGender', // Arabic messages agree with the field
  });
  const send = $api.useMutation('post', '/apiBack/v1/public/contact');
  // A 422 lands on its fields; anything else shows above the button (<FormActions>).
  const submit = form.submit(async (body) => {
    await send.mutateAsync({ body });
    form.reset();
  });
  const field = (name: FieldName, input: ReactNode) => {
    const label = t(`static-pages:contact.${name}`);
    return (
      <FormField label={label} error={form.fieldError(name, label)}>
        {input}
      </FormField>
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        {field('name', <Input {...form.register('name')} />)}
        {field('phone', <MobileInput {...form.register('phone')} />)}
        {field('email', <Input dir="ltr" type="email" {...form.register('email')} />)}
        {field('subject', <Input {...form.register('subject')} />)}
        {field('message', <Textarea {...form.register('message')} />)}
        {/* The form-level message, then the submit, busy while it sends. */}
        <FormActions form={form} submit={t('static-pages:contact.send')} />
      </Stack>
    </form>
  );
}
