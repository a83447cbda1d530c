export { ContactValue, type ContactValueProps } from './ContactValue';
