// A part of a screen that could not load because of a fault (server error, offline,
// timeout): says which, and retries just that call; everything already chosen or typed stays.
import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FaultKey } from '@/api/result';

export function LoadFault({
  fault,
  onRetry,
  testId,
}: {
  fault: FaultKey;
  onRetry: () => void;
  testId: string;
}) {
  // Never suspends: a boundary above would hide the screen, and on a server-rendered page
  // remount it, losing what the visitor chose; the alert shows once the messages are in.
  const { t, ready } = useTranslation('errors', { useSuspense: false });
  if (!ready) return null;
  return (
    <Alert.Root status="error" data-testid={testId} data-fault={fault.replace('errors:', '')}>
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{t(fault)}</Alert.Title>
        <Button size="sm" colorPalette="brand" alignSelf="start" onClick={onRetry}>
          {t('errors:retry')}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
