// /payment-error: where the payment gateway sends a failed payment back.
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { VStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '@/components/status';
import { Link as RouterLink } from 'react-router-dom';

export function PaymentErrorPage() {
  const { t } = useTranslation('errors');
  return (
    <VStack
      py={{ base: '12', md: '20' }}
      px="4"
      gap="4"
      textAlign="center"
      data-testid="payment-error"
    >
      <StatusIcon name="warning" palette="red" />
      <Heading as="h1" size="2xl" color="red.600">
        {t('paymentError.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('paymentError.body')}
      </Text>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to="/">{t('BACK_TO_HOME')}</RouterLink>
      </Button>
    </VStack>
  );
}
