// One labelled box of the accounts forms: its label (accounts:fields.<name>), the
// translated error at the field, and a hint or, for a locked field, the reason it is locked.
import { HStack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';

/** A small padlock beside a locked field's reason (decorative: the reason says it). */
export function LockGlyph() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

export function InfoField({
  name,
  error,
  hint,
  locked,
  required,
  children,
}: {
  name: string;
  error?: string;
  hint?: string;
  /** Why the field cannot change (shown in place of the hint, with a lock). */
  locked?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  return (
    <FormField
      name={name}
      label={t(`fields.${name}`)}
      required={required}
      error={error}
      helper={
        locked ? (
          <HStack gap="1" as="span" color="fg.muted" data-testid={`locked-${name}`}>
            <LockGlyph />
            <span>{locked}</span>
          </HStack>
        ) : (
          hint
        )
      }
    >
      {children}
    </FormField>
  );
}
