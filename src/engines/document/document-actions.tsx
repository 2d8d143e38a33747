// Back / print / send buttons of a printable document (hidden when printing), and the
// document's own buttons before them.
import type { ReactNode } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

export function DocumentActions({
  onSend,
  backTo,
  printTo,
  children,
}: {
  onSend?: () => void;
  backTo?: string;
  /** Print opens this page (its own printable view) instead of printing this one. */
  printTo?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('table');
  const navigate = useNavigate();
  return (
    <HStack gap="3" mb="4" data-no-print justify="flex-end" wrap="wrap">
      {children}
      <Button variant="outline" onClick={() => (backTo ? navigate(backTo) : navigate(-1))}>
        {t('back')}
      </Button>
      {printTo ? (
        <Button asChild colorPalette="brand" _hover={{ bg: 'brand.700' }}>
          <Link to={printTo}>{t('print')}</Link>
        </Button>
      ) : (
        <Button colorPalette="brand" _hover={{ bg: 'brand.700' }} onClick={() => window.print()}>
          {t('print')}
        </Button>
      )}
      {onSend && (
        <Button variant="outline" colorPalette="brand" onClick={onSend}>
          {t('send')}
        </Button>
      )}
    </HStack>
  );
}
