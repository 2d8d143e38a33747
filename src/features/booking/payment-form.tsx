// Pay mode (full or deposit), payment method (card through the gateway, or bank transfer
// with the receipt), terms, submit. Local rules first (schemas/card, schemas/payment);
// the backend's 422 messages then land at the same fields. The card lives only in this
// component's state and is wiped as soon as it is handed over.
import { Alert, Box, Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { bankTransferPaymentSchema, createCardSchema } from '@schemas/index';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { Amount } from './amount';
import type { FieldErrors } from './api-errors';
import type { CardDetails } from './card-gateway';
import { dueNow, type PayMode } from './quote-summary';
import { Section } from './section';

type Quote = components['schemas']['ReservationQuote'];
export type Method = 'card' | 'bank';

const EMPTY_CARD: CardDetails = { card_number: '', expiry: '', holder_name: '', cvv: '' };

export interface PaymentChoice {
  payMode: PayMode;
  payment: { method: 'card'; card: CardDetails } | { method: 'bank'; receipt: File };
}

interface Props {
  quote: Quote;
  payMode: PayMode;
  onPayMode: (mode: PayMode) => void;
  serverErrors: FieldErrors;
  busy: boolean;
  onSubmit: (choice: PaymentChoice) => void;
  banner?: ReactNode;
}

function Choice(props: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Box
      as="label"
      display="flex"
      gap="3"
      alignItems="start"
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      cursor="pointer"
      borderColor={props.checked ? 'brand.600' : 'border'}
      bg={props.checked ? 'brand.50' : undefined}
    >
      <input
        type="radio"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={props.onChange}
        data-testid={props.testId}
        style={{ marginBlockStart: '0.3rem', accentColor: 'var(--chakra-colors-brand-600)' }}
      />
      <Box>{props.children}</Box>
    </Box>
  );
}

