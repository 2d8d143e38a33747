// /dashboard/users: the frame of the users list of a lessor account (spec: search by phone,
// verify, add or delete a user after a lookup and confirmation), each with a role the backend
// enforces. The list and its delete are the table config's (./users-table.ts, listRoute);
// this frame adds the intro and "add a user" with its dialog.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListFrame } from '@/engines/table';
import { toaster } from '@/lib/toaster';
import { AddUserDialog } from './add-user-dialog';

export const UsersFrame: ListFrame = ({ title, children }) => {
  const { t } = useTranslation('accounts');
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted" mt="1" maxW="2xl">
            {t('users.intro')}
          </Text>
        </Box>
        <Button colorPalette="brand" onClick={() => setAdding(true)} data-testid="users-add">
          {t('users.add')}
        </Button>
      </HStack>
      {children}
      <AddUserDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          toaster.create({ type: 'success', title: t('users.dialog.added') });
        }}
      />
    </Stack>
  );
};
