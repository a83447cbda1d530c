// Payments shared by the payment page (features/payment), the wallet (features/account) and checkout: the orders
// awaiting payment and the call that pays them (payment-queries), the gateways (gateways/: which the shop offers,
// redirect links, hand-offs and each vendor's script), a payment a vendor took that the shop has not confirmed yet
// (taken-payments), the vendor-script checkouts, one table for both completing requests, and the panels that run a
// vendor's script or the demo shop's stand-in gateway. The payment endpoints are this word's alone.
export * from './gateways';
export * from './payment-queries';
export {
  orderCheckout,
  scriptCheckout,
  walletCheckout,
  walletCheckoutAvailable,
  type CompletingRequest,
  type GatewayFields,
  type OrderCheckoutContext,
  type Payer,
  type ScriptCheckout,
  type ScriptCheckoutContext,
  type WalletCheckoutContext,
  type WalletGatewayFields,
} from './script-checkouts';
export {
  ScriptGatewayCheckout,
  type ScriptGatewayCheckoutProps,
  type ScriptGatewayOutcome,
} from './ScriptGatewayCheckout';
export { SimulatedGateway, type SimulatedGatewayProps } from './SimulatedGateway';
