export { CompareLink } from './CompareLink';
export {
  storeCompareCount,
  useAddToCompare,
  useCompareCount,
  useRemoveFromCompare,
} from './api/compare-count';
