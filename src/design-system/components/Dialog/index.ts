export { Dialog, DIALOG_SIZES } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
