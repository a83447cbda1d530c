export { AddressForm, type AddressFormProps } from './AddressForm';
export { AddressBook, addressLine } from './AddressBook';
