// Label/value pairs of a document (issuer block, invoice meta). Labels are
// `<ns>:fields.<key>`; numbers, phones and codes are isolated left-to-right.
import type { ReactNode } from 'react';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../table/format';

export interface KeyValue {
  key: string;
  value: unknown;
  /**
   * 'key': the value is itself an i18n key in the document's ns. 'list': an array of parts
   * (an address), its empty parts left out, joined by the language's comma.
   */
  kind?: 'text' | 'ltr' | 'money' | 'date' | 'key' | 'list';
  /** A code shown through i18n: `<ns>:<prefix>.<value>`. */
  prefix?: string;
  /** Label i18n key override. */
  label?: string;
  /** A second line under the value (e.g. a date's Hijri twin), shown as it is. */
  note?: string;
}

const parts = (v: unknown[]) => v.filter((p) => !isEmptyValue(p));

export const isEmptyValue = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && parts(v).length === 0);

/** The value of a pair as shown: formatted, translated or isolated by its kind. */
export function keyValueText(it: KeyValue, t: TFunction, lang: string): ReactNode {
  if (isEmptyValue(it.value)) return '—';
  if (it.prefix) return t(`${it.prefix}.${String(it.value)}`);
  switch (it.kind) {
    case 'money':
      return <bdi>{formatMoney(it.value, lang)}</bdi>;
    case 'date':
      return <bdi>{formatDate(it.value, lang)}</bdi>;
    case 'ltr':
      return <bdi dir="ltr">{String(it.value)}</bdi>;
    case 'key':
      return t(String(it.value));
    case 'list':
      return (
        <span dir="auto">
          {parts(Array.isArray(it.value) ? it.value : [it.value]).join(t('common:listSeparator'))}
        </span>
      );
    default:
      return <span dir="auto">{String(it.value)}</span>;
  }
}

export const keyValueLabel = (it: KeyValue, t: TFunction) => t(it.label ?? `fields.${it.key}`);

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
      {items.map((it) => (
        <Box key={it.key} display="flex" gap="2" flexWrap="wrap">
          <Text as="dt" color="fg.muted" fontWeight="medium">
            {keyValueLabel(it, t)}:
          </Text>
          <Text as="dd" m="0" fontWeight="bold">
            {keyValueText(it, t, i18n.language)}
            {it.note && !isEmptyValue(it.value) && (
              <Text as="span" display="block" fontWeight="normal" fontSize="sm" color="fg.muted">
                {it.note}
              </Text>
            )}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
