// The identity pair of both "my information" forms: its type (a national ID or a residence
// number) and the number (10 digits, typed left to right, with the hint of what it starts
// with). On the lessor's form a field Nafath verified is read-only, with the reason.
import { Input } from '@chakra-ui/react/input';
import type { Control, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { identityTypeValues } from '@/api/generated/apiback';
import { FormSelect } from './form-select';
import { InfoField } from './info-field';

type IdentityName = 'identity_type' | 'identity_number';

export function IdentityFields<T extends FieldValues & Partial<Record<IdentityName, unknown>>>({
  form,
  error,
  isLocked = () => false,
  lockNote,
  savedType,
}: {
  /** The form (useZodForm) holding `identity_type` and `identity_number`. */
  form: { control: Control<T>; register: UseFormRegister<T> };
  error: (name: IdentityName) => string | undefined;
  /** Nafath verified it: read-only. */
  isLocked?: (name: IdentityName) => boolean;
  /** Why it is read-only (shown with a padlock in place of the hint). */
  lockNote?: (name: IdentityName) => string | undefined;
  /** The saved type, shown as text while the type is locked. */
  savedType?: string;
}) {
  const { t } = useTranslation('accounts');
  // Both names are fields of T (its constraint); TypeScript cannot see it through the generic.
  const typeName = 'identity_type' as FieldPath<T>;
  const numberName = 'identity_number' as FieldPath<T>;
  return (
    <>
      <InfoField
        name="identity_type"
        error={error('identity_type')}
        locked={lockNote?.('identity_type')}
      >
        {isLocked('identity_type') ? (
          <Input value={t(`identityTypes.${savedType}`)} readOnly bg="bg.muted" />
        ) : (
          <FormSelect control={form.control} name={typeName}>
            {identityTypeValues.map((type) => (
              <option key={type} value={type}>
                {t(`identityTypes.${type}`)}
              </option>
            ))}
          </FormSelect>
        )}
      </InfoField>
      <InfoField
        name="identity_number"
        error={error('identity_number')}
        hint={t('myInfo.idHint')}
        locked={lockNote?.('identity_number')}
      >
        <Input
          {...form.register(numberName)}
          dir="ltr"
          inputMode="numeric"
          maxLength={10}
          readOnly={isLocked('identity_number')}
          bg={isLocked('identity_number') ? 'bg.muted' : undefined}
        />
      </InfoField>
    </>
  );
}
