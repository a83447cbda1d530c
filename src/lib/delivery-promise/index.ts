// Dated delivery promises (issue 38 §2): the pure date rule, its wording, and the product answers it reads.
export * from './delivery-clock';
export * from './delivery-promise';
export * from './use-delivery-promise';
export * from './use-shipping-days';
