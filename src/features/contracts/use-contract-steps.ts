// The lifecycle steps of a contract's page (send, cancel, accept, reject), each through its
// own contract operation; every step refreshes the contract on both sides, the contract
// lists, the order it belongs to and the models (a sent contract fixes its model).
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';
import { sideKeys } from '@/api/two-sided';
import type { ContractAction } from '@/domain/contract';

const CHANGED = [
  ...sideKeys('/contracts/{id}'),
  ...sideKeys('/contracts'),
  apiKey('get', '/apiBack/v1/user/reservations/{id}'),
  apiKey('get', '/apiBack/v1/user/contract-models'),
];

/** `onDone` runs once the step has succeeded and the reads on screen were asked again. */
export function useContractSteps(onDone: (a: ContractAction) => void) {
  const after = { onSuccess: useRefresh(CHANGED) };
  return {
    send: $api.useMutation('post', '/apiBack/v1/user/contracts/{id}/send', after),
    cancel: $api.useMutation('post', '/apiBack/v1/user/contracts/{id}/cancel', after),
    accept: $api.useMutation('post', '/apiBack/v1/ordinaries/contracts/{id}/accept', after),
    reject: $api.useMutation('post', '/apiBack/v1/ordinaries/contracts/{id}/reject', after),
    run(action: ContractAction, id: number, reason: string) {
      const path = { params: { path: { id } } };
      const settle = { onSuccess: () => onDone(action) };
      if (action === 'send') this.send.mutate(path, settle);
      if (action === 'accept') this.accept.mutate(path, settle);
      if (action === 'cancel') this.cancel.mutate({ ...path, body: { reason } }, settle);
      if (action === 'reject') this.reject.mutate({ ...path, body: { reason } }, settle);
    },
  };
}