export function PaymentForm(props: Props) {
  const { quote, payMode, onPayMode, serverErrors, busy, onSubmit, banner } = props;
  const { t } = useTranslation(['booking', 'validation']);
  const [method, setMethod] = useState<Method>('card');
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [receipt, setReceipt] = useState<File | null>(null);
  const [terms, setTerms] = useState(false);
  const [local, setLocal] = useState<FieldErrors>({});
  const deposit = dueNow(quote, 'deposit');
  const offerDeposit = deposit.rest > 0 && quote.deposit_amount > 0;

  const clear = (name: string) => setLocal(({ [name]: _gone, ...rest }) => rest);
  const message = (name: string) => {
    const m = local[name] ?? serverErrors[name];
    return m ? t(m, { field: t(`booking:fields.${name}`) }) : undefined;
  };

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const errors: FieldErrors = {};
    if (!terms) errors.accept_terms = 'validation:acceptTerms';
    if (method === 'card') {
      const parsed = createCardSchema().safeParse({
        ...card,
        card_number: card.card_number.replace(/\s/g, ''),
      });
      if (!parsed.success)
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    } else {
      const parsed = bankTransferPaymentSchema.safeParse({
        reservation_id: 1,
        pay_mode: payMode,
        receipt: receipt ?? undefined,
      });
      if (!parsed.success) {
        const issue = parsed.error.issues.find((i) => i.path[0] === 'receipt');
        if (issue) errors.receipt = issue.message;
      }
    }
    setLocal(errors);
    if (Object.keys(errors).length) return;
    if (method === 'card') {
      const handed = card;
      setCard(EMPTY_CARD); // wiped from the form as soon as it is handed over
      onSubmit({ payMode, payment: { method: 'card', card: handed } });
    } else if (receipt) {
      onSubmit({ payMode, payment: { method: 'bank', receipt } });
    }
  }

  const cardInput = (
    name: keyof CardDetails,
    extra: { autoComplete: string; inputMode?: 'numeric'; placeholder?: string; dir?: 'ltr' },
  ) => (
    <Field.Root invalid={Boolean(message(name))} required>
      <Field.Label>
        {t(`booking:fields.${name}`)}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        value={card[name]}
        onChange={(e) => {
          setCard((c) => ({ ...c, [name]: e.target.value }));
          clear(name);
        }}
        data-testid={`card-${name}`}
        {...extra}
      />
      <Field.ErrorText color="red.700">{message(name)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate data-testid="payment-form">
      <Stack gap="5">
        <Section title={t('booking:payMode.title')}>
          <Stack gap="3" role="radiogroup" aria-label={t('booking:payMode.title')}>
            <Choice
              name="pay_mode"
              value="full"
              checked={payMode === 'full'}
              onChange={() => onPayMode('full')}
              testId="pay-full"
            >
              <Text fontWeight="medium">{t('booking:payMode.full')}</Text>
              <Amount value={quote.total} />
            </Choice>
            {offerDeposit && (
              <Choice
                name="pay_mode"
                value="deposit"
                checked={payMode === 'deposit'}
                onChange={() => onPayMode('deposit')}
                testId="pay-deposit"
              >
                <Text fontWeight="medium">
                  {t('booking:payMode.deposit')} (<bdi>{quote.deposit_percent ?? 0}%</bdi>)
                </Text>
                <Amount value={deposit.now} />
                <Text fontSize="sm" color="fg.muted">
                  {t('booking:payMode.depositRest')} <Amount value={deposit.rest} />
                </Text>
              </Choice>
            )}
          </Stack>
        </Section>

        <Section title={t('booking:method.title')}>
          <Stack gap="3" role="radiogroup" aria-label={t('booking:method.title')}>
            <Choice
              name="method"
              value="card"
              checked={method === 'card'}
              onChange={() => setMethod('card')}
              testId="method-card"
            >
              <Text fontWeight="medium">{t('booking:method.card')}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('booking:method.cardHint')}
              </Text>
            </Choice>
            <Choice
              name="method"
              value="bank"
              checked={method === 'bank'}
              onChange={() => setMethod('bank')}
              testId="method-bank"
            >
              <Text fontWeight="medium">{t('booking:method.bank')}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('booking:method.bankHint')}
              </Text>
            </Choice>
          </Stack>
          <Box mt="5">
            {method === 'card' ? (
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" data-testid="card-fields">
                <Box gridColumn={{ sm: 'span 2' }}>
                  {cardInput('card_number', {
                    autoComplete: 'cc-number',
                    inputMode: 'numeric',
                    dir: 'ltr',
                    placeholder: '0000 0000 0000 0000',
                  })}
                </Box>
                <Box gridColumn={{ sm: 'span 2' }}>
                  {cardInput('holder_name', { autoComplete: 'cc-name' })}
                </Box>
                {cardInput('expiry', {
                  autoComplete: 'cc-exp',
                  inputMode: 'numeric',
                  dir: 'ltr',
                  placeholder: 'MM/YY',
                })}
                {cardInput('cvv', { autoComplete: 'cc-csc', inputMode: 'numeric', dir: 'ltr' })}
              </SimpleGrid>
            ) : (
              <Field.Root invalid={Boolean(message('receipt'))} required>
                <Field.Label>
                  {t('booking:fields.receipt')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="file"
                  accept="image/jpeg,image/png,image/webp,application/pdf"
                  onChange={(e) => {
                    setReceipt(e.target.files?.[0] ?? null);
                    clear('receipt');
                  }}
                  data-testid="receipt-input"
                  pt="1.5"
                />
                <Field.HelperText>{t('booking:method.receiptHint')}</Field.HelperText>
                <Field.ErrorText color="red.700" data-testid="receipt-error">
                  {message('receipt')}
                </Field.ErrorText>
              </Field.Root>
            )}
          </Box>
        </Section>

        <Field.Root invalid={Boolean(message('accept_terms'))}>
          <Box as="label" display="flex" gap="2" alignItems="start" cursor="pointer">
            <input
              type="checkbox"
              checked={terms}
              onChange={(e) => {
                setTerms(e.target.checked);
                clear('accept_terms');
              }}
              data-testid="accept-terms"
              style={{ marginBlockStart: '0.3rem', accentColor: 'var(--chakra-colors-brand-600)' }}
            />
            <span>{t('booking:terms')}</span>
          </Box>
          <Field.ErrorText color="red.700" data-testid="terms-error">
            {message('accept_terms')}
          </Field.ErrorText>
        </Field.Root>

        {banner}
        {serverErrors._general && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t(serverErrors._general)}</Alert.Title>
          </Alert.Root>
        )}

        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={busy}
          data-testid="pay-submit"
        >
          {method === 'card' ? t('booking:submit.card') : t('booking:submit.bank')}
          <Amount value={dueNow(quote, payMode).now} />
        </Button>
      </Stack>
    </form>
  );
}
