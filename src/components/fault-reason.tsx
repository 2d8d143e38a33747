// Why a load failed, when it is a fault a retry may cure: the server's error, no
// connection, or no answer in time, each in its own words (and data-fault for tests). Any
// other failure (not found, refused) gets nothing here: the screen words it itself.
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { faultKey } from '@/api/result';

export function FaultReason({ error }: { error: unknown }) {
  const { t } = useTranslation('errors', { useSuspense: false });
  const key = faultKey(error);
  if (!key) return null;
  return (
    <Text data-testid="fault-reason" data-fault={key.replace('errors:', '')} mb="3">
      {t(key)}
    </Text>
  );
}
