// The end of both "my information" forms (tenant and lessor): the message of a failed save,
// then the save button. One piece, so both forms end with the same button and test ids.
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/engines/form';

export function MyInfoSave({ form }: Pick<ComponentProps<typeof FormActions>, 'form'>) {
  const { t } = useTranslation('accounts');
  return (
    <FormActions
      form={form}
      submit={t('myInfo.save')}
      submitTestId="my-info-save"
      errorTestId="my-info-error"
      size="lg"
    />
  );
}
