export { AddressForm, type AddressFormProps } from './AddressForm';
export { AddressBook, addressLine } from './AddressBook';
export { useDeleteAddress, useSaveAddress, useSetDefaultAddress, usePlaces } from './api/address-queries';
