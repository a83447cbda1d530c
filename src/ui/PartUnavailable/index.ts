export { PartUnavailable } from './PartUnavailable';
