// The attached base contract on the printed contract: its name, size and upload time in
// Arabic (and English beside it), and on screen only the buttons to view or download it.
import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { errorMessageKey } from '@/api/result';
import type { Side } from '@/api/two-sided';
import type { Language } from '@/i18n/languages';
import { fileSizeParts, formatDateTime } from '@/domain/format';
import { openBaseContract } from './base-contract-api';

type Contract = components['schemas']['Contract'];

export function PrintAttachment({
  c,
  side,
  bilingual,
}: {
  c: Contract;
  side: Side;
  bilingual: boolean;
}) {
  const { t } = useTranslation(['contracts', 'errors']);
  const [failed, setFailed] = useState<string>();
  const file = c.base_contract;
  if (!file) return null;
  const { value, unit } = fileSizeParts(file.size);
  const note = (lng: Language) =>
    t('baseContract.printNote', {
      lng,
      name: file.file_name,
      size: `${value} ${t(`baseContract.size.${unit}`, { lng })}`,
      date: formatDateTime(file.uploaded_at),
      interpolation: { escapeValue: false },
    });
  const open = (mode: 'view' | 'download') => {
    setFailed(undefined);
    openBaseContract(side, c.id, file.file_name, mode).catch((e: unknown) =>
      setFailed(errorMessageKey(e)),
    );
  };
  return (
    <>
      <Text fontSize="sm" lang="ar" data-testid="print-base-contract">
        <bdi>{note('ar')}</bdi>
      </Text>
      {bilingual && (
        <Text fontSize="sm" lang="en" dir="ltr" mt="1">
          {note('en')}
        </Text>
      )}
      <HStack gap="2" mt="2" data-no-print>
        <Button size="xs" variant="outline" onClick={() => open('view')}>
          {t('baseContract.view')}
        </Button>
        <Button size="xs" variant="ghost" onClick={() => open('download')}>
          {t('baseContract.download')}
        </Button>
      </HStack>
      {failed && (
        <Text role="alert" color="red.700" fontSize="sm" data-no-print>
          {t(failed)}
        </Text>
      )}
    </>
  );
}
