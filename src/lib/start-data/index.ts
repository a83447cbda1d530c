export { readStartData, START_DATA_ELEMENT_ID } from './read-start-data.ts';
