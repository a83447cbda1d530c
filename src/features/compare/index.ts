export { CompareLink } from './CompareLink';
export { CompareListScreen } from './CompareListScreen';
export { useCompareCount } from './api/compare-count';
