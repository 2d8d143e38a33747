// A list screen: the page title, an optional primary action (e.g. "add office") and the
// table. Screens do not write this page; a feature declares it with `listRoute` (see
// ./list-route.tsx) from its dashboard-routes.tsx.
import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable } from './data-table';
import type { TableDef } from './define-table';

export interface ListAction {
  /** i18n key (namespace:key). */
  label: string;
  to: string;
}

export function ListPage<Row extends RowData, P, F extends string>({
  title,
  def,
  action,
}: {
  /** i18n key (namespace:key) of the heading. */
  title: string;
  def: TableDef<Row, P, F>;
  action?: ListAction;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <HStack justify="space-between" mb="5" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t(title)}
        </Heading>
        {action && (
          <Button asChild colorPalette="brand">
            <Link to={action.to}>{t(action.label)}</Link>
          </Button>
        )}
      </HStack>
      <DataTable def={def} />
    </Box>
  );
}
