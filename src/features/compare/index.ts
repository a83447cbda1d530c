export { CompareLink } from './CompareLink';
export { useCompareCount } from './api/compare-count';
