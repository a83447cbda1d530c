export { SharedListScreen } from './SharedListScreen';
