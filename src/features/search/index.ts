export { SearchBox, SEARCH_DEBOUNCE_MS } from './SearchBox';
