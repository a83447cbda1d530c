import type { SampleTable } from './types';

export const catalogueSamples: SampleTable = {};
