// The payment page's body: unit and server quote, review, conditions, coupon, summary and
// the payment form; runs the submission and shows its failures without losing the form.
import { Alert, Box, Button, Grid, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { errorMessageKey, faultKey, serverFieldErrors } from '@/api/result';
import { BookingModeNote } from '@/components/booking-policy';
import { QueryState } from '@/components/query-state';
import { bookingDuration } from '@/domain';
import { fromHalalas, toHalalas } from '@/domain/money';
import { toBookingInput } from '@schemas/booking';
import { BookingConditions } from './booking-conditions';
import { detailsUrl, type QuoteBody } from './booking-params';
import { inAppPath } from './card-gateway';
import { CouponField } from './coupon-field';
import { LoadFault } from '@/components/load-fault';
import { PaymentDeclined } from './payment-declined';
import { PaymentForm, type PaymentChoice } from './payment-form';
import { QuoteSummary, type PayMode } from './quote-summary';
import { ReservationReview } from './reservation-review';
import { Section } from './section';
import { StcPayCode } from './stc-pay-code';
import { submitPayment, type SubmitResult } from './submit-payment';

type CouponResult = components['schemas']['CouponCheckResult'];
type Quote = components['schemas']['ReservationQuote'];

export function Checkout({ booking }: { booking: QuoteBody }) {
  const { t } = useTranslation(['booking', 'validation', 'errors']);
  const navigate = useNavigate();
  const [coupon, setCoupon] = useState<CouponResult | null>(null);
  const [payMode, setPayMode] = useState<PayMode>('full');
  const [reservationId, setReservationId] = useState<number>();
  const [couponError, setCouponError] = useState<string>();
  const [declined, setDeclined] = useState(false);
  const [busy, setBusy] = useState(false);
  const [stc, setStc] = useState<Extract<SubmitResult, { kind: 'stc_pay' }> | null>(null);

  const unit = $api.useQuery('get', '/apiBack/v1/public/units/{id}', {
    params: { path: { id: booking.unit_id } },
  });
  const quote = $api.useQuery(
    'post',
    '/apiBack/v1/ordinaries/reservations/quote',
    {
      body: { ...booking, coupon_code: coupon?.code },
    },
    // Keep the form (and what the tenant typed) on screen while a coupon re-prices it.
    { placeholderData: keepPreviousData },
  );

  // The last quote stays while a re-price fails on a fault, so the payment form (and what
  // the tenant typed in it) stays mounted; a refused booking (422) drops it.
  const lastQuote = useRef<Quote>(undefined);
  if (quote.data) lastQuote.current = quote.data.data;
  const quoteFault = quote.isError ? faultKey(quote.error) : null;
  /** Rejects on failure: the payment form shows why and keeps what was chosen. */
  async function pay(choice: PaymentChoice) {
    setBusy(true);
    setDeclined(false);
    setCouponError(undefined);
    try {
      const result = await submitPayment({
        booking,
        couponCode: coupon?.code,
        reservationId,
        onReservation: setReservationId,
        ...choice,
      });
      if (result.kind === 'declined') {
        setDeclined(true);
        return;
      }
      if (result.kind === 'stc_pay') {
        setStc(result);
        return;
      }
      const path = inAppPath(result.url);
      if (path) navigate(path);
      else window.location.assign(result.url);
    } catch (error) {
      // A refused coupon is also said at the coupon field.
      setCouponError(serverFieldErrors(error)?.coupon_code);
      throw error;
    } finally {
      setBusy(false);
    }
  }

  // The booking itself was refused (dates taken, too long, ...): its field's message, if any.
  const quoteProblem =
    quote.isError && !quoteFault
      ? (Object.values(serverFieldErrors(quote.error) ?? {})[0] ?? errorMessageKey(quote.error))
      : null;
  const input = toBookingInput(booking);
  // The length is the booking's own, even when the backend refuses the dates.
  const duration = quote.data?.data.duration ?? (input ? bookingDuration(input) : null);
  const u = unit.data?.data;
  const back = u ? detailsUrl(u.office_id, booking) : '';
  const q = quote.data?.data ?? (quoteFault ? lastQuote.current : undefined);
  // One retry re-runs every failed call of the screen (the unit and the price), so the price
  // and the pay button come back with the unit; what the tenant chose is state, kept.
  const retryFailed = () => {
    if (unit.isError) void unit.refetch();
    if (quote.isError) void quote.refetch();
  };

  // The price's own column: a first quote loads here; its failures are said beside the review
  // while the last price (if any) stays here with the coupon.
  const priced = q && (
    <>
      <Section title={t('booking:coupon.title')}>
        <CouponField
          booking={booking}
          amount={fromHalalas(toHalalas(q.subtotal) - toHalalas(q.offer_discount_value))}
          applied={coupon}
          onChange={setCoupon}
          locked={reservationId !== undefined || busy}
          serverError={couponError ? t(couponError) : undefined}
        />
      </Section>
      <QuoteSummary quote={q} payMode={payMode} />
      {q.booking_mode && (
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 6 }}>
          <BookingModeNote mode={q.booking_mode} expiryHours={q.request_expiry_hours ?? 24} />
        </Box>
      )}
    </>
  );

  const page = u && (
    // Phones: review, then price, then the form (the price before the pay button);
    // wide screens: review and form side by side with the price.
    <Grid
      templateColumns={{ base: '1fr', lg: '3fr 2fr' }}
      templateAreas={{ base: '"main" "side" "pay"', lg: '"main side" "pay side"' }}
      gap="6"
      alignItems="start"
    >
      <Stack gap="5" gridArea="main">
        <ReservationReview
          booking={booking}
          unit={u}
          duration={duration ?? undefined}
          changeTo={back}
        />
        {quoteFault && (
          <LoadFault fault={quoteFault} onRetry={retryFailed} testId="booking-quote-fault" />
        )}
        {quoteProblem && (
          <Alert.Root status="error" data-testid="booking-quote-error">
            <Alert.Indicator />
            <Alert.Content gap="3">
              <Alert.Title>{t(quoteProblem)}</Alert.Title>
              <Button asChild size="sm" colorPalette="brand" alignSelf="start">
                <RouterLink to={back} data-testid="change-dates-problem">
                  {t('booking:review.changeDates')}
                </RouterLink>
              </Button>
            </Alert.Content>
          </Alert.Root>
        )}
        <BookingConditions unit={u} />
      </Stack>
      <Box gridArea="pay">
        {stc && (
          <StcPayCode
            key={stc.challenge.payment_id}
            challenge={stc.challenge}
            reservationId={stc.reservationId}
            payMode={payMode}
            onChangeNumber={() => setStc(null)}
          />
        )}
        {q && (
          <Box hidden={Boolean(stc)}>
            <PaymentForm
              quote={q}
              payMode={payMode}
              onPayMode={setPayMode}
              onSubmit={pay}
              bankAccount={q.bank_account}
              request={q.booking_mode === 'request'}
              banner={declined && <PaymentDeclined />}
            />
          </Box>
        )}
      </Box>
      <Stack gap="5" gridArea="side" alignSelf="start">
        <QueryState queries={[quote]} label={t('booking:loading')} renderError={() => priced}>
          {() => priced}
        </QueryState>
      </Stack>
    </Grid>
  );

  // The page waits on the unit. While the unit has failed, a failed quote joins it so the one
  // retry of its fault box refetches both; a failed reload of a unit on screen keeps the page
  // (and what was typed in it).
  return (
    <QueryState
      queries={unit.isError && !u ? [unit, quote] : [unit]}
      keepData
      label={t('booking:loading')}
      renderError={(error, retry) => {
        const fault = faultKey(error);
        return fault ? (
          <LoadFault fault={fault} onRetry={retry} testId="booking-unit-fault" />
        ) : (
          <Alert.Root status="error" data-testid="booking-unit-error">
            <Alert.Indicator />
            <Alert.Title>{t('booking:unitNotFound')}</Alert.Title>
          </Alert.Root>
        );
      }}
    >
      {() => page}
    </QueryState>
  );
}
