export { useContractForm } from './use-contract-form.ts';
export type { ContractForm, ContractFormOptions } from './use-contract-form.ts';
export { applyServerErrors, SERVER_ROOT_ERROR } from './server-errors.ts';
export { fieldError, formError } from './field-error.tsx';
export { clearDraft, isSecretField, readDraft } from './drafts.ts';
export { useDraftOwner } from './draft-owner.ts';
export { issueMessage } from './zod-messages.ts';
export { numberFromText } from './number-from-text.ts';
