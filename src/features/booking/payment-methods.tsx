// The payment form's section for the chosen method: the card's four fields (they reach the
// gateway only), STC Pay's wallet mobile, or the bank transfer's account and receipt. Each
// writes into the payment form's own form (PaymentForm owns values, rule and submit).
import { Box, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { createPaymentFormSchema } from '@schemas/index';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { FilePickButton } from '@/components/file-pick-button';
import { FormField } from '@/components/form-field';
import { MobileInput } from '@/components/mobile-input';
import { UploadProgress } from '@/components/upload-guard';
import type { ZodForm } from '@/engines/form';
import { BankAccount } from './bank-account';
import type { CardDetails } from './card-gateway';

type PaymentZodForm = ZodForm<ReturnType<typeof createPaymentFormSchema>>;
/** The translated error at a field of the payment form, if any. */
export type FieldMessage = (
  name: 'accept_terms' | 'receipt' | 'mobile' | keyof CardDetails,
) => string | undefined;

interface SectionProps {
  form: PaymentZodForm;
  message: FieldMessage;
}

export function CardFields({ form, message }: SectionProps) {
  const { t } = useTranslation('booking');
  const cardInput = (
    name: keyof CardDetails,
    extra: { autoComplete: string; inputMode?: 'numeric'; placeholder?: string; dir?: 'ltr' },
  ) => (
    <FormField label={t(`booking:fields.${name}`)} required error={message(name)}>
      <Input {...form.register(name)} data-testid={`card-${name}`} {...extra} />
    </FormField>
  );
  return (
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
  );
}

export function StcPayField({ form, message }: SectionProps) {
  const { t } = useTranslation('booking');
  return (
    <FormField
      label={t('booking:fields.mobile')}
      required
      helper={t('booking:method.stcPayMobileHint')}
      error={message('mobile')}
      errorTestId="stc-pay-mobile-error"
    >
      {/* The digit pad: a wallet number is typed as 05..., never with a plus. */}
      <MobileInput
        {...form.register('mobile')}
        inputMode="numeric"
        data-testid="stc-pay-mobile-input"
      />
    </FormField>
  );
}

export function BankTransferFields({
  form,
  message,
  bankAccount,
  amount,
}: SectionProps & {
  bankAccount?: components['schemas']['BankTransferAccount'];
  /** What to transfer now, formatted. */
  amount: ReactNode;
}) {
  const { t } = useTranslation('booking');
  return (
    <Stack gap="4">
      {bankAccount && <BankAccount account={bankAccount} amount={amount} />}
      <FormField
        label={t('booking:fields.receipt')}
        required
        helper={t('booking:method.receiptHint')}
        error={message('receipt')}
        errorTestId="receipt-error"
      >
        <Controller
          control={form.control}
          name="receipt"
          render={({ field }) => (
            <FilePickButton
              label={t('booking:fields.receipt')}
              buttonRef={field.ref}
              accept="image/jpeg,image/png,image/webp,application/pdf"
              onFiles={([file]) => {
                field.onChange(file);
                field.onBlur();
              }}
              chosen={(field.value as File | undefined)?.name ?? null}
              inputTestId="receipt-input"
              testId="receipt-pick"
            />
          )}
        />
      </FormField>
      {form.formState.isSubmitting && (
        <UploadProgress label={t('booking:fields.receipt')} testId="receipt-uploading" />
      )}
    </Stack>
  );
}
