// Label/value pairs of a document (issuer block, invoice meta). Labels are
// `<ns>:fields.<key>`; numbers, phones and codes are isolated left-to-right.
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../table/format';

export interface KeyValue {
  key: string;
  value: unknown;
  kind?: 'text' | 'ltr' | 'money' | 'date';
  /** Label i18n key override. */
  label?: string;
}

export function KeyValueGrid({
  ns,
  items,
  columns = 2,
}: {
  ns: string;
  items: KeyValue[];
  columns?: number;
}) {
  const { t, i18n } = useTranslation(ns);
  return (
    <SimpleGrid
      as="dl"
      columns={{ base: 1, sm: columns }}
      gapX="6"
      gapY="2"
      m="0"
      data-kv={columns}
    >
      {items.map((it) => {
        const empty = it.value === undefined || it.value === null || it.value === '';
        let shown: React.ReactNode = empty ? '—' : String(it.value);
        if (!empty && it.kind === 'money')
          shown = <bdi>{formatMoney(it.value, i18n.language)}</bdi>;
        if (!empty && it.kind === 'date') shown = <bdi>{formatDate(it.value, i18n.language)}</bdi>;
        if (!empty && it.kind === 'ltr') shown = <bdi dir="ltr">{String(it.value)}</bdi>;
        if (!empty && (!it.kind || it.kind === 'text'))
          shown = <span dir="auto">{String(it.value)}</span>;
        return (
          <Box key={it.key} display="flex" gap="2" flexWrap="wrap">
            <Text as="dt" color="fg.muted" fontWeight="medium">
              {t(it.label ?? `fields.${it.key}`)}:
            </Text>
            <Text as="dd" m="0" fontWeight="bold">
              {shown}
            </Text>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
