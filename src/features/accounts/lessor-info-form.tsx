// A lessor's "my information" (spec section 2: logo, full name, company and office name,
// email, city, district, ID or residence number, commercial register, mobile, bio, account
// type, licence question) on the schemas/ rule. What Nafath verified is locked with the
// reason; a member of the account sees it read-only. Typing survives a reload (draft) and a
// failed save; after a save the cached user data is the saved profile.
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Input } from '@chakra-ui/react/input';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Textarea } from '@chakra-ui/react/textarea';
import { useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { formatLongDate } from '@/domain/format';
import { useZodForm } from '@/engines/form';
import { useLanguage } from '@/i18n/use-language';
import { createLessorProfileSchema, VERIFIED_LOCKED_FIELDS } from '@schemas/profile';
import { CityOptions } from './city-options';
import { FormSelect } from './form-select';
import { IdentityFields } from './identity-fields';
import { InfoField } from './info-field';
import { MyInfoSave } from './my-info-save';
import { LogoField } from './logo-field';
import {
  lessorInfoValues,
  savedIdentity,
  type LessorInfoValues,
  type LessorProfile,
} from './profile-values';
import { useProfileSaved } from './use-profile-saved';

type Name = keyof LessorInfoValues & string;

export function LessorInfoForm({
  profile,
  readOnly,
}: {
  profile: LessorProfile;
  readOnly: boolean;
}) {
  const { t } = useTranslation(['accounts', 'validation']);
  const { language } = useLanguage();
  const locked = useMemo(() => profile.locked_fields ?? [], [profile.locked_fields]);
  const schema = useMemo(
    () => createLessorProfileSchema(savedIdentity(profile), locked),
    [profile, locked],
  );
  const form = useZodForm(schema, {
    fieldGender: 'accounts:fieldGender',
    defaultValues: lessorInfoValues(profile),
    draft: readOnly ? undefined : `my-info-${profile.id}`,
  });
  const saved = useProfileSaved('/apiBack/v1/user/profile');
  const save = $api.useMutation('put', '/apiBack/v1/user/profile');
  const hasLicense = form.watch('has_license');

  // A draft typed before the account was verified never overrides what Nafath verified.
  useEffect(() => {
    const base = lessorInfoValues(profile);
    for (const field of VERIFIED_LOCKED_FIELDS)
      if (locked.includes(field)) form.setValue(field, base[field]);
  }, [form, locked, profile]);

  const isLocked = (name: Name) => (locked as readonly string[]).includes(name);
  const lockNote = (name: Name) =>
    isLocked(name) && profile.verified_at
      ? t('myInfo.lockedReason', { date: formatLongDate(profile.verified_at, language, false) })
      : undefined;
  const err = (name: Name) => form.fieldError(name, t(`fields.${name}`));
  const text = (name: Name, extra: object = {}) => (
    <InfoField name={name} error={err(name)} locked={lockNote(name)}>
      <Input
        {...form.register(name)}
        readOnly={isLocked(name)}
        aria-readonly={isLocked(name) || undefined}
        bg={isLocked(name) ? 'bg.muted' : undefined}
        {...extra}
      />
    </InfoField>
  );
  const ltr = (inputMode: 'numeric' | 'tel' | 'email', max?: number) => ({
    dir: 'ltr',
    inputMode,
    maxLength: max,
  });

  const submit = form.submit(async (body) => {
    const { data } = await save.mutateAsync({ body });
    saved(data);
    form.reset(lessorInfoValues(data));
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="lessor-info-form">
      <Fieldset.Root disabled={readOnly}>
        <Stack gap="8">
          <Fieldset.Content>
            <Fieldset.Legend fontSize="lg" fontWeight="bold">
              {t('myInfo.sections.identity')}
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {text('full_name', { autoComplete: 'name', dir: 'auto' })}
              {text('phone', { ...ltr('tel', 13), type: 'tel', autoComplete: 'tel' })}
              <IdentityFields
                form={form}
                error={err}
                isLocked={isLocked}
                lockNote={lockNote}
                savedType={profile.identity_type}
              />
              {text('email', { ...ltr('email'), type: 'email', autoComplete: 'email' })}
            </SimpleGrid>
          </Fieldset.Content>

          <Fieldset.Content>
            <Fieldset.Legend fontSize="lg" fontWeight="bold">
              {t('myInfo.sections.business')}
            </Fieldset.Legend>
            <LogoField
              logo={profile.logo ?? undefined}
              disabled={readOnly}
              onUploaded={(p) => saved(p, 'logo.uploaded')}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {text('company_name', { autoComplete: 'organization', dir: 'auto' })}
              {text('office_name', { dir: 'auto' })}
              {text('commercial_register', ltr('numeric', 10))}
              {text('vat_number', ltr('numeric', 15))}
            </SimpleGrid>
            <InfoField name="bio" error={err('bio')}>
              <Textarea {...form.register('bio')} rows={4} maxLength={1000} dir="auto" />
            </InfoField>
          </Fieldset.Content>

          <Fieldset.Content>
            <Fieldset.Legend fontSize="lg" fontWeight="bold">
              {t('myInfo.sections.contact')}
            </Fieldset.Legend>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              <InfoField name="city_id" error={err('city_id')} required>
                <FormSelect control={form.control} name="city_id">
                  <CityOptions />
                </FormSelect>
              </InfoField>
              {text('district', { dir: 'auto' })}
            </SimpleGrid>
          </Fieldset.Content>

          <Fieldset.Content>
            <Fieldset.Legend fontSize="lg" fontWeight="bold">
              {t('myInfo.sections.licence')}
            </Fieldset.Legend>
            <InfoField name="has_license" error={err('has_license')}>
              <Controller
                control={form.control}
                name="has_license"
                render={({ field }) => (
                  <RadioGroup.Root
                    value={field.value ? 'yes' : 'no'}
                    onValueChange={(e) => field.onChange(e.value === 'yes')}
                    name={field.name}
                    colorPalette="brand"
                    disabled={readOnly}
                  >
                    <HStack gap="6">
                      {(['yes', 'no'] as const).map((v) => (
                        <RadioGroup.Item key={v} value={v}>
                          <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{t(v)}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </HStack>
                  </RadioGroup.Root>
                )}
              />
            </InfoField>
            {hasLicense && text('license_number', ltr('numeric', 13))}
          </Fieldset.Content>

          {/* Read-only (a member of the account): nothing to send, so no message either. */}
          {!readOnly && <MyInfoSave form={form} />}
        </Stack>
      </Fieldset.Root>
    </form>
  );
}
