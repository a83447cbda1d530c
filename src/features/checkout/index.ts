export { CheckoutScreen, type CheckoutScreenProps } from './CheckoutScreen';
export type { AddressFormSlot } from './components/AddressChoice';
