export { SimulatedGateway, type SimulatedGatewayProps } from './SimulatedGateway';
