export { AddressForm, type AddressFormProps } from './AddressForm';
export { useSaveAddress, useSetDefaultAddress, usePlaces } from './api/address-queries';
