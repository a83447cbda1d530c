export { CheckoutScreen, type CheckoutScreenProps } from './CheckoutScreen';
export { checkoutQueries } from './api/checkout-queries';
export type { AddressFormSlot } from './components/AddressChoice';
