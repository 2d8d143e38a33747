// The receiving-method fields: the method (two radio cards), then STC Pay's mobile or the
// bank (from the list of Saudi banks), the holder's name and the IBAN. Numbers and codes
// are typed left to right; the IBAN shows which bank its code belongs to as it is typed.
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saudiBankCodeValues, transferMethodValues } from '@/api/generated/apiback';
import { FormField } from '@/components/form-field';
import { MobileInput } from '@/components/mobile-input';
import type { ZodForm } from '@/engines/form';
import { ibanBankCode, isSaudiIbanShape, normaliseIban } from '@schemas/lib/iban';
import type { payoutFormSchema } from './payout-form-schema';

type Form = ZodForm<typeof payoutFormSchema>;
type Name = 'stc_pay_mobile' | 'bank_code' | 'holder_name' | 'iban';

export function PayoutFields({ form }: { form: Form }) {
  const { t } = useTranslation(['payout', 'validation']);
  const method = form.watch('method');
  const iban = normaliseIban(form.watch('iban') ?? '');
  const code = isSaudiIbanShape(iban) ? ibanBankCode(iban) : '';
  const known = saudiBankCodeValues.find((c) => c === code);
  const field = (name: Name, input: ReactNode, hint?: string) => {
    const error = form.fieldError(name, t(`payout:fields.${name}`));
    return (
      <FormField
        label={t(`payout:fields.${name}`)}
        required
        helper={error ? undefined : hint}
        error={error}
        errorTestId={`payout-error-${name}`}
      >
        {input}
      </FormField>
    );
  };
  return (
    <Stack gap="5">
      <Controller
        control={form.control}
        name="method"
        render={({ field: f }) => (
          <RadioGroup.Root
            value={f.value}
            onValueChange={(d) => d.value && f.onChange(d.value)}
            colorPalette="brand"
            aria-label={t('payout:fields.method')}
          >
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              {transferMethodValues.map((m) => (
                <RadioGroup.Item
                  key={m}
                  value={m}
                  data-testid={`payout-method-${m}`}
                  alignItems="start"
                  borderWidth="1px"
                  borderColor={f.value === m ? 'brand.600' : 'border'}
                  bg={f.value === m ? 'brand.50' : undefined}
                  borderRadius="l2"
                  p="3"
                  cursor="pointer"
                >
                  <RadioGroup.ItemHiddenInput onBlur={f.onBlur} />
                  <RadioGroup.ItemIndicator mt="0.5" />
                  <Stack gap="0.5">
                    <RadioGroup.ItemText fontWeight="bold">
                      {t(`payout:methods.${m}`)}
                    </RadioGroup.ItemText>
                    <Text fontSize="sm" color="fg.muted">
                      {t(`payout:methodHint.${m}`)}
                    </Text>
                  </Stack>
                </RadioGroup.Item>
              ))}
            </SimpleGrid>
          </RadioGroup.Root>
        )}
      />
      {method === 'stc_pay' ? (
        field(
          'stc_pay_mobile',
          <MobileInput {...form.register('stc_pay_mobile')} data-testid="payout-stc_pay_mobile" />,
        )
      ) : (
        <>
          {field(
            'bank_code',
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('bank_code')} data-testid="payout-bank_code">
                <option value="">{t('payout:placeholders.bank_code')}</option>
                {saudiBankCodeValues.map((c) => (
                  <option key={c} value={c}>
                    {t(`payout:banks.${c}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
          )}
          {field(
            'holder_name',
            <Input
              {...form.register('holder_name')}
              dir="auto"
              autoComplete="name"
              data-testid="payout-holder_name"
            />,
          )}
          {field(
            'iban',
            <Input
              {...form.register('iban')}
              dir="ltr"
              inputMode="text"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={34}
              placeholder={t('payout:placeholders.iban')}
              data-testid="payout-iban"
            />,
            known
              ? t('payout:ibanBank', { code: known, bank: t(`payout:banks.${known}`) })
              : undefined,
          )}
        </>
      )}
    </Stack>
  );
}
