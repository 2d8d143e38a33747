// The reservation under review: office, unit, booking type, dates (and hours), duration.
import { Box, Button, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { formatLongDate } from '@/domain/format';
import type { QuoteBody } from './booking-params';
import { Section } from './section';

type Unit = components['schemas']['Unit'];

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium">
        {children}
      </Text>
    </Box>
  );
}

export function ReservationReview({
  booking,
  unit,
  duration,
  changeTo,
}: {
  booking: QuoteBody;
  unit: Unit;
  duration?: number;
  /** The office page set to this booking, to change the dates. */
  changeTo?: string;
}) {
  const { t, i18n } = useTranslation('booking');
  const hourly = booking.type_res_id === 1;
  return (
    <Section title={t('review.title')} testId="booking-review">
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="4">
        <Item label={t('fields.office')}>
          <span dir="auto">{unit.office_name ?? '—'}</span>
        </Item>
        <Item label={t('fields.unit')}>
          <span dir="auto">{unit.name}</span> (<bdi>{unit.code}</bdi>)
        </Item>
        <Item label={t('fields.period')}>{t(`periods.${booking.type_res_id}`)}</Item>
        <Item label={t(`durationIn.${booking.type_res_id}`)}>
          <bdi>{duration ?? '—'}</bdi>
        </Item>
        <Item label={t(hourly ? 'fields.date' : 'fields.start_date')}>
          {formatLongDate(booking.start_date, i18n.language)}
        </Item>
        {hourly ? (
          <Item label={t('fields.hours')}>
            <bdi dir="ltr">
              {booking.start_time} – {booking.end_time}
            </bdi>
          </Item>
        ) : (
          <Item label={t('fields.end_date')}>
            {formatLongDate(booking.end_date, i18n.language)}
          </Item>
        )}
      </Grid>
      {changeTo && (
        <Button asChild variant="outline" size="sm" colorPalette="brand" mt="4">
          <RouterLink to={changeTo} data-testid="change-dates">
            {t('review.changeDates')}
          </RouterLink>
        </Button>
      )}
    </Section>
  );
}
