// Prices as the shopper reads them: a product's prices, discount and buyability (product-pricing), and money in the
// shopper's currency (format-money). The formatter itself stays plumbing in lib/money, as lib needs it too (the
// start data's formatter in lib/session, the vendor amounts in domain/payments).
export * from './format-money';
export * from './product-pricing';
