// Who the conversation is with and what it is about (the office, the booking), and what can
// be done from it: book the office (tenants only — a business account cannot book), block
// or unblock, report.
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Conversation } from './conversation-api';
import { PartyAvatar } from './party-avatar';

export function ThreadHeader(props: {
  c: Conversation;
  onBlock: (blocked: boolean) => void;
  blocking: boolean;
  onReport: () => void;
}) {
  const { t } = useTranslation('conversations');
  const { c } = props;
  return (
    <Flex
      gap="3"
      align="center"
      wrap="wrap"
      pb="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Button asChild size="sm" variant="ghost" hideFrom="lg" px="2">
        <RouterLink to="/dashboard/messages">{t('back')}</RouterLink>
      </Button>
      <PartyAvatar name={c.other.name} size="12" />
      <Box flex="1" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h1" size="md" dir="auto" data-testid="thread-title">
            {c.other.name}
          </Heading>
          {c.other.verified && <Badge colorPalette="brand">{t('verified')}</Badge>}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {t('about')}{' '}
          <Link asChild color="brand.800" fontWeight="bold">
            <RouterLink to={`/details/${c.office.id}`}>{c.office.name}</RouterLink>
          </Link>
          {c.reservation_id && (
            <>
              {' · '}
              {t('booking')} <bdi dir="ltr">#{c.reservation_id}</bdi>
            </>
          )}
        </Text>
      </Box>
      <Flex gap="2" wrap="wrap">
        {c.can_book && c.blocked === 'none' && (
          <Button asChild size="sm" colorPalette="brand" data-testid="thread-book">
            <RouterLink to={`/details/${c.office.id}`}>{t('book')}</RouterLink>
          </Button>
        )}
        {c.blocked !== 'by_other' && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={props.blocking}
            onClick={() => props.onBlock(c.blocked !== 'by_me')}
            data-testid="thread-block"
          >
            {c.blocked === 'by_me' ? t('unblock') : t('block')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          onClick={props.onReport}
          data-testid="thread-report"
        >
          {t('report.open')}
        </Button>
      </Flex>
    </Flex>
  );
}
