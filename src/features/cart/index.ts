export { CartLink } from './CartLink';
export { CartScreen } from './CartScreen';
export { SummaryTotals } from './SummaryTotals';
