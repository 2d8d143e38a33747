// "Reset demo data": only in mock mode (no VITE_API_BASE_URL), where the embedded
// backend keeps its state across reloads.
import { Button } from '@chakra-ui/react/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSession } from '@/lib/session';
import { isMockMode } from './mock-mode';

export function DemoResetButton() {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  if (!isMockMode) return null;
  return (
    <Button
      size="sm"
      variant="outline"
      color="white"
      borderColor="whiteAlpha.700"
      _hover={{ bg: 'whiteAlpha.200' }}
      loading={busy}
      data-testid="reset-demo-data"
      onClick={async () => {
        if (!window.confirm(t('demo.resetConfirm'))) return;
        setBusy(true);
        // The re-seeded backend no longer knows the old token: log out first.
        clearSession();
        // Inline env check so a real-backend build folds this import away.
        if (!import.meta.env.VITE_API_BASE_URL) {
          const { resetMockData } = await import('./mock-backend');
          // Reloads the page; a server that refused the reset leaves the button usable.
          await resetMockData().catch(() => setBusy(false));
        }
      }}
    >
      {t('demo.reset')}
    </Button>
  );
}
