// The booking card: pick a unit, a period type and dates; the booking schema validates
// the choice (daily ≤ 29 days, no past dates, ...); the quote shows; "book" goes to
// /payment with unit, type_res_id, from and to. Business accounts cannot book.
import { Button, Card, Field, NativeSelect, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { periodFromTypeResId } from '@/domain';
import { useSession } from '@/lib/session';
import { checkBooking } from '@schemas/booking';
import { BookingFields } from './booking-fields';
import {
  paymentUrl,
  toBookingInput,
  type BookablePeriod,
  type BookingChoice,
} from './booking-request';
import { QuoteLines } from './quote-lines';
import { activePrices } from './units-prices';
import type { Unit } from './use-office';
import { useQuote } from './use-quote';
import { reservedFromDays } from './reserved-slots';
import { useUnitAvailability } from './use-office';

const DAY = 'YYYY-MM-DD';

function initial(unit: Unit | undefined, period?: BookablePeriod): BookingChoice {
  const first = unit ? activePrices(unit)[0] : undefined;
  const p = period ?? (first ? periodFromTypeResId(first.type_res_id) : null) ?? 'daily';
  const tomorrow = dayjs().add(1, 'day');
  return {
    unitId: unit?.id ?? 0,
    period: p,
    start: tomorrow.format(DAY),
    end: tomorrow.add(1, 'day').format(DAY),
    count: 1,
    fromTime: '09:00',
    toTime: '11:00',
  };
}

export function BookingCard({ units }: { units: Unit[] }) {
  const { t } = useTranslation(['office-details', 'validation']);
  const { isBusiness } = useSession();
  const navigate = useNavigate();
  const bookable = units.filter((u) => activePrices(u).length > 0);
  const [choice, setChoice] = useState(() => initial(bookable[0]));
  const unit = bookable.find((u) => u.id === choice.unitId);
  const options = unit ? activePrices(unit) : [];
  const option = options.find((o) => periodFromTypeResId(o.type_res_id) === choice.period);
  const input = useMemo(() => toBookingInput(choice), [choice]);
  const days = useUnitAvailability(choice.unitId).data?.days;
  const reserved = useMemo(() => reservedFromDays(days ?? []), [days]);
  const failure = checkBooking(input, { reserved });
  const { view } = useQuote(choice.unitId, option, failure ? null : input);
  const url = failure || !option ? null : paymentUrl(choice);
  const patch = (p: Partial<BookingChoice>) => setChoice((c) => ({ ...c, ...p }));
  const error = failure
    ? t(`validation:${failure.key}`, { field: t(`booking.fields.${failure.path}`) })
    : undefined;

  if (!bookable.length) return null;
  return (
    <Card.Root as="section" aria-labelledby="booking-title" data-testid="booking-card">
      <Card.Body p="5" gap="4">
        <Text as="h2" id="booking-title" fontSize="lg" fontWeight="bold">
          {t('booking.title')}
        </Text>
        <Field.Root>
          <Field.Label>{t('booking.fields.unit')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="unit"
              value={String(choice.unitId)}
              onChange={(e) => {
                const next = bookable.find((u) => u.id === Number(e.currentTarget.value));
                const keep =
                  next &&
                  activePrices(next).some(
                    (o) => periodFromTypeResId(o.type_res_id) === choice.period,
                  );
                setChoice({
                  ...initial(next, keep ? choice.period : undefined),
                  start: choice.start,
                });
              }}
            >
              {bookable.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('booking.fields.period')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="type_res_id"
              value={choice.period}
              onChange={(e) => patch({ period: e.currentTarget.value as BookablePeriod })}
            >
              {options.map((o) => (
                <option key={o.type_res_id} value={periodFromTypeResId(o.type_res_id) ?? ''}>
                  {t(`periodName.${o.type_res_id}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <BookingFields choice={choice} onChange={patch} errorPath={failure?.path} error={error} />
        {view && !failure && <QuoteLines quote={view} period={choice.period} />}
        {isBusiness ? (
          <Text
            role="note"
            color="orange.700"
            fontWeight="medium"
            data-testid="business-cannot-book"
          >
            {t('booking.business')}
          </Text>
        ) : (
          <Button
            colorPalette="brand"
            size="lg"
            disabled={!url}
            data-testid="book-button"
            onClick={() => url && navigate(url)}
          >
            {t('booking.book')}
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
