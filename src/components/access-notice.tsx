// A refusal shown inside the layout (wrong account type), with an optional action.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { VStack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from './status';
import { Link as RouterLink } from 'react-router-dom';

export function AccessNotice({ message, action }: { message: string; action?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Box py="16" px="4" data-testid="access-notice">
      <VStack gap="4" textAlign="center" maxW="lg" mx="auto">
        <StatusIcon name="lock" />
        <Heading as="h1" size="lg">
          {message}
        </Heading>
        {action}
        <Button asChild variant="ghost" colorPalette="brand">
          <RouterLink to="/">{t('nav.home')}</RouterLink>
        </Button>
      </VStack>
    </Box>
  );
}
