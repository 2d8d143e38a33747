// Where one contract model opens (edit for one's own, view for the platform's).
import type { components } from '@/api/generated/apiback';

type Model = components['schemas']['ContractModel'];

export const modelPath = (m: Pick<Model, 'id'>) =>
  `/dashboard/contracts/edit-contract-model/${m.id}`;
