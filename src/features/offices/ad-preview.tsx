// The lessor's preview of an ad: the public details page's parts (through the app's
// OfficeAdSlot) inside a frame that says it is a preview, what tenants see of the office now
// (its display status) and that the lessor's map pin is the exact one.
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { OfficeAdSlot } from '@/components/office-ad-slot';
import { StatusChip } from '@/components/status';
import { formatLongDate } from '@/domain';
import { isHidden, shownStatuses } from './office-statuses';

type Office = components['schemas']['Office'];

/** What tenants see of the office, as one of `offices:preview.visibility.*`. */
function visibility(o: Office, beforeSend: boolean) {
  if (beforeSend) return 'beforeSend';
  if (isHidden(o)) return o.hidden_until ? 'hiddenUntil' : 'hidden';
  return o.status;
}

export function AdPreview({
  office,
  beforeSend = false,
}: {
  office: Office;
  beforeSend?: boolean;
}) {
  const { t, i18n } = useTranslation('offices');
  const status = beforeSend ? 'not_published' : isHidden(office) ? 'hidden' : office.status;
  return (
    <Box
      as="section"
      aria-label={t('preview.label')}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="brand.500"
      borderRadius="l3"
      p={{ base: '3', md: '5' }}
      data-testid="ad-preview"
    >
      <Stack gap="2" mb="5" pb="4" borderBottomWidth="1px">
        <HStack gap="3" wrap="wrap">
          <Badge colorPalette="brand" variant="solid" size="lg">
            {t('preview.badge')}
          </Badge>
          <Text fontWeight="bold">{t('preview.title')}</Text>
        </HStack>
        <HStack gap="2" wrap="wrap" data-testid="preview-status">
          <Text color="fg.muted">{t('preview.status')}</Text>
          <StatusChip statuses={shownStatuses} value={status} ns="offices" />
          <Text>
            {t(`preview.visibility.${visibility(office, beforeSend)}`, {
              date: office.hidden_until
                ? formatLongDate(office.hidden_until, i18n.language, false)
                : '',
            })}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('preview.notes')}
        </Text>
      </Stack>
      <OfficeAdSlot office={office} preview />
    </Box>
  );
}
