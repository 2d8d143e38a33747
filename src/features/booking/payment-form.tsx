// Pay mode (full or deposit), payment method (card through the gateway, STC Pay with the
// wallet's mobile, or bank transfer with the receipt), terms, submit. The payment form rule (schemas/payment) first; the
// backend's 422 messages then land at the same fields, and anything else above the button.
// The card lives only in this form and is wiped as soon as it is handed over. Each method's
// fields: payment-methods.tsx.
import { Box, Stack, Text } from '@chakra-ui/react';
import { createPaymentFormSchema } from '@schemas/index';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { ChoiceCard, nativeChoiceStyle } from '@/components/choice-card';
import { FormField } from '@/components/form-field';
import { FormActions, useZodForm } from '@/engines/form';
import { Amount } from './amount';
import type { CardDetails } from './card-gateway';
import { dueNow, type PayMode } from './quote-summary';
import { BankTransferFields, CardFields, StcPayField, type FieldMessage } from './payment-methods';
import { Section } from './section';

type Quote = Pick<
  components['schemas']['ReservationQuote'],
  'total' | 'deposit_amount' | 'deposit_percent'
>;
export type Method = 'card' | 'bank' | 'stc_pay';

const SUBMIT_KEY = { card: 'card', bank: 'bank', stc_pay: 'stcPay' } as const;
/** The methods in the order the page offers them; each one's texts are under SUBMIT_KEY. */
const METHODS: readonly Method[] = ['card', 'stc_pay', 'bank'];

const EMPTY_CARD: CardDetails = { card_number: '', expiry: '', holder_name: '', cvv: '' };

export interface PaymentChoice {
  payMode: PayMode;
  payment:
    | {
        method: 'card';
        card: CardDetails;
        /** Call as the card leaves for the gateway: the form wipes its copy then. */
        onSent?: () => void;
      }
    | { method: 'bank'; receipt: Blob }
    | { method: 'stc_pay'; mobile: string };
}

interface Props {
  quote: Quote;
  payMode: PayMode;
  onPayMode: (mode: PayMode) => void;
  /** Pays; a rejection (ApiRequestError, offline, gateway down) shows on this form. */
  onSubmit: (choice: PaymentChoice) => Promise<void>;
  banner?: ReactNode;
  /** Where a bank transfer goes (shown with the receipt field). */
  bankAccount?: components['schemas']['BankTransferAccount'];
  /** The amount is what is left of a booking (no choice of full or deposit). */
  rest?: boolean;
  /** A request to book: the button says the request is sent with the payment. */
  request?: boolean;
}

export function PaymentForm(props: Props) {
  const { quote, payMode, onPayMode, onSubmit, banner, bankAccount, rest, request } = props;
  const { t } = useTranslation(['booking', 'validation']);
  const schema = useMemo(() => createPaymentFormSchema(), []);
  const form = useZodForm(schema, {
    fieldGender: 'booking:fieldGender',
    defaultValues: { method: 'card', ...EMPTY_CARD, accept_terms: false },
  });
  const method = form.watch('method');
  const deposit = dueNow(quote, 'deposit');
  const offerDeposit = deposit.rest > 0 && quote.deposit_amount > 0;
  const message: FieldMessage = (name) => form.fieldError(name, t(`booking:fields.${name}`));

  const payModeInput = (mode: PayMode, testId: string) => ({
    name: 'pay_mode',
    value: mode,
    checked: payMode === mode,
    onChange: () => onPayMode(mode),
    'data-testid': testId,
  });

  const submit = form.submit(async (values) => {
    if (values.method === 'bank') {
      await onSubmit({ payMode, payment: { method: 'bank', receipt: values.receipt } });
      return;
    }
    if (values.method === 'stc_pay') {
      await onSubmit({ payMode, payment: { method: 'stc_pay', mobile: values.mobile } });
      return;
    }
    const { method: _m, accept_terms: _t, ...card } = values;
    // Wiped from the form as soon as it is handed over to the gateway (a declined card is
    // typed again); a failure before that (server error, offline, timeout while booking)
    // keeps it, so trying again needs no retyping.
    let wiped = false;
    const wipe = () => {
      if (wiped) return;
      wiped = true;
      for (const name of Object.keys(EMPTY_CARD) as (keyof CardDetails)[])
        form.resetField(name, { defaultValue: '' });
    };
    await onSubmit({ payMode, payment: { method: 'card', card, onSent: wipe } });
    wipe();
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="payment-form">
      <Stack gap="5">
        <Section title={t('booking:payMode.title')}>
          <Stack gap="3" role="radiogroup" aria-label={t('booking:payMode.title')}>
            <ChoiceCard checked={payMode === 'full'} input={payModeInput('full', 'pay-full')}>
              <Text fontWeight="medium">
                {t(rest ? 'booking:payMode.rest' : 'booking:payMode.full')}
              </Text>
              <Amount value={quote.total} />
            </ChoiceCard>
            {offerDeposit && (
              <ChoiceCard
                checked={payMode === 'deposit'}
                input={payModeInput('deposit', 'pay-deposit')}
              >
                <Text fontWeight="medium">
                  {t('booking:payMode.deposit')} (<bdi>{quote.deposit_percent ?? 0}%</bdi>)
                </Text>
                <Amount value={deposit.now} />
                <Text fontSize="sm" color="fg.muted">
                  {t('booking:payMode.depositRest')} <Amount value={deposit.rest} />
                </Text>
              </ChoiceCard>
            )}
          </Stack>
        </Section>

        <Section title={t('booking:method.title')}>
          <Stack gap="3" role="radiogroup" aria-label={t('booking:method.title')}>
            {METHODS.map((value) => (
              <ChoiceCard
                key={value}
                checked={method === value}
                input={{
                  name: 'method',
                  value,
                  checked: method === value,
                  onChange: () => form.setValue('method', value),
                  'data-testid': `method-${value.replace('_', '-')}`,
                }}
              >
                <Text fontWeight="medium">{t(`booking:method.${SUBMIT_KEY[value]}`)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t(`booking:method.${SUBMIT_KEY[value]}Hint`)}
                </Text>
              </ChoiceCard>
            ))}
          </Stack>
          <Box mt="5">
            {method === 'card' ? (
              <CardFields form={form} message={message} />
            ) : method === 'stc_pay' ? (
              <StcPayField form={form} message={message} />
            ) : (
              <BankTransferFields
                form={form}
                message={message}
                bankAccount={bankAccount}
                amount={<Amount value={dueNow(quote, payMode).now} />}
              />
            )}
          </Box>
        </Section>

        {/* The box's own text is its label: the field adds only the error under it. */}
        <FormField error={message('accept_terms')} errorTestId="terms-error">
          <Box as="label" display="flex" gap="2" alignItems="start" cursor="pointer">
            <input
              type="checkbox"
              {...form.register('accept_terms')}
              data-testid="accept-terms"
              style={nativeChoiceStyle}
            />
            <span>{t('booking:terms')}</span>
          </Box>
        </FormField>

        {banner}
        <FormActions
          form={form}
          submit={
            <>
              {t(`booking:submit.${SUBMIT_KEY[method]}${request ? 'Request' : ''}`)}
              <Amount value={dueNow(quote, payMode).now} />
            </>
          }
          submitTestId="pay-submit"
          errorTestId="payment-error"
          size="lg"
          fullWidth
        />
      </Stack>
    </form>
  );
}
