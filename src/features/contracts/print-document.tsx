// The printed contract (A4): Arabic first, right to left, with each label in English beside
// it (or Arabic only, on request); every date in both calendars; the sections of Ejar's
// lease, the payment schedule, the clauses, the parties' signatures and acceptance, and a
// QR code that leads to the contract's public verification page.
import type { ReactNode } from 'react';
import { Box, chakra, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { SiteLogo } from '@/components/site-logo';
import { formatDateTime, formatHijriDate } from '@/domain/format';
import type { KeyValue } from '@/engines/document';
import { formatDate, formatMoney } from '@/engines/table';
import { contractSections } from './contract-sections';
import { ContractQr, verifyUrl } from './contract-qr';
import type { Side } from '@/api/two-sided';
import { PrintAttachment } from './print-attachment';

type Contract = components['schemas']['Contract'];

const cell = {
  borderWidth: '1px',
  borderColor: 'gray.300',
  px: '2',
  py: '1',
  verticalAlign: 'top',
};

function useBoth() {
  const { t } = useTranslation('contracts');
  return {
    ar: (key: string, o?: Record<string, unknown>) => t(key, { ...o, lng: 'ar' }),
    en: (key: string, o?: Record<string, unknown>) => t(key, { ...o, lng: 'en' }),
  };
}

function Value({ it, bilingual }: { it: KeyValue; bilingual: boolean }) {
  const l = useBoth();
  const v = it.value;
  if (v === undefined || v === null || v === '') return <>—</>;
  if (it.prefix) {
    const key = `${it.prefix}.${String(v)}`;
    return <>{bilingual ? `${l.ar(key)} / ${l.en(key)}` : l.ar(key)}</>;
  }
  if (it.kind === 'money') return <bdi>{formatMoney(v, 'ar')}</bdi>;
  if (it.kind === 'date')
    return (
      <>
        <bdi>{formatDate(v)}</bdi>
        {it.note && (
          <Text as="span" display="block" fontSize="xs">
            {it.note}
          </Text>
        )}
      </>
    );
  if (it.kind === 'ltr') return <bdi dir="ltr">{String(v)}</bdi>;
  return <span dir="auto">{String(v)}</span>;
}

function Section({
  heading,
  children,
  bilingual,
}: {
  heading: string;
  children: ReactNode;
  bilingual: boolean;
}) {
  const l = useBoth();
  return (
    <Box as="section" mt="5">
      <Heading
        as="h2"
        fontSize="md"
        mb="2"
        display="flex"
        justifyContent="space-between"
        gap="4"
        bg="gray.100"
        px="2"
        py="1"
      >
        <span lang="ar">{l.ar(heading)}</span>
        {bilingual && (
          <span lang="en" dir="ltr">
            {l.en(heading)}
          </span>
        )}
      </Heading>
      {children}
    </Box>
  );
}

function Rows({ items, bilingual }: { items: KeyValue[]; bilingual: boolean }) {
  const l = useBoth();
  return (
    <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
      <tbody>
        {items.map((it) => (
          <tr key={it.key} data-keep="">
            <chakra.th {...cell} textAlign="start" fontWeight="medium" w="32%" bg="gray.50">
              {l.ar(`fields.${it.key}`)}
            </chakra.th>
            <chakra.td {...cell}>
              <Value it={it} bilingual={bilingual} />
            </chakra.td>
            {bilingual && (
              <chakra.th
                {...cell}
                textAlign="end"
                fontWeight="medium"
                w="28%"
                bg="gray.50"
                lang="en"
                dir="ltr"
              >
                {l.en(`fields.${it.key}`)}
              </chakra.th>
            )}
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

function Schedule({ c, bilingual }: { c: Contract; bilingual: boolean }) {
  const l = useBoth();
  const head = (key: string) => (bilingual ? `${l.ar(key)} / ${l.en(key)}` : l.ar(key));
  return (
    <chakra.table w="full" fontSize="sm" borderCollapse="collapse" data-testid="print-schedule">
      <thead>
        <tr>
          {['schedule.index', 'schedule.due_date', 'schedule.due_hijri', 'schedule.amount'].map(
            (k) => (
              <chakra.th key={k} {...cell} bg="gray.100" textAlign="start">
                {head(k)}
              </chakra.th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {c.schedule.map((it) => (
          <tr key={it.index}>
            <chakra.td {...cell}>
              <bdi>{it.index}</bdi>
            </chakra.td>
            <chakra.td {...cell}>
              <bdi>{it.due_date}</bdi>
            </chakra.td>
            <chakra.td {...cell}>{formatHijriDate(it.due_date, 'ar')}</chakra.td>
            <chakra.td {...cell}>
              <bdi>{formatMoney(it.amount, 'ar')}</bdi>
            </chakra.td>
          </tr>
        ))}
        <tr>
          <chakra.th {...cell} colSpan={3} textAlign="start" bg="gray.50">
            {head('schedule.total')}
          </chakra.th>
          <chakra.td {...cell} fontWeight="bold">
            <bdi>{formatMoney(c.total_value, 'ar')}</bdi>
          </chakra.td>
        </tr>
      </tbody>
    </chakra.table>
  );
}

function Signatures({ c, bilingual }: { c: Contract; bilingual: boolean }) {
  const l = useBoth();
  const accepted = c.history.find((e) => e.status === 'accepted');
  const sent = c.history.find((e) => e.status === 'sent');
  const party = (label: string, name: string, at?: string) => (
    <Stack gap="1" borderWidth="1px" borderColor="gray.300" p="3" data-keep="">
      <Text fontWeight="bold">{bilingual ? `${l.ar(label)} / ${l.en(label)}` : l.ar(label)}</Text>
      <Text dir="auto">{name}</Text>
      {at ? (
        <Text fontSize="xs" color="gray.700">
          {l.ar('print.signedAt')} <bdi>{formatDateTime(at)}</bdi>
        </Text>
      ) : (
        <Box h="10" borderBottomWidth="1px" borderColor="gray.500" />
      )}
    </Stack>
  );
  return (
    <SimpleGrid columns={2} gap="4">
      {party('print.firstParty', c.lessor_name, sent?.at)}
      {party('print.secondParty', c.tenant_name, accepted?.at)}
    </SimpleGrid>
  );
}

export function PrintDocument({
  contract: c,
  bilingual,
  side,
}: {
  contract: Contract;
  bilingual: boolean;
  /** Whose copy (which call downloads the attached base contract). */
  side: Side;
}) {
  const l = useBoth();
  const url = verifyUrl(c.verification_code);
  return (
    <Box lang="ar" dir="rtl" data-print-contract="">
      <Flex
        justify="space-between"
        align="start"
        gap="4"
        borderBottomWidth="2px"
        borderColor="brand.600"
        pb="3"
      >
        <Stack gap="1">
          <SiteLogo />
          <Heading as="h1" fontSize="xl">
            {l.ar('print.title', { type: l.ar(`enums.contractType.${c.contract_type}`) })}
          </Heading>
          {bilingual && (
            <Text lang="en" dir="ltr" textAlign="start" fontWeight="bold">
              {l.en('print.title', { type: l.en(`enums.contractType.${c.contract_type}`) })}
            </Text>
          )}
          <Text fontSize="sm">
            {l.ar('fields.number')}: <bdi dir="ltr">{c.number}</bdi> ·{' '}
            {l.ar(`enums.status.${c.status}`)}
          </Text>
        </Stack>
        <Stack align="center" gap="1" data-keep="">
          <ContractQr url={url} label={l.ar('print.qr')} />
          <Text fontSize="2xs" textAlign="center" maxW="40">
            {l.ar('print.verify')}
            <br />
            <bdi dir="ltr">{c.verification_code}</bdi>
          </Text>
        </Stack>
      </Flex>
      {c.status === 'draft' && (
        <Text
          mt="3"
          p="2"
          borderWidth="2px"
          borderColor="orange.400"
          color="orange.800"
          fontWeight="bold"
          textAlign="center"
        >
          {bilingual ? `${l.ar('print.draft')} / ${l.en('print.draft')}` : l.ar('print.draft')}
        </Text>
      )}
      {contractSections(c, 'ar').map((s) => (
        <Section key={s.key} heading={s.heading} bilingual={bilingual}>
          <Rows items={s.items} bilingual={bilingual} />
        </Section>
      ))}
      <Section heading="detail.schedule" bilingual={bilingual}>
        <Schedule c={c} bilingual={bilingual} />
      </Section>
      {c.base_contract && (
        <Section heading="baseContract.title" bilingual={bilingual}>
          <PrintAttachment c={c} side={side} bilingual={bilingual} />
        </Section>
      )}
      <Section heading="detail.clauses" bilingual={bilingual}>
        <Text whiteSpace="pre-wrap" fontSize="sm" lineHeight="tall" lang="ar">
          {c.clauses.ar}
        </Text>
        {c.extra_terms && (
          <Text whiteSpace="pre-wrap" fontSize="sm" mt="2" dir="auto">
            {c.extra_terms}
          </Text>
        )}
        {bilingual && (
          <Text
            whiteSpace="pre-wrap"
            fontSize="sm"
            lineHeight="tall"
            lang="en"
            dir="ltr"
            mt="4"
            pt="3"
            borderTopWidth="1px"
          >
            {c.clauses.en}
          </Text>
        )}
      </Section>
      <Section heading="print.signatures" bilingual={bilingual}>
        <Signatures c={c} bilingual={bilingual} />
      </Section>
      <Text fontSize="xs" mt="4" color="gray.700">
        {l.ar('print.footer')} <bdi dir="ltr">{url}</bdi>
      </Text>
    </Box>
  );
}
