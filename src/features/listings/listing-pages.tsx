// One screen per route of the deals listing; /my_favorites first checks who is asking.
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AccessNotice } from '@/components/access-notice';
import { openLogin, useSession } from '@/lib/session';
import { ListingPage } from './listing-page';

export const SearchListingPage = () => <ListingPage source="search" titleKey="titles.list" />;
export const AllDealsPage = () => <ListingPage source="deals" titleKey="titles.allDeals" />;
export const FeaturedDealsPage = () => <ListingPage source="deals" titleKey="titles.features" />;

export function FavoritesPage() {
  const { t } = useTranslation(['listings', 'errors']);
  const { isLoggedIn, isBusiness } = useSession();
  if (isBusiness) return <AccessNotice message={t('errors:tenantOnly')} />;
  if (!isLoggedIn)
    return (
      <AccessNotice
        message={t('errors:loginToContinue')}
        action={
          <Button
            colorPalette="brand"
            onClick={() => openLogin('tenant')}
            data-testid="favorites-login"
          >
            {t('listings:login')}
          </Button>
        }
      />
    );
  return <ListingPage source="favorites" titleKey="titles.favorites" />;
}
