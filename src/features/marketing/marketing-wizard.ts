// The marketing request form: which offices, the package and the goal, the channels, the
// campaign dates, a budget and notes, over the marketing rule of schemas/.
import { apiCall } from '@/api/query';
import { unwrap } from '@/api/result';
import { defineWizard, type FieldOption } from '@/engines/wizard';
import {
  MARKETING_CHANNELS,
  MARKETING_GOALS,
  MARKETING_PACKAGES,
  marketingRequestSchema,
} from '@schemas/marketing';

const options = (values: readonly string[], prefix: string): FieldOption[] =>
  values.map((v) => ({ value: v, label: `${prefix}.${v}` }));

export function makeMarketingWizard(offices: FieldOption[], requestId?: number) {
  return defineWizard({
    ns: 'marketing',
    schema: marketingRequestSchema,
    defaults: {
      office_ids: [],
      package: 'featured',
      goal: 'more_bookings',
      channels: ['social_media'],
    },
    fields: {
      office_ids: { kind: 'checkboxes', options: offices, numeric: true },
      package: {
        kind: 'radio',
        options: options(MARKETING_PACKAGES, 'packages'),
        hint: 'hints.package',
      },
      goal: { kind: 'select', options: options(MARKETING_GOALS, 'goals') },
      channels: { kind: 'checkboxes', options: options(MARKETING_CHANNELS, 'channels') },
      start_date: { kind: 'date' },
      end_date: { kind: 'date', hint: 'hints.dates' },
      budget: { kind: 'number' },
      notes: { kind: 'textarea' },
    },
    steps: [
      {
        id: 'request',
        fields: [
          'office_ids',
          'package',
          'goal',
          'channels',
          'start_date',
          'end_date',
          'budget',
          'notes',
        ],
      },
    ],
    submit: async (body) => {
      const r = requestId
        ? apiCall.PUT('/apiBack/v1/user/marketing-requests/{id}', {
            params: { path: { id: requestId } },
            body,
          })
        : apiCall.POST('/apiBack/v1/user/marketing-requests', { body });
      return (await unwrap(r)).data;
    },
  });
}
