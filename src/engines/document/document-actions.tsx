// Back / print / send buttons of a printable document (hidden when printing).
import type { ReactNode } from 'react';
import { Box, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

export function DocumentActions({
  onSend,
  backTo,
  printTo,
  lead,
  children,
}: {
  onSend?: () => void;
  /** Where "back" goes; without it, the previous page. */
  backTo?: string;
  /** Print opens this page (its own printable view) instead of printing this one. */
  printTo?: string;
  /** More buttons after print and send. */
  children?: ReactNode;
  /** A control at the start of the row (the buttons keep to the end). */
  lead?: ReactNode;
}) {
  const { t } = useTranslation('table');
  const navigate = useNavigate();
  return (
    <HStack gap="3" mb="4" data-no-print justify="flex-end" wrap="wrap">
      {lead && <Box me="auto">{lead}</Box>}
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
      {children}
    </HStack>
  );
}
