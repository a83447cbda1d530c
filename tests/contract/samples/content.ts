import type { SampleTable } from './types';

export const contentSamples: SampleTable = {};
