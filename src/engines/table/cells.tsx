// One renderer per cell kind: the engine's cell registry. A new need becomes a new kind
// here (with a test), never a custom cell inside a screen.
import type { ReactNode } from 'react';
import { Button, HStack, Image, Link } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router-dom';
import { HostedImage } from '@/components/hosted-image';
import { StatusChip, statusLook } from '@/components/status';
import { enumKeys, type Column, type RowAction } from './columns';
import { formatDate, formatMoney } from './format';
import { TimeLeft } from './time-left';

export interface CellContext {
  ns: string;
  t: TFunction;
  lang: string;
  /** Plain elements styled by the table's CSS (virtualised lists: no per-cell style hooks). */
  lite?: boolean;
  /** Links as plain <a href>; the table routes their clicks (no router hooks per cell). */
  plainLinks?: boolean;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** A cell as a plain render call: long lists translate once per row, not per cell. */
const actionApplies = <Row,>(a: RowAction<Row>, row: Row) => a.when?.(row) ?? true;

/** Does this cell show anything on this row? (An actions cell with no action for the row does not.) */
export function cellHasContent<Row>(column: Column<Row>, row: Row): boolean {
  return column.cell !== 'actions' || column.actions.some((a) => actionApplies(a, row));
}

export function renderCell<Row>(column: Column<Row>, row: Row, ctx: CellContext): ReactNode {
  const { ns, t, lang, lite, plainLinks } = ctx;
  const value = column.get(row);
  switch (column.cell) {
    case 'text':
      return <span dir="auto">{isEmpty(value) ? '—' : String(value)}</span>;
    case 'money':
      return <bdi>{formatMoney(value, lang)}</bdi>;
    case 'date':
      return <bdi>{formatDate(value, lang, column.withTime)}</bdi>;
    case 'enum':
      return <span>{isEmpty(value) ? '—' : t(enumKeys(column, value), { ns })}</span>;
    case 'status': {
      if (!lite) return <StatusChip statuses={column.statuses} value={value} ns={ns} />;
      const look = statusLook(column.statuses, value);
      return <span data-chip={look.palette}>{t(look.label, { ns })}</span>;
    }
    case 'link': {
      const to = column.to(row);
      const label = column.text?.(row) ?? t(column.label ?? `fields.${column.id}`, { ns });
      if (plainLinks)
        return (
          <a href={to} data-link="">
            {label}
          </a>
        );
      if (lite)
        return (
          <RouterLink to={to} data-link="">
            {label}
          </RouterLink>
        );
      return (
        <Link asChild color="brand.700" fontWeight="bold">
          <RouterLink to={to}>{label}</RouterLink>
        </Link>
      );
    }
    case 'actions':
      // Wraps on a phone card (four or five buttons are wider than 390 px), at the card's
      // end like its other values; in the table (md and up) they start the cell.
      return (
        <HStack gap="2" wrap="wrap" justify={{ base: 'flex-end', md: 'flex-start' }}>
          {column.actions
            .filter((a) => actionApplies(a, row))
            .map((a) =>
              a.to ? (
                <Button key={a.key} asChild size="xs" variant="outline">
                  <RouterLink to={a.to(row)} onClick={() => a.onClick?.(row)}>
                    {t(a.label, { ns })}
                  </RouterLink>
                </Button>
              ) : (
                <Button key={a.key} size="xs" variant="outline" onClick={() => a.onClick?.(row)}>
                  {t(a.label, { ns })}
                </Button>
              ),
            )}
        </HStack>
      );
    case 'timeLeft':
      return <TimeLeft due={isEmpty(value) ? undefined : String(value)} />;
    case 'image': {
      if (isEmpty(value)) return <span>—</span>;
      const image = {
        alt: column.alt?.(row) ?? '',
        boxSize: '12',
        objectFit: 'cover',
        borderRadius: 'md',
      } as const;
      return column.hosted ? (
        <HostedImage path={String(value)} {...image} />
      ) : (
        <Image src={String(value)} {...image} />
      );
    }
  }
}
