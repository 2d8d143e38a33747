// Tabs and filters declared in the config; changing either returns to page 1.
import type { ReactNode } from 'react';
import { Box, Field, HStack, Input, NativeSelect, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FilterDef, TabDef } from './define-table';

export function TableTabs<P>({
  ns,
  tabs,
  value,
  onChange,
  children,
}: {
  ns: string;
  tabs: readonly TabDef<P>[];
  value: string;
  onChange: (id: string) => void;
  /** The table itself: it is the selected tab's panel, so the tab's aria-controls resolves. */
  children: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <Tabs.Root value={value} onValueChange={(e) => onChange(e.value)} colorPalette="brand">
      <Tabs.List overflowX="auto" mb="4">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} whiteSpace="nowrap" flexShrink={0}>
            {t(tab.label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} p="0">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}

export function TableFilters<F extends string>({
  ns,
  filters,
  values,
  onChange,
  children,
}: {
  ns: string;
  filters: readonly FilterDef<F>[];
  values: Partial<Record<F, string>>;
  onChange: (key: F, value: string) => void;
  /** Beside the filters, at the end of the row (e.g. the CSV export). */
  children?: ReactNode;
}) {
  const { t } = useTranslation([ns, 'table']);
  return (
    <HStack gap="3" mb="4" wrap="wrap" align="end">
      {filters.map((f) => (
        <Box key={f.key} minW="48" flex="1" maxW="xs">
          {f.kind === 'date' ? (
            // A date field has no placeholder to say what it is: its label stays visible.
            <Field.Root>
              <Field.Label fontSize="xs" color="fg.muted" mb="0">
                {t(`fields.${String(f.key)}`, { ns })}
              </Field.Label>
              <Input
                type="date"
                dir="ltr"
                value={values[f.key] ?? ''}
                onChange={(e) => onChange(f.key, e.target.value)}
              />
            </Field.Root>
          ) : f.kind === 'search' ? (
            <Input
              type="search"
              aria-label={t(`fields.${String(f.key)}`, { ns })}
              placeholder={t(`fields.${String(f.key)}`, { ns })}
              value={values[f.key] ?? ''}
              onChange={(e) => onChange(f.key, e.target.value)}
            />
          ) : (
            <NativeSelect.Root>
              <NativeSelect.Field
                aria-label={t(`fields.${String(f.key)}`, { ns })}
                value={values[f.key] ?? ''}
                onChange={(e) => onChange(f.key, e.target.value)}
              >
                <option value="">{t('table:all')}</option>
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {t(o.label, { ns })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </Box>
      ))}
      {children}
    </HStack>
  );
}
