// /dashboard/prices/down-prices/:unitId: edit one unit's deposit percentage.
import { useMemo } from 'react';
import { Spinner, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { $api, apiKey } from '@/api/query';
import { Wizard } from '@/engines/wizard';
import { makeDownPriceWizard } from './down-price-wizard';
import { PricesFrame } from './prices-frame';

export function DownPriceFormPage() {
  const { t } = useTranslation(['prices', 'wizard']);
  const unitId = Number(useParams().unitId);
  const navigate = useNavigate();
  const client = useQueryClient();
  const unit = $api.useQuery('get', '/apiBack/v1/user/units/{id}', {
    params: { path: { id: unitId } },
  });
  const def = useMemo(() => makeDownPriceWizard(unitId), [unitId]);
  const initialValues = useMemo(
    () => (unit.data ? { deposit_percent: unit.data.data.deposit_percent } : undefined),
    [unit.data],
  );
  return (
    <PricesFrame title={t('downPrices.editTitle')}>
      {unit.isPending ? (
        <Spinner role="status" aria-label={t('wizard:loading')} />
      ) : (
        <>
          <Text mb="4" fontWeight="bold" dir="auto">
            {unit.data?.data.name}
          </Text>
          <Wizard
            def={def}
            scope={`down-${unitId}`}
            resumePrompt={false}
            initialValues={initialValues}
            onDone={() => {
              void client.invalidateQueries({
                queryKey: apiKey('get', '/apiBack/v1/user/down-prices'),
              });
              navigate('/dashboard/prices/down-prices');
            }}
          />
        </>
      )}
    </PricesFrame>
  );
}
