// Coupon: checked by the backend for this unit, type and ARRIVAL date. Valid → "Discount
// Successfully" with the discounted amount, and the quote is asked again with the code;
// invalid → "invalid Coupon !" at the field.
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { FormField } from '@/components/form-field';
import { errorMessageKey, serverFieldErrors } from '@/api/result';
import { Amount } from './amount';
import type { QuoteBody } from './booking-params';

type CouponResult = components['schemas']['CouponCheckResult'];

interface Props {
  booking: QuoteBody;
  /** Amount the coupon applies to (after the offer). */
  amount: number;
  applied: CouponResult | null;
  onChange: (result: CouponResult | null) => void;
  /** Locked once the reservation exists (its price is fixed then). */
  locked: boolean;
  serverError?: string;
}

export function CouponField({ booking, amount, applied, onChange, locked, serverError }: Props) {
  const { t } = useTranslation(['booking', 'validation']);
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const checkCode = $api.useMutation('post', '/apiBack/v1/ordinaries/coupons/check');
  const shown = error ?? serverError;

  async function check() {
    const trimmed = code.trim();
    if (trimmed.length < 4) {
      setError(t('validation:minLength4', { field: t('booking:coupon.label') }));
      return;
    }
    setError(null);
    try {
      const { data } = await checkCode.mutateAsync({
        body: {
          code: trimmed,
          unit_id: booking.unit_id,
          type_res_id: booking.type_res_id,
          arrival_date: booking.start_date,
          amount,
        },
      });
      onChange(data);
    } catch (e) {
      setError(t(serverFieldErrors(e)?.code ?? errorMessageKey(e)));
    }
  }

  return (
    <FormField
      label={t('booking:coupon.label')}
      error={shown ?? undefined}
      errorTestId="coupon-error"
    >
      <HStack gap="2" w="full" align="start">
        <Input
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void check();
            }
          }}
          disabled={Boolean(applied) || locked}
          dir="ltr"
          autoComplete="off"
          maxLength={20}
          data-testid="coupon-input"
        />
        {applied ? (
          <Button
            variant="outline"
            disabled={locked}
            onClick={() => {
              onChange(null);
              setCode('');
            }}
            data-testid="coupon-remove"
          >
            {t('booking:coupon.remove')}
          </Button>
        ) : (
          <Button
            variant="outline"
            colorPalette="brand"
            loading={checkCode.isPending}
            disabled={locked}
            onClick={() => void check()}
            data-testid="coupon-apply"
          >
            {t('booking:coupon.apply')}
          </Button>
        )}
      </HStack>
      {applied && (
        <Text role="status" color="brand.700" fontSize="sm" data-testid="coupon-success">
          {t('validation:discountSuccessfully')}: <Amount value={applied.discount_amount} />
        </Text>
      )}
    </FormField>
  );
}
