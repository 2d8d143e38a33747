// Where a bank transfer goes (issue 11, defect 2): the receiving bank, the account holder
// and the IBAN, grouped by four and isolated left-to-right, with a button that copies the
// IBAN (without spaces) for the banking app. The account is the lessor's receiving
// method, or the platform's when the lessor receives by STC Pay (from the backend).
import { Box, Button, Grid, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { formatIban } from '@/domain/format';

type Account = components['schemas']['BankTransferAccount'];

export function BankAccount({ account, amount }: { account: Account; amount: React.ReactNode }) {
  const { t } = useTranslation('booking');
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.iban);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box
      borderWidth="1px"
      borderColor="brand.200"
      bg="brand.50"
      borderRadius="lg"
      p="4"
      data-testid="bank-account"
    >
      <Text fontWeight="bold" mb="1">
        {t('bank.title')} {amount}
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t(`bank.owner.${account.owner}`)}
      </Text>
      <Grid
        as="dl"
        templateColumns={{ base: '1fr', sm: 'auto 1fr' }}
        columnGap="4"
        rowGap={{ base: '0.5', sm: '2' }}
        fontSize="sm"
      >
        <Text as="dt" color="fg.muted">
          {t('bank.bank')}
        </Text>
        <Text as="dd" dir="auto">
          {account.bank_name}
        </Text>
        <Text as="dt" color="fg.muted" mt={{ base: '2', sm: '0' }}>
          {t('bank.holder')}
        </Text>
        <Text as="dd" dir="auto">
          {account.holder_name}
        </Text>
        <Text as="dt" color="fg.muted" mt={{ base: '2', sm: '0' }}>
          {t('bank.iban')}
        </Text>
        <Box as="dd">
          <HStack gap="2" wrap="wrap">
            <Text
              as="span"
              dir="ltr"
              fontWeight="bold"
              letterSpacing="wide"
              whiteSpace="nowrap"
              data-testid="bank-iban"
            >
              {formatIban(account.iban)}
            </Text>
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => void copy()}>
              {t('bank.copy')}
            </Button>
          </HStack>
        </Box>
      </Grid>
      <Text role="status" fontSize="sm" mt="2" color={copied === false ? 'red.700' : 'brand.800'}>
        {copied === true ? t('bank.copied') : copied === false ? t('bank.copyFailed') : ''}
      </Text>
    </Box>
  );
}
