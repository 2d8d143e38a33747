// The booking card: pick a unit, a period and dates on the unit's calendar (booked days
// struck through and refused at the field, partly booked days bookable by the free hour);
// the unit's own rules and the booking schema check the choice; the backend's public quote
// shows the full price, fees and VAT included; "book" goes to /payment with unit,
// type_res_id, from and to. Business accounts cannot book.
import { Button, Card, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorMessageKey, faultKey, serverFieldErrors } from '@/api/result';
import { FormField } from '@/components/form-field';
import { LoadFault } from '@/components/load-fault';
import { canBook, PERIOD_TYPES, periodFromTypeResId, TYPE_RES_ID } from '@/domain';
import { useSession } from '@/lib/session';
import { AvailabilityCalendar } from './availability-calendar';
import { BookingFields } from './booking-fields';
import { BookedHours, LengthHint, UnitRulesDetails } from './booking-notes';
import { paymentUrl, type BookablePeriod } from './booking-request';
import { QuoteLines } from './quote-lines';
import { activePrices } from './units-prices';
import type { Unit } from './use-office';
import { useBookingChoice } from './use-booking-choice';
import { useNamespaceWhen } from './use-namespace-when';
import { useQuote } from './use-quote';
import { fieldGender } from '@/i18n';

/** The periods' type_res_ids by length (hourly, daily, weekly, monthly, yearly). */
const PERIOD_ORDER = PERIOD_TYPES.map((p) => TYPE_RES_ID[p]);

export function BookingCard({ units }: { units: Unit[] }) {
  const { t } = useTranslation('office-details');
  const { accountType } = useSession();
  const navigate = useNavigate();
  const bookable = units.filter((u) => activePrices(u).length > 0);
  const { choice, unit, days, daysLoading, input, failure, patch, pickUnit } =
    useBookingChoice(bookable);
  const options = unit ? activePrices(unit) : [];
  const option = options.find((o) => periodFromTypeResId(o.type_res_id) === choice.period);
  const {
    view,
    error: quoteError,
    loading,
    retry: retryQuote,
  } = useQuote(choice.unitId, failure ? null : input);
  // The backend has the last word on a choice the card let through (a rule it knows better).
  const server = Object.entries(serverFieldErrors(quoteError) ?? {})[0];
  const problem =
    failure ?? (server ? { key: server[1].replace(/^validation:/, ''), path: server[0] } : null);
  const url = problem || !option ? null : paymentUrl(choice);
  // A quote that failed for another reason says why instead of leaving an empty space: a
  // fault (server, offline, timeout) with its retry, a refusal in its own words.
  const quoteFailure = quoteError && !problem && !view ? quoteError : null;
  const quoteFault = faultKey(quoteFailure);
  // The `validation` namespace (~5 kB) is read only when a choice fails: asked for then, not
  // with the page; the field shows its message once it is in (never the raw key).
  const messagesReady = useNamespaceWhen('validation', Boolean(problem));
  const error =
    problem && messagesReady
      ? t(`validation:${problem.key}`, {
          field: t(`booking.fields.${problem.path}`),
          context: fieldGender(t, 'office-details:booking.fieldGender', problem.path),
        })
      : undefined;

  if (!bookable.length) return null;
  return (
    <Card.Root as="section" aria-labelledby="booking-title" data-testid="booking-card">
      <Card.Body p="5" gap="4">
        <Text as="h2" id="booking-title" fontSize="lg" fontWeight="bold">
          {t('booking.title')}
        </Text>
        <FormField label={t('booking.fields.unit')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="unit"
              value={String(choice.unitId)}
              onChange={(e) =>
                pickUnit(bookable.find((u) => u.id === Number(e.currentTarget.value)))
              }
            >
              {bookable.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('booking.fields.period')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="type_res_id"
              value={choice.period}
              onChange={(e) => patch({ period: e.currentTarget.value as BookablePeriod })}
            >
              {/* Every period, in length order; one the unit does not price is listed
                  but cannot be chosen (spec section 8: "an option isn't available"). */}
              {PERIOD_ORDER.map((id) => {
                const open = options.some((o) => o.type_res_id === id);
                return (
                  <option key={id} value={periodFromTypeResId(id) ?? ''} disabled={!open}>
                    {open
                      ? t(`periodName.${id}`)
                      : t('booking.periodUnavailable', { period: t(`periodName.${id}`) })}
                  </option>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {/* While the unit's days load, the same calendar with none open, inert: the fields
            and the button below do not move when the days arrive (desktop CLS 0.028). */}
        {days ? (
          <AvailabilityCalendar
            days={days}
            period={choice.period}
            start={choice.start}
            end={input.end_date}
            onPick={patch}
          />
        ) : (
          daysLoading && (
            <AvailabilityCalendar
              days={[]}
              period={choice.period}
              start={choice.start}
              end={input.end_date}
              onPick={() => undefined}
              loading
            />
          )
        )}
        {unit && !option && (
          <Text role="alert" color="orange.700" data-testid="option-unavailable">
            {t('booking.optionUnavailable')}
          </Text>
        )}
        <BookingFields choice={choice} onChange={patch} errorPath={problem?.path} error={error} />
        {choice.period === 'hourly' && <BookedHours days={days} date={choice.start} />}
        <LengthHint unit={unit} period={choice.period} />
        {view && !problem && <QuoteLines quote={view} period={choice.period} />}
        {quoteFault && (
          <LoadFault fault={quoteFault} onRetry={retryQuote} testId="booking-quote-fault" />
        )}
        {/* `errors` loads with the route (./routes.tsx): the refusal's words are there. */}
        {quoteFailure && !quoteFault && (
          <Text role="alert" color="red.700" data-testid="booking-quote-refused">
            {t(errorMessageKey(quoteFailure))}
          </Text>
        )}
        {/* The first quote's place, about its usual height (rent, VAT, total, note). */}
        {!view && !problem && !quoteFailure && (loading || daysLoading) && (
          <Skeleton h="40" borderRadius="l2" data-testid="quote-loading" />
        )}
        {!canBook(accountType) ? (
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
            {unit?.booking_rules?.booking_mode === 'request'
              ? t('booking.request')
              : t('booking.book')}
          </Button>
        )}
        <UnitRulesDetails unit={unit} />
      </Card.Body>
    </Card.Root>
  );
}
