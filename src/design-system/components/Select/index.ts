export { Select, preloadSelect, selectSizes, type SelectOption, type SelectProps } from './Select';
