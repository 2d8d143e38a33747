// Embedded backend only: the person's side of Nafath (approve or reject the request, as the
// Nafath app would). With a real apiBack, Nafath calls the backend back and this is absent.
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const EMBEDDED_NAFATH = !import.meta.env.VITE_API_BASE_URL;

export function NafathDemoControl({
  requestId,
  number,
  onAnswered,
}: {
  requestId: string;
  number: string;
  onAnswered: () => void;
}) {
  const { t } = useTranslation('accounts');
  const [busy, setBusy] = useState<'approve' | 'reject'>();
  const answer = async (decision: 'approve' | 'reject') => {
    setBusy(decision);
    try {
      await fetch(`${location.origin}/mock-nafath/requests/${requestId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ decision }),
      });
    } finally {
      setBusy(undefined);
      onAnswered();
    }
  };
  return (
    <Alert.Root
      status="neutral"
      borderRadius="l2"
      borderStyle="dashed"
      borderWidth="1px"
      data-testid="nafath-demo"
    >
      <Alert.Content gap="3">
        <Alert.Title>{t('verification.demo.title')}</Alert.Title>
        <Alert.Description>{t('verification.demo.body')}</Alert.Description>
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            size="sm"
            loading={busy === 'approve'}
            disabled={Boolean(busy)}
            onClick={() => void answer('approve')}
          >
            {t('verification.demo.approve', { number })}
          </Button>
          <Button
            variant="outline"
            size="sm"
            loading={busy === 'reject'}
            disabled={Boolean(busy)}
            onClick={() => void answer('reject')}
          >
            {t('verification.demo.reject')}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
