// The bank's refusal, shown above the payment form by checkout and by paying the rest.
import { Alert, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function PaymentDeclined() {
  const { t } = useTranslation(['booking', 'errors']);
  return (
    <Alert.Root status="error" data-testid="payment-declined">
      <Alert.Indicator />
      <Box>
        <Alert.Title>{t('errors:paymentError.title')}</Alert.Title>
        <Alert.Description>{t('booking:declined')}</Alert.Description>
      </Box>
    </Alert.Root>
  );
}
