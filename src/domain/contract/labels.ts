// The coded fields of a contract (its enums) and how a caller names them in a language:
// the screens pass i18next (`contracts:enums.<group>.<value>`), the backend the same locale
// files. The domain stays free of i18n and only says which group a code belongs to.
export const CONTRACT_LABEL_GROUPS = [
  'contractType',
  'idType',
  'tenantKind',
  'deedType',
  'buildingType',
  'usage',
  'unitType',
  'cycle',
  'status',
] as const;
export type ContractLabelGroup = (typeof CONTRACT_LABEL_GROUPS)[number];

/** Names a code in the caller's language. */
export type ContractLabeler = (group: ContractLabelGroup, value: string) => string;
