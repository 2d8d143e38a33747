// /contact-us: a message to the platform (POST public/contact).
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { FormField } from '@/components/form-field';
import { MobileInput } from '@/components/mobile-input';
import { FormActions, useZodForm } from '@/engines/form';
import { contactSchema } from '@schemas/feedback';
import type { z } from 'zod';

type FieldName = keyof z.input<typeof contactSchema>;

export function ContactPage() {
  const { t } = useTranslation(['static-pages', 'validation']);
  const [sent, setSent] = useState(false);
  const form = useZodForm(contactSchema, {
    fieldGender: 'static-pages:contact.fieldGender',
    defaultValues: { name: '', phone: '', email: '', subject: '', message: '' },
    draft: 'contact',
  });
  const send = $api.useMutation('post', '/apiBack/v1/public/contact');
  const error = (name: FieldName) => form.fieldError(name, t(`static-pages:contact.${name}`));

  const submit = form.submit(async (body) => {
    setSent(false);
    await send.mutateAsync({ body });
    setSent(true);
    form.reset();
  });

  const field = (name: FieldName, input: ReactNode) => (
    <FormField
      label={t(`static-pages:contact.${name}`)}
      required={['name', 'phone', 'message'].includes(name)}
      error={error(name)}
    >
      {input}
    </FormField>
  );

  return (
    <Container maxW="3xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="3xl" mb="2">
        {t('static-pages:contact.title')}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t('static-pages:contact.intro')}
      </Text>
      {sent && (
        <Text
          role="status"
          bg="brand.50"
          color="brand.800"
          p="4"
          borderRadius="l2"
          mb="6"
          data-testid="contact-sent"
        >
          {t('static-pages:contact.sent')}
        </Text>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {field('name', <Input {...form.register('name')} autoComplete="name" />)}
            {field('phone', <MobileInput {...form.register('phone')} />)}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {field(
              'email',
              <Input {...form.register('email')} dir="ltr" type="email" autoComplete="email" />,
            )}
            {field('subject', <Input {...form.register('subject')} />)}
          </SimpleGrid>
          {field('message', <Textarea {...form.register('message')} rows={6} />)}
          <FormActions
            form={form}
            submit={t('static-pages:contact.submit')}
            errorTestId="contact-error"
            size="lg"
          />
        </Stack>
      </form>
    </Container>
  );
}
