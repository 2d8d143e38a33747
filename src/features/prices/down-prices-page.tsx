// /dashboard/prices/down-prices: the deposit percentage of every unit.
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/engines/table';
import { downPricesTable } from './down-prices-table';
import { PricesFrame } from './prices-frame';

export function DownPricesPage() {
  const { t } = useTranslation('prices');
  return (
    <PricesFrame title={t('downPrices.title')}>
      <DataTable def={downPricesTable} />
    </PricesFrame>
  );
}
