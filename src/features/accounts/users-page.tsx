// /dashboard/users: the users of a lessor account (spec: search by phone, verify, add or
// delete a user after a lookup and confirmation), each with a role the backend enforces.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $api, apiKey } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { DataTable } from '@/engines/table';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useSession } from '@/lib/session';
import { toaster } from '@/lib/toaster';
import { AddUserDialog } from './add-user-dialog';
import { makeUsersTable, type LessorUser } from './users-table';

export function UsersPage() {
  const { t } = useTranslation(['accounts', 'errors']);
  const { user } = useSession();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [doomed, setDoomed] = useState<LessorUser>();
  const refresh = () =>
    client.invalidateQueries({ queryKey: apiKey('get', '/apiBack/v1/user/users') });
  const remove = $api.useMutation('delete', '/apiBack/v1/user/users/{id}', {
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('users.deleted') });
      return refresh();
    },
    onError: (error) => toaster.create({ type: 'error', title: t(errorMessageKey(error)) }),
  });
  const table = useMemo(() => makeUsersTable(t, user?.id, { remove: setDoomed }), [t, user?.id]);

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <Box>
          <Heading as="h1" size="2xl">
            {t('users.title')}
          </Heading>
          <Text color="fg.muted" mt="1" maxW="2xl">
            {t('users.intro')}
          </Text>
        </Box>
        <Button colorPalette="brand" onClick={() => setAdding(true)} data-testid="users-add">
          {t('users.add')}
        </Button>
      </HStack>
      <DataTable def={table} />
      <AddUserDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          toaster.create({ type: 'success', title: t('users.dialog.added') });
          void refresh();
        }}
      />
      <ConfirmDialog
        open={Boolean(doomed)}
        title={t('users.deleteTitle')}
        body={t('users.deleteBody', {
          name: doomed ? `${doomed.first_name} ${doomed.last_name}` : '',
        })}
        confirm={t('users.delete')}
        cancel={t('users.cancel')}
        busy={remove.isPending}
        onConfirm={() =>
          doomed &&
          remove.mutate(
            { params: { path: { id: doomed.id } } },
            { onSettled: () => setDoomed(undefined) },
          )
        }
        onCancel={() => setDoomed(undefined)}
      />
    </Stack>
  );
}
