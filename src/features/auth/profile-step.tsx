// Step 3 (new accounts): complete the personal information.
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { FormField } from '@/components/form-field';
import { FormActions, useZodForm } from '@/engines/form';
import {
  completeProfileSchema,
  type CompleteProfileInput,
  type CompleteProfileValues,
} from './profile-schema';
import { SEARCH_DATA_FRESH_MS } from '@/api/search-data-store';

interface Props {
  /** Saves the profile; a rejection (ApiRequestError, offline) shows on this form. */
  onSubmit: (values: CompleteProfileValues) => Promise<void>;
}

export function ProfileStep({ onSubmit }: Props) {
  const { t, i18n } = useTranslation(['auth', 'validation']);
  const cities = $api.useQuery('get', '/apiBack/v1/user/settings/search_data', undefined, {
    select: (r) => r.data.cities,
    staleTime: SEARCH_DATA_FRESH_MS,
  });
  const form = useZodForm(completeProfileSchema, {
    fieldGender: 'auth:profile.fieldGender',
    // Nothing chosen yet, and the terms not accepted until the box is ticked.
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      identity_type: 'national_id',
      identity_number: '',
      accept_terms: false,
    },
  });
  const err = (name: keyof CompleteProfileInput) =>
    form.fieldError(name, t(`auth:profile.${name}`));
  const field = (
    name: 'first_name' | 'last_name' | 'email' | 'identity_number',
    extra: object = {},
  ) => (
    <FormField label={t(`auth:profile.${name}`)} error={err(name)}>
      <Input {...form.register(name)} {...extra} data-testid={`profile-${name}`} />
    </FormField>
  );

  return (
    <form onSubmit={(e) => void form.submit(onSubmit)(e)} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">{t('auth:profile.intro')}</Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {field('first_name', { autoComplete: 'given-name' })}
          {field('last_name', { autoComplete: 'family-name' })}
        </SimpleGrid>
        {field('email', { type: 'email', dir: 'ltr', autoComplete: 'email' })}
        <FormField label={t('auth:profile.city_id')} error={err('city_id')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('city_id')} data-testid="profile-city_id">
              <option value="">{t('auth:profile.chooseCity')}</option>
              {(cities.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {i18n.language.startsWith('ar') ? c.name_ar : c.name_en}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('auth:profile.identity_type')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                {...form.register('identity_type')}
                data-testid="profile-identity_type"
              >
                <option value="national_id">{t('auth:profile.national_id')}</option>
                <option value="residence">{t('auth:profile.residence')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {field('identity_number', { dir: 'ltr', inputMode: 'numeric', maxLength: 10 })}
        </SimpleGrid>
        {/* The box's own text is its label: the field adds only the error under it. */}
        <FormField error={err('accept_terms')}>
          <Controller
            control={form.control}
            name="accept_terms"
            render={({ field: f }) => (
              <Checkbox.Root
                checked={Boolean(f.value)}
                onCheckedChange={(d) => f.onChange(d.checked === true)}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput data-testid="profile-accept_terms" />
                <Checkbox.Control />
                <Checkbox.Label>{t('auth:profile.accept_terms')}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        </FormField>
        <FormActions
          form={form}
          submit={t('auth:profile.submit')}
          submitTestId="profile-submit"
          errorTestId="profile-error"
          size="lg"
          fullWidth
        />
      </Stack>
    </form>
  );
}
