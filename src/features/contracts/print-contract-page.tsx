// /print-contract/:id (no layout): the contract as an A4 document, for whichever party is
// logged in (the lessor's or the tenant's call), Arabic with English beside it by default
// or Arabic only (?lang=ar). The toolbar is for the screen only.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { sideQuery } from '@/api/two-sided';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { PrintDocument } from './print-document';
import { PrintStyles } from './print-styles';

export function PrintContractPage() {
  const { t } = useTranslation(['contracts', 'common']);
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const bilingual = search.get('lang') !== 'ar';
  const session = useSession();
  const query = useQuery({
    ...sideQuery(session.side, '/contracts/{id}', { params: { path: { id } } }),
    enabled: session.isLoggedIn,
  });
  const c = query.data?.data;
  const back = session.isBusiness
    ? `/dashboard/contracts/${c?.source === 'custom' ? 'custom-contracts-details' : 'rent-contract-details'}/${id}`
    : `/dashboard/contracts/tenant-contract-details/${id}`;
  let body;
  if (!session.isLoggedIn)
    body = (
      <Text role="alert">
        {t('print.loginFirst')} <Link to="/">{t('print.home')}</Link>
      </Text>
    );
  else
    body = (
      <QueryState
        queries={[query]}
        label={t('print.loading')}
        renderError={() => (
          <Text role="alert" color="red.700">
            {t('detail.loadFailed')}
          </Text>
        )}
      >
        {({ data }) => <PrintDocument contract={data} bilingual={bilingual} side={session.side} />}
      </QueryState>
    );
  return (
    <Box bg={{ base: 'white', md: 'gray.100' }} minH="100vh" py={{ base: 0, md: 6 }}>
      <PrintStyles
        number={c?.number ?? ''}
        page={t('print.page', { lng: 'ar' })}
        of={t('print.of', { lng: 'ar' })}
      />
      <HStack
        as="nav"
        data-no-print
        justify="center"
        gap="3"
        mb="4"
        wrap="wrap"
        px="3"
        pt={{ base: 3, md: 0 }}
      >
        <Button asChild variant="outline" size="sm">
          <Link to={back}>{t('actions.back')}</Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setSearch(bilingual ? { lang: 'ar' } : {}, { replace: true })}
          aria-pressed={!bilingual}
        >
          {t(bilingual ? 'print.arabicOnly' : 'print.bilingual')}
        </Button>
        <Button size="sm" colorPalette="brand" onClick={() => window.print()} disabled={!c}>
          {t('print.print')}
        </Button>
      </HStack>
      <Box
        as="main"
        data-sheet=""
        bg="white"
        mx="auto"
        w={{ base: 'full', md: '210mm' }}
        minH={{ md: '297mm' }}
        p={{ base: 4, md: '14mm' }}
        boxShadow={{ md: 'md' }}
      >
        {body}
      </Box>
    </Box>
  );
}
