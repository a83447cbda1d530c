export { FormMessage } from './FormMessage';
