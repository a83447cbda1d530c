/** A price that cannot be shown honestly (missing, NaN, negative, bad rate): callers show an error state instead. */
export class MoneyFormatError extends Error {
  override readonly name = 'MoneyFormatError';
}
