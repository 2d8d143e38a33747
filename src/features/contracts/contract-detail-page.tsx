// A contract's page for each party: the lessor's (/contracts/rent-contract-details/:id,
// /contracts/custom-contracts-details/:id) and the tenant's (/contracts/tenant-contract-
// details/:id). The sections of Ejar's lease in order, the payment schedule with what is
// paid against it, the attached base contract (the lessor attaches or replaces it), the clauses in the page's language (the other one on request), the
// lifecycle's history, and the buttons the status allows. Printing opens the bilingual A4
// contract (/print-contract/:id).
import { useMemo, useState } from 'react';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/i18n/languages';
import { Link } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { sideQuery, type Side } from '@/api/two-sided';
import { defineDocument, DocumentPage } from '@/engines/document';
import { DataTable } from '@/engines/table';
import { BaseContractPanel } from './base-contract-panel';
import { ContractHistory } from './contract-history';
import { contractSections } from './contract-sections';
import { contractStatuses } from './contract-statuses';
import { ContractToolbar } from './contract-toolbar';
import { makeScheduleTable } from './schedule-table';

type Contract = components['schemas']['Contract'];

function Block({ heading, children }: { heading: string; children: React.ReactNode }) {
  const { t } = useTranslation('contracts');
  return (
    <Box as="section" mt="8">
      <Heading as="h2" size="sm" mb="3" pb="1" borderBottomWidth="1px">
        {t(heading)}
      </Heading>
      {children}
    </Box>
  );
}

function Clauses({ c }: { c: Contract }) {
  const { t, i18n } = useTranslation('contracts');
  const own = i18n.language.startsWith('ar') ? 'ar' : 'en';
  const [lang, setLang] = useState<Language>(own);
  const other = lang === 'ar' ? 'en' : 'ar';
  return (
    <Block heading="detail.clauses">
      <Button size="xs" variant="outline" mb="3" onClick={() => setLang(other)} data-no-print>
        {t(`detail.showIn.${other}`)}
      </Button>
      <Text
        whiteSpace="pre-wrap"
        lineHeight="tall"
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        data-testid="contract-clauses"
      >
        {c.clauses[lang]}
      </Text>
      {c.extra_terms && (
        <Box mt="4">
          <Text fontWeight="bold">{t('fields.extra_terms')}</Text>
          <Text whiteSpace="pre-wrap" dir="auto">
            {c.extra_terms}
          </Text>
        </Box>
      )}
    </Block>
  );
}

function Extra({ c, party }: { c: Contract; party: Side }) {
  const { t, i18n } = useTranslation('contracts');
  const schedule = useMemo(() => makeScheduleTable(i18n.language), [i18n.language]);
  return (
    <>
      {c.reservation_id && party === 'lessor' && (
        <Text mt="4">
          <Link to={`/dashboard/reservations/${c.reservation_id}`}>
            {t('detail.booking', { id: c.reservation_id })}
          </Link>
        </Text>
      )}
      <Block heading="detail.schedule">
        <Box data-testid="contract-schedule">
          <DataTable def={schedule} rows={c.schedule} />
        </Box>
      </Block>
      <Block heading="baseContract.title">
        <BaseContractPanel c={c} side={party} />
      </Block>
      <Clauses c={c} />
      <Block heading="detail.history">
        <ContractHistory events={c.history} />
      </Block>
    </>
  );
}

const view = (party: Side, lang: string) => (c: Contract) => ({
  title: { label: 'detail.title', text: c.number },
  status: { statuses: contractStatuses, value: c.status },
  titleItems: [{ key: 'source', value: c.source, prefix: 'enums.source' }],
  sections: contractSections(c, lang),
  extra: <Extra c={c} party={party} />,
  actions: <ContractToolbar contract={c} party={party} />,
  printTo: `/print-contract/${c.id}`,
});

export function LessorContractPage({ backTo }: { backTo: string }) {
  const { i18n } = useTranslation();
  const def = useMemo(
    () =>
      defineDocument({
        ns: 'contracts',
        query: (id) => sideQuery('lessor', '/contracts/{id}', { params: { path: { id } } }),
        backTo,
        failure: 'detail.loadFailed',
        view: view('lessor', i18n.language),
      }),
    [backTo, i18n.language],
  );
  return <DocumentPage def={def} />;
}

export const RentContractPage = () => (
  <LessorContractPage backTo="/dashboard/contracts/rent-contract" />
);
export const CustomContractPage = () => (
  <LessorContractPage backTo="/dashboard/contracts/custom-contracts" />
);

export function TenantContractPage() {
  const { i18n } = useTranslation();
  const def = useMemo(
    () =>
      defineDocument({
        ns: 'contracts',
        query: (id) => sideQuery('tenant', '/contracts/{id}', { params: { path: { id } } }),
        backTo: '/dashboard/contracts/tenant-contracts',
        failure: 'detail.loadFailed',
        view: view('tenant', i18n.language),
      }),
    [i18n.language],
  );
  return <DocumentPage def={def} />;
}
