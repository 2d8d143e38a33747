// <DocumentPage def={...} />: loads the document of the route's `:id` and lays it out as
// a printable page: back / print / send; header (title, status, logo, stamp, aside);
// issuer block; meta; parties; extra; lines table; totals. Printing keeps only the
// document, on A4 (./print-styles.tsx).
import { useEffect } from 'react';
import {
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FaultReason } from '@/components/fault-reason';
import { SiteLogo } from '@/components/site-logo';
import { StatusChip } from '@/components/status';
import type { DocumentDef, DocumentView } from './define-document';
import { DocumentActions } from './document-actions';
import { DocumentTotals } from './document-totals';
import {
  isEmptyValue,
  keyValueLabel,
  keyValueText,
  KeyValueGrid,
  type KeyValue,
} from './key-value-grid';
import { PrintStyles } from './print-styles';

/** The share sheet where there is one, otherwise an e-mail with the page's address. */
function share(title: string) {
  const url = globalThis.location.href;
  if (navigator.share) void navigator.share({ title, url }).catch(() => undefined);
  else
    globalThis.location.href = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`;
}

function MetaStrip({ ns, items }: { ns: string; items: KeyValue[] }) {
  const { t, i18n } = useTranslation(ns);
  return (
    <HStack
      as="dl"
      mt="6"
      p="3"
      bg="brand.50"
      borderRadius="md"
      justify="space-between"
      wrap="wrap"
      gap="4"
    >
      {items.map((it) => (
        <HStack key={it.key} gap="1">
          <Text as="dt">{keyValueLabel(it, t)}:</Text>
          <Text as="dd" m="0">
            {keyValueText(it, t, i18n.language)}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}

function Stamp({ label }: { label: string }) {
  return (
    <Box
      data-testid="paid-stamp"
      borderWidth="3px"
      borderColor="brand.600"
      color="brand.700"
      fontWeight="bold"
      fontSize="xl"
      px="4"
      py="1"
      borderRadius="md"
      transform="rotate(-8deg)"
    >
      {label}
    </Box>
  );
}

export function DocumentLayout({
  ns,
  view,
  backTo,
}: {
  ns: string;
  view: DocumentView;
  /** Where "back" goes; without it, the previous page. */
  backTo?: string;
}) {
  const { t } = useTranslation(ns);
  const { title, status, titleItems, aside, stamp, issuer, meta, parties, sections, extra } = view;
  const send = view.send;
  return (
    <Box>
      <PrintStyles />
      <DocumentActions
        backTo={backTo}
        printTo={view.printTo}
        onSend={send && ('run' in send ? send.run : () => share(`${t(send.label)} ${send.text}`))}
        lead={view.lead}
      >
        {view.actions}
      </DocumentActions>
      <Box data-print-root bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 8 }}>
        {/* Flex, not a responsive grid: print media drops the breakpoints, and the header
            must keep title, aside and logo side by side on A4. */}
        <Flex wrap="wrap" gap="6" align="start" justify="space-between">
          <Stack gap="2" flex="1 1 15rem">
            <Heading as="h1" size="lg">
              {title.label && t(title.label)} {title.text && <bdi>{title.text}</bdi>}
            </Heading>
            {status && (
              <StatusChip statuses={status.statuses} value={status.value} ns={ns} size="lg" />
            )}
            {titleItems && (
              <Box fontSize="sm">
                <KeyValueGrid ns={ns} columns={1} items={titleItems} />
              </Box>
            )}
          </Stack>
          {aside}
          <Stack align="center" gap="3">
            <SiteLogo />
            {stamp && <Stamp label={t(stamp)} />}
          </Stack>
        </Flex>
        {issuer && (
          <>
            <Heading as="h2" size="sm" mt="6" mb="2">
              {t(issuer.heading)}
            </Heading>
            <KeyValueGrid ns={ns} items={issuer.items.filter((it) => !isEmptyValue(it.value))} />
          </>
        )}
        {meta &&
          (meta.strip ? (
            <MetaStrip ns={ns} items={meta.items} />
          ) : (
            <>
              <Separator my="5" />
              <KeyValueGrid ns={ns} items={meta.items} />
            </>
          ))}
        {parties && (
          <Box mt="5" borderWidth="1px" borderRadius="md" p="4">
            <KeyValueGrid ns={ns} items={parties} />
          </Box>
        )}
        {sections?.map((section) => (
          <Box key={section.key} as="section" mt="6" data-section={section.key}>
            <Heading as="h2" size="sm" mb="2" pb="1" borderBottomWidth="1px">
              {t(section.heading)}
            </Heading>
            <KeyValueGrid ns={ns} items={section.items} />
          </Box>
        ))}
        {extra}
        {view.lines && (
          <Box mt="6">
            {view.lines.heading && (
              <Heading as="h2" size="sm" mb="3">
                {t(view.lines.heading)}
              </Heading>
            )}
            {view.lines.table}
          </Box>
        )}
        {view.totals && <DocumentTotals ns={ns} totals={view.totals} />}
      </Box>
    </Box>
  );
}

export function DocumentPage<Doc>({ def }: { def: DocumentDef<Doc> }) {
  const { t } = useTranslation(def.ns);
  const id = Number(useParams().id);
  const options = def.query(id);
  const query = useQuery({ queryKey: options.queryKey, queryFn: (ctx) => options.queryFn(ctx) });
  const { logFailure } = def;
  useEffect(() => {
    if (logFailure && query.error) console.error(logFailure, query.error);
  }, [logFailure, query.error]);

  if (query.isPending) return <Spinner role="status" aria-label={t('loading')} />;
  // The data is kept on a failed refetch (the layout stays); a failed first load says why
  // and offers a retry.
  if (query.isError && !query.data)
    return (
      <Box py="10" textAlign="center" role="alert" data-testid="document-error">
        <Text color="red.700" mb="3">
          {t(def.failure ?? 'fetchFailed')}
        </Text>
        <FaultReason error={query.error} />
        <Button colorPalette="brand" onClick={() => void query.refetch()}>
          {t('errors:retry')}
        </Button>
      </Box>
    );
  return <DocumentLayout ns={def.ns} view={def.view(query.data.data)} backTo={def.backTo} />;
}
