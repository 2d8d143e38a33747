// Spec: "missing ... receiving method prompts the user to add them" — on the transfers
// page and the dashboard's balance card, until a receiving method is saved.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

export function MissingMethodPrompt() {
  const { t } = useTranslation('transfers');
  return (
    <Alert.Root status="warning" data-testid="payout-missing" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="60">
        <Alert.Title>{t('missing.title')}</Alert.Title>
        <Alert.Description>{t('missing.body')}</Alert.Description>
      </Alert.Content>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to="/dashboard/paymentReceiption">{t('missing.action')}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
