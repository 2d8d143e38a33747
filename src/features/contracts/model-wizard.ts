// The contract model form: a name, a type and the clauses in Arabic and English, with the
// placeholders and a live preview under them (model-preview.tsx). One step on the wizard
// engine: what is typed survives a reload until it is saved.
import { apiCall } from '@/api/query';
import { unwrap } from '@/api/result';
import type { components } from '@/api/generated/apiback';
import { contractTypeValues } from '@/api/generated/apiback';
import { defineWizard } from '@/engines/wizard';
import { contractModelSchema } from '@schemas/contract-model';
import { ModelPreview } from './model-preview';

type ModelInput = components['schemas']['ContractModelInput'];

export function makeModelWizard(modelId?: number) {
  return defineWizard({
    ns: 'contracts',
    schema: contractModelSchema,
    defaults: { type: 'commercial' },
    fields: {
      name: { kind: 'text', label: 'models.fields.name' },
      type: {
        kind: 'radio',
        label: 'models.fields.type',
        options: contractTypeValues.map((v) => ({ value: v, label: `enums.contractType.${v}` })),
      },
      body_ar: { kind: 'textarea', rows: 14, label: 'models.fields.body_ar' },
      body_en: { kind: 'textarea', rows: 14, label: 'models.fields.body_en' },
    },
    steps: [
      {
        id: 'model',
        fields: ['name', 'type', 'body_ar', 'body_en'],
        columns: 2,
        panel: ModelPreview,
      },
    ],
    submitLabel: 'models.save',
    submit: async (values) => {
      const body: ModelInput = values;
      const r = modelId
        ? apiCall.PUT('/apiBack/v1/user/contract-models/{id}', {
            params: { path: { id: modelId } },
            body,
          })
        : apiCall.POST('/apiBack/v1/user/contract-models', { body });
      return (await unwrap(r)).data;
    },
  });
}
