// Back / print / send buttons of a printable document (hidden when printing).
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function DocumentActions({ onSend, backTo }: { onSend?: () => void; backTo?: string }) {
  const { t } = useTranslation('table');
  const navigate = useNavigate();
  return (
    <HStack gap="3" mb="4" data-no-print justify="flex-end">
      <Button variant="outline" onClick={() => (backTo ? navigate(backTo) : navigate(-1))}>
        {t('back')}
      </Button>
      <Button colorPalette="brand" _hover={{ bg: 'brand.700' }} onClick={() => window.print()}>
        {t('print')}
      </Button>
      {onSend && (
        <Button variant="outline" colorPalette="brand" onClick={onSend}>
          {t('send')}
        </Button>
      )}
    </HStack>
  );
}
