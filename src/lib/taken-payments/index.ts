// A vendor's payment the shop has not confirmed yet, kept for the tab under its owner (issue 35 §5). Apart from
// lib/payment-gateways, whose face reaches the vendors' script loaders: the checkout panel that remembers a payment
// needs none of them.
export {
  forgetTakenPayment,
  recallTakenPayment,
  recallTakenPaymentOf,
  rememberTakenPayment,
  type TakenPayment,
  type TakenPaymentSubject,
} from './taken-payments.ts';
