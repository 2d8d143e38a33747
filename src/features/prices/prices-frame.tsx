// The prices area: one heading and the spec's sub-tabs (main, offers, coupons, deposit) as
// links, so each tab is its own route and can be bookmarked.
import { Box, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PlainFrame } from '@/engines/table';

const TABS = ['main', 'offers', 'coupons', 'down-prices'] as const;

export function PricesFrame({
  title,
  action,
  children,
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('prices');
  const { pathname } = useLocation();
  return (
    // Field messages: Chakra's default red (fg.error, #ef4444) is 3.8:1 on white, under
    // WCAG AA; red.700 is 6.5:1. Belongs in the theme (reported), scoped here meanwhile.
    <Box css={{ '& [data-part="error-text"]': { color: 'red.700' } }}>
      <nav aria-label={t('tabsLabel')}>
        <HStack gap="2" mb="5" wrap="wrap" borderBottomWidth="1px" pb="3">
          {TABS.map((tab) => {
            const to = `/dashboard/prices/${tab}`;
            const current = pathname.startsWith(to);
            return (
              <Button
                key={tab}
                asChild
                size="sm"
                variant={current ? 'solid' : 'ghost'}
                colorPalette="brand"
              >
                <Link to={to} aria-current={current ? 'page' : undefined}>
                  {t(`tabs.${tab}`)}
                </Link>
              </Button>
            );
          })}
        </HStack>
      </nav>
      <PlainFrame title={title} action={action}>
        {children}
      </PlainFrame>
    </Box>
  );
}
