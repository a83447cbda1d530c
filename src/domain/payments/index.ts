// Payments shared by the payment page (features/payment) and the wallet (features/account): the vendor-script
// checkouts, one table for both completing requests, and the panels that run a vendor's script or the demo shop's
// stand-in gateway.
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
