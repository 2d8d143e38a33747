// The totals block of a document: each line (a rate beside its label, deductions shown
// as "- amount"), then the grand total under a rule.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../table/format';
import type { DocumentTotalsDef, TotalLine } from './define-document';

function Line({ line, lang, ns }: { line: TotalLine; lang: string; ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <>
      <Text>
        {t(line.label)}
        {line.rate ? (
          <>
            {' '}
            (<bdi>{line.rate}%</bdi>)
          </>
        ) : null}
      </Text>
      <Text fontWeight="bold" whiteSpace="nowrap">
        <bdi>{(line.deduct ? '- ' : '') + formatMoney(line.value, lang)}</bdi>
      </Text>
    </>
  );
}

export function DocumentTotals({ ns, totals }: { ns: string; totals: DocumentTotalsDef }) {
  const { i18n } = useTranslation(ns);
  return (
    <Stack gap="2" maxW="md" ms="auto" mt="6" data-testid={totals.testId}>
      {totals.lines.map((l) => (
        <HStack key={l.key} justify="space-between" gap="4" data-line={l.key}>
          <Line line={l} lang={i18n.language} ns={ns} />
        </HStack>
      ))}
      <Box borderTopWidth="2px" borderColor="brand.600" pt="2">
        <HStack justify="space-between" gap="4" fontWeight="bold" data-line={totals.grand.key}>
          <Line line={totals.grand} lang={i18n.language} ns={ns} />
        </HStack>
      </Box>
    </Stack>
  );
}
