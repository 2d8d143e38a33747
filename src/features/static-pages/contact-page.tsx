// /contact-us: a message to the platform (POST public/contact).
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/api/client';
import { toaster } from '@/lib/toaster';
import { contactSchema, type ContactInput, type ContactValues } from './contact-schema';

type FieldName = keyof ContactInput;

export function ContactPage() {
  const { t } = useTranslation(['static-pages', 'validation']);
  const [sent, setSent] = useState(false);
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', phone: '', email: '', subject: '', message: '' },
  });
  const error = (name: FieldName) => {
    const m = form.formState.errors[name]?.message;
    return m ? t(m, { field: t(`static-pages:contact.${name}`) }) : undefined;
  };

  async function submit(values: ContactValues) {
    const { error: apiError } = await apiClient.POST('/apiBack/v1/public/contact', {
      body: values,
    });
    if (apiError) {
      toaster.create({ type: 'error', title: apiError.message || t('errors:default') });
      return;
    }
    setSent(true);
    form.reset();
  }

  const field = (name: FieldName, input: ReactNode) => (
    <Field.Root
      invalid={Boolean(error(name))}
      required={['name', 'phone', 'message'].includes(name)}
    >
      <Field.Label>
        {t(`static-pages:contact.${name}`)}
        <Field.RequiredIndicator />
      </Field.Label>
      {input}
      <Field.ErrorText>{error(name)}</Field.ErrorText>
    </Field.Root>
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
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {field('name', <Input {...form.register('name')} autoComplete="name" />)}
            {field(
              'phone',
              <Input
                {...form.register('phone')}
                dir="ltr"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="05XXXXXXXX"
              />,
            )}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {field(
              'email',
              <Input {...form.register('email')} dir="ltr" type="email" autoComplete="email" />,
            )}
            {field('subject', <Input {...form.register('subject')} />)}
          </SimpleGrid>
          {field('message', <Textarea {...form.register('message')} rows={6} />)}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            alignSelf="flex-start"
            loading={form.formState.isSubmitting}
          >
            {t('static-pages:contact.submit')}
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
