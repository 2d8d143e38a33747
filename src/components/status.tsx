// The one place that turns a status into what the user sees: a chip (tables, document
// headers, detail cards) or a large icon (status pages). A feature declares only its
// mapping, status value → tone, with `defineStatuses`; the tone picks the colour, so every
// "paid", "published" or "cancelled" looks the same wherever it is shown.
//
//   export const invoiceStatuses = defineStatuses<InvoiceStatus>('status', {
//     paid: 'success',
//     partial: 'warning',
//   }, { fallback: 'partial' });           // labels: t(`<ns>:status.paid`) ...
//   <StatusChip statuses={invoiceStatuses} value={inv.invoice_status} ns="invoices" />
//   { key: 'invoice_status', cell: 'status', statuses: invoiceStatuses }   // a table column
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { useTranslation } from 'react-i18next';

/** What a status means to the user; the colour follows from it. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info' | 'progress';

/** Chakra colour palettes of the tones (chips) and of the status-page icons. */
export type StatusPalette = 'green' | 'orange' | 'red' | 'gray' | 'blue' | 'yellow';
const PALETTE: Record<StatusTone, StatusPalette> = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
  neutral: 'gray',
  info: 'blue',
  progress: 'yellow',
};

export interface StatusMap<S extends string = string> {
  /** Label keys are `<prefix>.<status>` in the screen's namespace. */
  readonly prefix: string;
  /** The statuses in their declared order (tabs, filters). */
  readonly values: readonly S[];
  /** The status a raw value stands for (unknown values give the fallback, if any). */
  readonly of: (value: unknown) => S | undefined;
  readonly tones: Readonly<Record<S, StatusTone>>;
}

/**
 * Declares a status mapping. `tones` is a Record over the contract's enum, so a new status
 * in the contract fails the type check here until it is given a tone.
 */
export function defineStatuses<S extends string>(
  prefix: string,
  tones: Record<S, StatusTone>,
  options: {
    /** Shown for any value the mapping does not know (the spec's "anything else"). */
    fallback?: NoInfer<S>;
    /** Reads a non-string value (e.g. a boolean flag) as one of the statuses. */
    read?: (value: unknown) => NoInfer<S>;
  } = {},
): StatusMap<S> {
  const values = Object.keys(tones).filter((k): k is S => k in tones);
  const known = (value: unknown) => values.find((s) => s === value);
  return {
    prefix,
    values,
    tones,
    of: (value) => (options.read ? options.read(value) : (known(value) ?? options.fallback)),
  };
}

export interface StatusLook {
  /** i18n key in the screen's namespace. */
  label: string;
  palette: StatusPalette;
}

/** Label key and colour of a value; an unknown value keeps its own label, in grey. */
export function statusLook<S extends string>(statuses: StatusMap<S>, value: unknown): StatusLook {
  const status = statuses.of(value);
  return status === undefined
    ? { label: `${statuses.prefix}.${String(value)}`, palette: 'gray' }
    : { label: `${statuses.prefix}.${status}`, palette: PALETTE[statuses.tones[status]] };
}

export function StatusChip<S extends string>({
  statuses,
  value,
  ns,
  size,
}: {
  statuses: StatusMap<S>;
  value: unknown;
  ns: string;
  /** Badge size: tables use the default, a document header a larger one. */
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation(ns);
  const look = statusLook(statuses, value);
  return (
    <Badge
      size={size}
      colorPalette={look.palette}
      variant="subtle"
      borderRadius="full"
      px="3"
      alignSelf="start"
      data-status={statuses.of(value) ?? String(value)}
    >
      {t(look.label)}
    </Badge>
  );
}

// Large line icons for status pages (inline SVG: emoji glyphs are missing on many systems
// and headless browsers, and render as empty boxes).
const GLYPHS = {
  tools:
    'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6z',
  lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5zM12 15v2',
  warning: 'M12 3 2 21h20L12 3zM12 10v5M12 18v.01',
  check: 'M20 6 9 17l-5-5',
  clock: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
} as const;

export type StatusIconName = keyof typeof GLYPHS;

export function StatusIcon({
  name,
  palette = 'brand',
}: {
  name: StatusIconName;
  /** Colour family of the glyph and its disc (the brand colour unless the page warns). */
  palette?: 'brand' | StatusPalette;
}) {
  return (
    <Box color={`${palette}.700`} bg={`${palette}.50`} borderRadius="full" p="4" aria-hidden>
      <svg
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={GLYPHS[name]} />
      </svg>
    </Box>
  );
}

/** A glyph of the same set at text size, beside a line of text (decorative). */
export function InlineIcon({ name, size = 16 }: { name: StatusIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      style={{ flexShrink: 0, marginBlockStart: '0.15em' }}
    >
      <path d={GLYPHS[name]} />
    </svg>
  );
}
