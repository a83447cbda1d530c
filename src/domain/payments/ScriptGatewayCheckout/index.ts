export {
  ScriptGatewayCheckout,
  type ScriptGatewayCheckoutProps,
  type ScriptGatewayOutcome,
} from './ScriptGatewayCheckout';
