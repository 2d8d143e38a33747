// "Report this ad": a reason type and text, validated by the report schema, posted to
// ordinaries/offices/{id}/report. Visitors are asked to log in; business accounts cannot
// report (the endpoint is the tenant's), so they do not see it. The form itself
// (./report-ad-form.tsx) loads when it is opened.
import { Button, Link, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { openLogin, useSession } from '@/lib/session';

const ReportAdForm = lazy(() =>
  import('./report-ad-form').then((m) => ({ default: m.ReportAdForm })),
);

export function ReportAd({ officeId }: { officeId: number }) {
  const { t } = useTranslation('office-details');
  const { isLoggedIn, isBusiness } = useSession();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (isBusiness) return null;

  if (!open)
    return (
      <Stack gap="1">
        {sent && (
          <Text role="status" fontSize="sm" color="brand.700">
            {t('report.sent')}{' '}
            <Link asChild color="brand.800" fontWeight="bold">
              <RouterLink to="/dashboard/supports">{t('report.follow')}</RouterLink>
            </Link>
          </Text>
        )}
        <Button
          variant="ghost"
          colorPalette="red"
          size="sm"
          alignSelf="start"
          data-testid="report-open"
          onClick={() => (isLoggedIn ? setOpen(true) : openLogin('tenant'))}
        >
          {t('report.open')}
        </Button>
      </Stack>
    );
  return (
    <Suspense fallback={<SkeletonText noOfLines={3} />}>
      <ReportAdForm
        officeId={officeId}
        onSent={() => {
          setSent(true);
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}
