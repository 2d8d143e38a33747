// In mock mode only: the embedded backend's demo accounts, one click to fill the phone.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/components/ltr';
import type { Side } from '@/lib/session';

export interface DemoAccountHint {
  /** Which demo: a tenant, a lessor, or a lessor not verified yet (its label and test id). */
  role: Side | 'unverifiedLessor';
  phone: string;
  code: string;
  nameAr: string;
  nameEn: string;
}

export function DemoAccountsHint({
  accounts,
  onPick,
}: {
  accounts: readonly DemoAccountHint[];
  onPick: (phone: string) => void;
}) {
  const { t, i18n } = useTranslation('auth');
  const ar = i18n.language.startsWith('ar');
  return (
    <Box
      bg="yellow.50"
      borderWidth="1px"
      borderColor="yellow.200"
      borderRadius="l2"
      p="3"
      data-testid="demo-accounts"
    >
      <Text fontWeight="bold" fontSize="sm" mb="2">
        {t('demo.title')}
      </Text>
      <Stack gap="2">
        {accounts.map((a) => (
          <HStack key={a.phone} justify="space-between" gap="2" fontSize="sm">
            <Text>
              {t(`demo.${a.role}`)} · {ar ? a.nameAr : a.nameEn} · <Ltr>{a.phone}</Ltr> ·{' '}
              {t('demo.code')} <Ltr>{a.code}</Ltr>
            </Text>
            <Button
              size="xs"
              variant="outline"
              colorPalette="brand"
              onClick={() => onPick(a.phone)}
              data-testid={`demo-use-${a.role}`}
            >
              {t('demo.use')}
            </Button>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
