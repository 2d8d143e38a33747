// A tenant's "my information": names, email, city and the identity (a national ID starting
// with 1, or a residence number starting with 2, with its checksum); the mobile number is the
// login and is shown, not edited here. Drafts survive a reload; the save updates userData.
import { Input } from '@chakra-ui/react/input';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { useZodForm } from '@/engines/form';
import { tenantProfileSchema } from '@schemas/profile';
import { CityOptions } from './city-options';
import { FormSelect } from './form-select';
import { IdentityFields } from './identity-fields';
import { InfoField } from './info-field';
import { MyInfoSave } from './my-info-save';
import {
  localMobile,
  tenantInfoValues,
  type TenantInfoValues,
  type TenantProfile,
} from './profile-values';
import { useProfileSaved } from './use-profile-saved';

type Name = keyof TenantInfoValues & string;

export function TenantInfoForm({ profile }: { profile: TenantProfile }) {
  const { t } = useTranslation(['accounts', 'validation']);
  const form = useZodForm(tenantProfileSchema, {
    fieldGender: 'accounts:fieldGender',
    defaultValues: tenantInfoValues(profile),
    draft: `my-info-${profile.id}`,
  });
  const saved = useProfileSaved('/apiBack/v1/ordinaries/profile');
  const save = $api.useMutation('put', '/apiBack/v1/ordinaries/profile');
  const err = (name: Name) => form.fieldError(name, t(`fields.${name}`));
  const text = (name: Name, extra: object = {}) => (
    <InfoField name={name} error={err(name)} required={name !== 'email'}>
      <Input {...form.register(name)} {...extra} />
    </InfoField>
  );

  const submit = form.submit(async (body) => {
    const { data } = await save.mutateAsync({ body });
    saved(data);
    form.reset(tenantInfoValues(data));
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="tenant-info-form">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {text('first_name', { autoComplete: 'given-name', dir: 'auto' })}
          {text('last_name', { autoComplete: 'family-name', dir: 'auto' })}
          <InfoField name="phone">
            <Input value={localMobile(profile.phone)} readOnly dir="ltr" bg="bg.muted" />
          </InfoField>
          {text('email', { type: 'email', dir: 'ltr', inputMode: 'email', autoComplete: 'email' })}
          <InfoField name="city_id" error={err('city_id')}>
            <FormSelect control={form.control} name="city_id">
              <CityOptions />
            </FormSelect>
          </InfoField>
          <IdentityFields form={form} error={err} />
        </SimpleGrid>
        <MyInfoSave form={form} />
      </Stack>
    </form>
  );
}
