// /dashboard/prices/down-prices/:unitId: edit one unit's deposit percentage.
import { useMemo } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { $api, apiKey } from '@/api/query';
import { WizardPage } from '@/engines/wizard';
import { makeDownPriceWizard } from './down-price-wizard';
import { PricesFrame } from './prices-frame';

export function DownPriceFormPage() {
  const { t } = useTranslation('prices');
  const unitId = Number(useParams().unitId);
  const unit = $api.useQuery('get', '/apiBack/v1/user/units/{id}', {
    params: { path: { id: unitId } },
  });
  const def = useMemo(() => makeDownPriceWizard(unitId), [unitId]);
  return (
    <PricesFrame title={t('downPrices.editTitle')}>
      {unit.data && (
        <Text mb="4" fontWeight="bold" dir="auto">
          {unit.data.data.name}
        </Text>
      )}
      <WizardPage
        def={def}
        queries={[unit]}
        record={unit.data?.data}
        toValues={(u) => ({ deposit_percent: u.deposit_percent })}
        scope={`down-${unitId}`}
        resumePrompt={false}
        invalidates={[apiKey('get', '/apiBack/v1/user/down-prices')]}
        doneTo="/dashboard/prices/down-prices"
      />
    </PricesFrame>
  );
}
