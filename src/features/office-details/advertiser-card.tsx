// The advertiser: name, logo, verification, WhatsApp, call and chat, and the report form.
import { Avatar, Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { fileUrl } from '@/api/site-settings';
import { formatSaudiMobile, formatLongDate } from '@/domain';
import { ChatButton } from './chat-button';
import { ReportAd } from './report-ad';
import { contactLinks } from './share-links';
import type { Office } from './use-office';

type Lessor = NonNullable<Office['lessor']>;

export const AdvertiserCard = memo(function AdvertiserCard(props: {
  officeId: number;
  lessor: Lessor;
  /** The site's file host (site settings `file_host`). */
  host: string | undefined;
}) {
  const { lessor: l } = props;
  const { t, i18n } = useTranslation('office-details');
  const phone = contactLinks(l.phone);
  const whatsapp = contactLinks(l.whatsapp ?? l.phone).whatsapp;
  return (
    <Card.Root as="section" aria-labelledby="advertiser-title" data-testid="advertiser-card">
      <Card.Body p="5" gap="4">
        <Text as="h2" id="advertiser-title" fontSize="lg" fontWeight="bold">
          {t('advertiser.title')}
        </Text>
        <HStack gap="3">
          <Avatar.Root size="lg">
            <Avatar.Fallback name={l.name} />
            {l.logo && <Avatar.Image src={fileUrl(props.host, l.logo)} alt="" />}
          </Avatar.Root>
          <Stack gap="0.5" minW="0">
            <Text fontWeight="bold" dir="auto">
              {l.name}
            </Text>
            {l.verified && (
              <Badge colorPalette="brand" alignSelf="start">
                {t('advertiser.verified')}
              </Badge>
            )}
            {l.member_since && (
              <Text fontSize="xs" color="fg.muted">
                {t('advertiser.since', {
                  date: formatLongDate(l.member_since, i18n.language, false),
                })}
              </Text>
            )}
          </Stack>
        </HStack>
        <Stack direction="row" gap="2">
          <Button asChild flex="1" colorPalette="brand" variant="solid">
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="advertiser-whatsapp"
            >
              {t('advertiser.whatsapp')}
            </a>
          </Button>
          <Button asChild flex="1" colorPalette="brand" variant="outline">
            <a href={phone.call} data-testid="advertiser-call">
              {t('advertiser.call')}
            </a>
          </Button>
          <ChatButton officeId={props.officeId} />
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {t('advertiser.phone')}: <bdi dir="ltr">{formatSaudiMobile(l.phone)}</bdi>
        </Text>
        <ReportAd officeId={props.officeId} />
      </Card.Body>
    </Card.Root>
  );
});
