// An SAR amount isolated left-to-right inside Arabic text ("1,250.50 ر.س" / "SAR 1,250.50");
// a deduction keeps its minus sign inside the same isolate.
import { useTranslation } from 'react-i18next';
import { formatSar } from '@/domain/format';

export function Amount({ value, negative }: { value: number; negative?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <bdi dir="ltr">
      {negative ? '−' : ''}
      {formatSar(value, i18n.language)}
    </bdi>
  );
}
