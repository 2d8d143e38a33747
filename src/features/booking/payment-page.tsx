// /payment?unit=&type_res_id=&from=&to= — review and pay (spec sections 2 and 4);
// /payment?reservation=<id> — pay what is left of a deposit booking.
import { Box, Button, Container, Heading, Text, VStack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { parseBookingParams } from './booking-params';
import { Checkout } from './checkout';
import { PayRest } from './pay-rest';
import { TenantGate } from './tenant-gate';

export function PaymentPage() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const booking = useMemo(() => parseBookingParams(params), [params]);
  const rest = Number(params.get('reservation'));
  if (rest > 0)
    return (
      <TenantGate>
        <Container maxW="6xl" py={{ base: '6', md: '10' }}>
          <Heading as="h1" size="2xl" mb="6">
            {t('rest.heading')}
          </Heading>
          <PayRest id={rest} />
        </Container>
      </TenantGate>
    );
  if (!booking)
    return (
      <Box py="16" px="4" data-testid="booking-invalid">
        <VStack gap="4" textAlign="center" maxW="lg" mx="auto">
          <Heading as="h1" size="lg">
            {t('invalidLink.title')}
          </Heading>
          <Text color="fg.muted">{t('invalidLink.body')}</Text>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/">{t('backHome')}</RouterLink>
          </Button>
        </VStack>
      </Box>
    );
  return (
    <TenantGate>
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl" mb="6">
          {t('title')}
        </Heading>
        <Checkout booking={booking} />
      </Container>
    </TenantGate>
  );
}
