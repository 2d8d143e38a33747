// The payment page's body: unit and server quote, review, conditions, coupon, summary and
// the payment form; runs the submission and shows its failures without losing the form.
import { Alert, Box, Grid, Spinner, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { fromHalalas, toHalalas } from '@/domain/money';
import { BOOKING_FIELDS, fieldErrors, type FieldErrors } from './api-errors';
import { BookingConditions } from './booking-conditions';
import type { QuoteBody } from './booking-params';
import { inAppPath } from './card-gateway';
import { CouponField } from './coupon-field';
import { PaymentForm, type PaymentChoice } from './payment-form';
import { QuoteSummary, type PayMode } from './quote-summary';
import { ReservationReview } from './reservation-review';
import { Section } from './section';
import { submitPayment } from './submit-payment';

type CouponResult = components['schemas']['CouponCheckResult'];

export function Checkout({ booking }: { booking: QuoteBody }) {
  const { t } = useTranslation(['booking', 'validation', 'errors']);
  const navigate = useNavigate();
  const [coupon, setCoupon] = useState<CouponResult | null>(null);
  const [payMode, setPayMode] = useState<PayMode>('full');
  const [reservationId, setReservationId] = useState<number>();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [declined, setDeclined] = useState(false);
  const [busy, setBusy] = useState(false);

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

  async function pay(choice: PaymentChoice) {
    setBusy(true);
    setDeclined(false);
    setServerErrors({});
    const result = await submitPayment({
      booking,
      couponCode: coupon?.code,
      reservationId,
      ...choice,
    });
    setBusy(false);
    if (result.kind === 'redirect') {
      const path = inAppPath(result.url);
      if (path) navigate(path);
      else window.location.assign(result.url);
      return;
    }
    setReservationId(result.reservationId);
    if (result.kind === 'declined') {
      setDeclined(true);
      return;
    }
    const fields = result.fields;
    const bookingField = BOOKING_FIELDS.find((f) => fields[f]);
    setServerErrors({
      ...fields,
      _general: bookingField ? fields[bookingField] : result.message || 'errors:default',
    });
  }

  if (unit.isPending) return <Spinner aria-label={t('booking:loading')} />;
  if (unit.isError)
    return (
      <Alert.Root status="error" data-testid="booking-unit-error">
        <Alert.Indicator />
        <Alert.Title>{t('booking:unitNotFound')}</Alert.Title>
      </Alert.Root>
    );
  const quoteErrors = fieldErrors(quote.error);
  const quoteProblem = quote.isError
    ? (quoteErrors[BOOKING_FIELDS.find((f) => quoteErrors[f]) ?? ''] ??
      quote.error?.message ??
      'errors:default')
    : null;

  return (
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
          unit={unit.data.data}
          duration={quote.data?.data.duration}
        />
        <BookingConditions unit={unit.data.data} />
        {quoteProblem && (
          <Alert.Root status="error" data-testid="booking-quote-error">
            <Alert.Indicator />
            <Alert.Title>{t(quoteProblem)}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
      <Box gridArea="pay">
        {quote.data && (
          <PaymentForm
            quote={quote.data.data}
            payMode={payMode}
            onPayMode={setPayMode}
            serverErrors={serverErrors}
            busy={busy}
            onSubmit={(c) => void pay(c)}
            banner={
              declined && (
                <Alert.Root status="error" data-testid="payment-declined">
                  <Alert.Indicator />
                  <Box>
                    <Alert.Title>{t('errors:paymentError.title')}</Alert.Title>
                    <Alert.Description>{t('booking:declined')}</Alert.Description>
                  </Box>
                </Alert.Root>
              )
            }
          />
        )}
      </Box>
      <Stack gap="5" gridArea="side" alignSelf="start">
        {quote.isPending && <Spinner aria-label={t('booking:loading')} />}
        {quote.data && (
          <Section title={t('booking:coupon.title')}>
            <CouponField
              booking={booking}
              amount={fromHalalas(
                toHalalas(quote.data.data.subtotal) -
                  toHalalas(quote.data.data.offer_discount_value),
              )}
              applied={coupon}
              onChange={setCoupon}
              locked={reservationId !== undefined || busy}
              serverError={serverErrors.coupon_code ? t(serverErrors.coupon_code) : undefined}
            />
          </Section>
        )}
        {quote.data && <QuoteSummary quote={quote.data.data} payMode={payMode} />}
      </Stack>
    </Grid>
  );
}
