// "Ejar data": the contract as the domain's JSON document (sections in Ejar's order, dates
// in both calendars), downloaded as a file named after the contract.
import type { components } from '@/api/generated/apiback';
import { ejarFileName, toEjarData, type ContractLabeler } from '@/domain/contract';

export function downloadEjarData(
  c: components['schemas']['Contract'],
  lang: string,
  label: ContractLabeler,
): void {
  const json = JSON.stringify(toEjarData(c, lang, label), null, 2);
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = ejarFileName(c);
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
