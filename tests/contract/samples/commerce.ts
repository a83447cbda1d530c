import type { SampleTable } from './types';

export const commerceSamples: SampleTable = {};
