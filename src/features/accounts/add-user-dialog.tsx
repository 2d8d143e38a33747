// Adding a user to a lessor account (spec: search by phone, verify, add): the phone is
// looked up first (a phone is one account), a code is sent to it, and the person's name,
// the code they received and a role complete it.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Input } from '@chakra-ui/react/input';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $api, apiCall } from '@/api/query';
import { unwrap } from '@/api/result';
import type { components } from '@/api/generated/apiback';
import { formatSaudiMobile } from '@/domain/format';
import { FormError, useZodForm } from '@/engines/form';
import { phoneSchema } from '@schemas/identity';
import { AddUserForm } from './add-user-form';
import { InfoField } from './info-field';
import { isolateLtr } from './use-countdown-to';
import type { LessorUser } from './users-table';
import { AppDialog } from '@/components/app-dialog';

type Lookup = components['schemas']['UserLookup'];

export function AddUserDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (user: LessorUser) => void;
}) {
  const { t } = useTranslation(['accounts', 'validation']);
  const [found, setFound] = useState<Lookup>();
  const [codeSent, setCodeSent] = useState(false);
  const lookupForm = useZodForm(phoneSchema, { defaultValues: { phone: '' } });
  const sendCode = $api.useMutation('post', '/apiBack/v1/user/users/verify');

  const reset = () => {
    setFound(undefined);
    setCodeSent(false);
    lookupForm.reset({ phone: '' });
  };
  const close = () => {
    reset();
    onClose();
  };
  const lookup = lookupForm.submit(async ({ phone }) => {
    setCodeSent(false);
    const { data } = await unwrap(
      apiCall.GET('/apiBack/v1/user/users/lookup', { params: { query: { phone } } }),
    );
    setFound(data);
  });
  const phone = found?.phone;

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('users.dialog.title')}
      closeLabel={t('users.dialog.close')}
      testId="add-user-dialog"
    >
      <Stack gap="5">
        <form onSubmit={(e) => void lookup(e)} noValidate>
          <Stack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('users.dialog.lookupHint')}
            </Text>
            <HStack align="flex-end" gap="3">
              <InfoField name="phone" error={lookupForm.fieldError('phone', t('fields.phone'))}>
                <Input
                  {...lookupForm.register('phone')}
                  type="tel"
                  dir="ltr"
                  inputMode="tel"
                  placeholder="05XXXXXXXX"
                  readOnly={codeSent}
                  data-testid="user-phone"
                />
              </InfoField>
              {!codeSent && (
                <Button
                  type="submit"
                  variant="outline"
                  colorPalette="brand"
                  loading={lookupForm.formState.isSubmitting}
                  data-testid="user-lookup"
                >
                  {t('users.dialog.search')}
                </Button>
              )}
            </HStack>
            <FormError message={lookupForm.formError} />
          </Stack>
        </form>
        {found && found.status !== 'available' && (
          <Alert.Root status="warning" borderRadius="l2" data-testid="user-lookup-result">
            <Alert.Indicator />
            <Alert.Title>
              {found.status === 'member'
                ? t('users.dialog.member', {
                    name: `${found.first_name ?? ''} ${found.last_name ?? ''}`.trim(),
                  })
                : t('users.dialog.taken')}
            </Alert.Title>
          </Alert.Root>
        )}
        {found?.status === 'available' && phone && !codeSent && (
          <Stack gap="3" data-testid="user-lookup-result">
            <Text>{t('users.dialog.available')}</Text>
            <Button
              colorPalette="brand"
              alignSelf="flex-start"
              loading={sendCode.isPending}
              onClick={() =>
                sendCode.mutate({ body: { phone } }, { onSuccess: () => setCodeSent(true) })
              }
              data-testid="user-send-code"
            >
              {t('users.dialog.sendCode')}
            </Button>
          </Stack>
        )}
        {codeSent && phone && (
          <Stack gap="4">
            <Text role="status">
              {t('users.dialog.codeSent', { phone: isolateLtr(formatSaudiMobile(phone)) })}
            </Text>
            <AddUserForm
              phone={phone}
              onAdded={(user) => {
                reset();
                onAdded(user);
              }}
              onBack={reset}
            />
          </Stack>
        )}
      </Stack>
    </AppDialog>
  );
}
