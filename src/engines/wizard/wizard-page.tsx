// The glue every form page (new and edit) repeated around its <Wizard>: the wait for the
// record and the option lists, and their failure with a retry (QueryState), the record turned into the form's values once, and on
// sending the lists it changed marked stale and the way back taken. The wizard definition
// carries what its `submit` resolves to, so `doneTo` and `onDone` get the saved record typed.
import { useMemo } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { QueryState, type StateQuery } from '@/components/query-state';
import { Wizard, type WizardProps } from './wizard';

export interface WizardPageProps<R, T> extends Omit<WizardProps<R>, 'initialValues' | 'onDone'> {
  /**
   * What the form needs before it opens (the record to edit, an option list): their wait,
   * and their failure with a retry, instead of a form opened empty.
   */
  queries?: readonly StateQuery[];
  /** The record being edited, once loaded (none for a new one). */
  record?: T;
  /** The record as the form's values (default: the record as it is). */
  toValues?: (record: T) => FieldValues;
  /** The queries the sent record makes stale (the list the page goes back to). */
  invalidates?: readonly QueryKey[];
  /** Where to go once sent: a path, or one made from what `submit` resolved to. */
  doneTo?: string | ((result: R) => string);
  /** Anything more once sent (a toast), after the invalidation and before leaving. */
  onDone?: (result: R) => void;
}

export function WizardPage<R, T extends FieldValues>({
  queries = [],
  record,
  toValues,
  invalidates = [],
  doneTo,
  onDone,
  scope = 'new',
  ...wizard
}: WizardPageProps<R, T>) {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const client = useQueryClient();
  const initialValues = useMemo(
    () => (record ? (toValues ? toValues(record) : record) : undefined),
    // The record's answer, not a new mapping function at each render, decides the values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [record],
  );
  return (
    <QueryState queries={queries} label={t('loading')}>
      {() => (
        <Wizard
          // Another record (or new after edit) is another form: its own values and draft.
          key={scope}
          scope={scope}
          initialValues={initialValues}
          onDone={(result) => {
            for (const queryKey of invalidates) void client.invalidateQueries({ queryKey });
            onDone?.(result);
            if (doneTo !== undefined)
              navigate(typeof doneTo === 'function' ? doneTo(result) : doneTo);
          }}
          {...wizard}
        />
      )}
    </QueryState>
  );
}
