// The domain's contract functions name coded values through a labeler: here, i18next with
// the `contracts:enums.<group>.<value>` keys, in the current or a given language.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractLabeler } from '@/domain/contract';

export function useContractLabels(lang?: string): ContractLabeler {
  const { t, i18n } = useTranslation('contracts');
  const lng = lang ?? i18n.language;
  return useCallback((group, value) => t(`enums.${group}.${value}`, { lng }), [t, lng]);
}
