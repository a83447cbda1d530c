export { AddressForm, type AddressFormProps } from './AddressForm';
export { AddressBook, addressLine } from './AddressBook';
export {
  addressBookQueryOptions,
  useDeleteAddress,
  useSaveAddress,
  useSetDefaultAddress,
  usePlaces,
} from './api/address-queries';
