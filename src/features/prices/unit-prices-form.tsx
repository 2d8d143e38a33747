// The main prices of one unit: hourly, daily, monthly and yearly rows, each with an active
// switch and a value. The wizard engine has no list-of-rows field (names like
// `prices.0.price`), so this form binds react-hook-form to the domain's unitPricesSchema
// itself; the engine gap is written up in the feature's report.
import { useState } from 'react';
import { Alert, Button, Checkbox, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/api/client';
import type { components } from '@/api/generated/apiback';
import { apiKey } from '@/api/query';
import { errorMessageKey, serverFieldErrors, unwrap } from '@/api/result';
import { toaster } from '@/lib/toaster';
import { TYPE_RES_IDS, unitPricesSchema } from '@schemas/prices';

type UnitPrices = components['schemas']['UnitPrices'];
interface Row {
  type_res_id: 1 | 2 | 3 | 4;
  active: boolean;
  price: string;
}
interface Values {
  prices: Row[];
}

const rowsOf = (u: UnitPrices): Row[] =>
  TYPE_RES_IDS.map((id) => {
    const p = u.prices.find((x) => x.type_res_id === id);
    return {
      type_res_id: id,
      active: Boolean(p && p.active !== false),
      price: p ? String(p.price) : '',
    };
  });

export function UnitPricesForm({ unit }: { unit: UnitPrices }) {
  const { t } = useTranslation(['prices', 'validation']);
  const client = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const form = useForm<Values>({
    resolver: zodResolver(unitPricesSchema as never) as unknown as Resolver<Values>,
    defaultValues: { prices: rowsOf(unit) },
  });
  const errors = form.formState.errors.prices;
  const listError = errors?.message ?? errors?.root?.message;

  const save = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const body = unitPricesSchema.parse(values);
      await unwrap(
        apiClient.PUT('/apiBack/v1/user/units/{id}/prices', {
          params: { path: { id: unit.unit_id } },
          body,
        }),
      );
      toaster.create({ type: 'success', title: t('saved') });
      await client.invalidateQueries({ queryKey: apiKey('get', '/apiBack/v1/user/prices') });
    } catch (e) {
      for (const [field, message] of Object.entries(serverFieldErrors(e) ?? {}))
        form.setError(field as 'prices', { type: 'server', message });
      setFormError(t(errorMessageKey(e)));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void save(e)} data-testid="unit-prices-form">
      <Stack gap="4" maxW="xl">
        {formError && (
          <Alert.Root status="error" role="alert">
            <Alert.Description>{formError}</Alert.Description>
          </Alert.Root>
        )}
        {TYPE_RES_IDS.map((id, i) => {
          const label = t(`typeRes.${id}`);
          const message = errors?.[i]?.price?.message;
          return (
            <HStack key={id} gap="4" align="start" data-field={`prices.${i}`}>
              <Controller
                control={form.control}
                name={`prices.${i}.active`}
                render={({ field }) => (
                  <Checkbox.Root
                    colorPalette="brand"
                    checked={field.value}
                    onCheckedChange={(e) => field.onChange(e.checked === true)}
                    minW="32"
                    mt="2"
                  >
                    <Checkbox.HiddenInput onBlur={field.onBlur} />
                    <Checkbox.Control />
                    <Checkbox.Label>{label}</Checkbox.Label>
                  </Checkbox.Root>
                )}
              />
              <Field.Root invalid={Boolean(message)} flex="1">
                <Field.Label srOnly>{t('fields.priceOf', { type: label })}</Field.Label>
                <Input
                  {...form.register(`prices.${i}.price`)}
                  inputMode="decimal"
                  dir="ltr"
                  placeholder={t('fields.price')}
                />
                {message && (
                  <Field.ErrorText>{t(message, { field: t('fields.price') })}</Field.ErrorText>
                )}
              </Field.Root>
            </HStack>
          );
        })}
        {listError && (
          <Alert.Root status="error" role="alert">
            <Alert.Description>{t(listError, { field: t('fields.price') })}</Alert.Description>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={form.formState.isSubmitting}
        >
          {t('actions.save')}
        </Button>
      </Stack>
    </form>
  );
}
