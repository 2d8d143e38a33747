// The last step of adding a user: the person's name, the code sent to their phone and a
// role (each with what it allows), on the schemas/ rule; the backend checks them again.
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { memberRoleValues } from '@/api/generated/apiback';
import { FormError, useZodForm } from '@/engines/form';
import { lessorUserSchema } from '@schemas/profile';
import { InfoField } from './info-field';
import { useAddUser } from './users-api';
import type { LessorUser } from './users-table';

export function AddUserForm({
  phone,
  onAdded,
  onBack,
}: {
  phone: string;
  onAdded: (user: LessorUser) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['accounts', 'validation']);
  const form = useZodForm(lessorUserSchema, {
    defaultValues: { phone, first_name: '', last_name: '', code: '', role: undefined },
  });
  const add = useAddUser();
  type Name = 'first_name' | 'last_name' | 'code' | 'role';
  const err = (name: Name) => form.fieldError(name, t(`fields.${name}`));
  const submit = form.submit(async (body) => {
    const { data } = await add.mutateAsync({ body });
    onAdded(data);
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="add-user-form">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <InfoField name="first_name" error={err('first_name')} required>
            <Input {...form.register('first_name')} autoComplete="off" />
          </InfoField>
          <InfoField name="last_name" error={err('last_name')} required>
            <Input {...form.register('last_name')} autoComplete="off" />
          </InfoField>
        </SimpleGrid>
        <InfoField name="code" error={err('code')} required>
          <Input
            {...form.register('code')}
            dir="ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            data-testid="user-code"
          />
        </InfoField>
        <InfoField name="role" error={err('role')} required>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <RadioGroup.Root
                value={field.value ?? null}
                onValueChange={(e) => field.onChange(e.value)}
                name={field.name}
                colorPalette="brand"
              >
                <Stack gap="3">
                  {memberRoleValues.map((role) => (
                    <RadioGroup.Item key={role} value={role} data-testid={`user-role-${role}`}>
                      <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <Text as="span" fontWeight="bold">
                          {t(`users.roles.${role}`)}
                        </Text>
                        <Text as="span" color="fg.muted">
                          {' — '}
                          {t(`users.roleHints.${role}`)}
                        </Text>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            )}
          />
        </InfoField>
        <FormError message={form.formError} testId="add-user-error" />
        <HStack gap="3" wrap="wrap">
          <Button
            type="submit"
            colorPalette="brand"
            loading={form.formState.isSubmitting}
            data-testid="user-add"
          >
            {t('users.dialog.addUser')}
          </Button>
          <Button variant="ghost" onClick={onBack}>
            {t('users.dialog.back')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
