// Booking and paying are for a logged-in tenant. A visitor stays on the page (the booking
// is in the URL) with the tenant login open; a business account is told it cannot book.
import { Box, Button, Heading, VStack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessNotice } from '@/components/access-notice';
import { canBook } from '@/domain';
import { openLogin, sessionJustEnded, useSession } from '@/lib/session';

export function TenantGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('booking');
  const { isLoggedIn, accountType } = useSession();
  useEffect(() => {
    if (isLoggedIn || sessionJustEnded()) return;
    const id = setTimeout(() => openLogin('tenant'), 0);
    return () => clearTimeout(id);
  }, [isLoggedIn]);

  if (!canBook(accountType)) return <AccessNotice message={t('businessCannotBook')} />;
  if (!isLoggedIn)
    return (
      <Box py="16" px="4" data-testid="booking-login-required">
        <VStack gap="4" textAlign="center" maxW="lg" mx="auto">
          <Heading as="h1" size="lg">
            {t('loginToContinue')}
          </Heading>
          <Button colorPalette="brand" onClick={() => openLogin('tenant')}>
            {t('login')}
          </Button>
        </VStack>
      </Box>
    );
  return children;
}
