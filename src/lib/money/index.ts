export { formatPrice, SYMBOL_FORMATS, DEFAULT_DECIMALS } from './price-format.ts';
export type { PriceFormat, DisplayCurrency, SymbolFormat } from './price-format.ts';
export { parsePrice } from './price-parse.ts';
export { priceFormatFromSettings } from './settings-format.ts';
export type { PriceSettings, CurrencyLike } from './settings-format.ts';
export { MoneyFormatError } from './money-error.ts';
export { gatewayAmount, gatewayMinorUnits } from './gateway-amount.ts';
