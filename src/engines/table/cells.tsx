// One renderer per cell kind. A new need becomes a new kind here (with a test),
// never a custom cell inside a screen.
import { Badge, Button, HStack, Image, Link } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { cellValue, type ColumnDef } from './define-table';
import { formatDate, formatMoney } from './format';

export interface CellContext {
  ns: string;
  t: TFunction;
  lang: string;
  /** Plain elements styled by the table's CSS (virtualised lists: no per-cell style hooks). */
  lite?: boolean;
  /** Links as plain <a href>; the table routes their clicks (no router hooks per cell). */
  plainLinks?: boolean;
}

/** A cell as a component (one translation hook per cell: fine for short lists). */
export function Cell<Row>({ column, row, ns }: { column: ColumnDef<Row>; row: Row; ns: string }) {
  const { t, i18n } = useTranslation([ns, 'table']);
  return renderCell(column, row, { ns, t, lang: i18n.language });
}

/** A cell as a plain render call: long lists translate once per row, not per cell. */
export function renderCell<Row>(
  column: ColumnDef<Row>,
  row: Row,
  { ns, t, lang, lite, plainLinks }: CellContext,
) {
  const i18n = { language: lang };
  const value = cellValue(column, row);
  switch (column.cell) {
    case 'text':
      return (
        <span dir="auto">
          {value === null || value === undefined || value === '' ? '—' : String(value)}
        </span>
      );
    case 'money':
      return <bdi>{formatMoney(value, i18n.language)}</bdi>;
    case 'date':
      return <bdi>{formatDate(value, i18n.language, column.withTime)}</bdi>;
    case 'enum':
      return (
        <span>
          {value === null || value === undefined
            ? '—'
            : t(`${column.prefix}.${String(value)}`, { ns })}
        </span>
      );
    case 'status': {
      const chip = column.statuses(value, row);
      if (lite) return <span data-chip={chip.palette}>{t(chip.label, { ns })}</span>;
      return (
        <Badge colorPalette={chip.palette} variant="subtle" borderRadius="full" px="3">
          {t(chip.label, { ns })}
        </Badge>
      );
    }
    case 'link':
      if (plainLinks)
        return (
          <a href={column.to(row)} data-link="">
            {t(column.label ?? `fields.${column.key}`, { ns })}
          </a>
        );
      if (lite)
        return (
          <RouterLink to={column.to(row)} data-link="">
            {t(column.label ?? `fields.${column.key}`, { ns })}
          </RouterLink>
        );
      return (
        <Link asChild color="brand.700" fontWeight="bold">
          <RouterLink to={column.to(row)}>
            {t(column.label ?? `fields.${column.key}`, { ns })}
          </RouterLink>
        </Link>
      );
    case 'actions':
      return (
        <HStack gap="2">
          {column.actions.map((a) =>
            a.to ? (
              <Button key={a.key} asChild size="xs" variant="outline">
                <RouterLink to={a.to(row)}>{t(a.label, { ns })}</RouterLink>
              </Button>
            ) : (
              <Button key={a.key} size="xs" variant="outline" onClick={() => a.onClick?.(row)}>
                {t(a.label, { ns })}
              </Button>
            ),
          )}
        </HStack>
      );
    case 'image':
      return value ? (
        <Image
          src={String(value)}
          alt={column.alt?.(row) ?? ''}
          boxSize="12"
          objectFit="cover"
          borderRadius="md"
        />
      ) : (
        <span>—</span>
      );
  }
}
