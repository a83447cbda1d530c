import type { SampleTable } from './types';
import { catalogueSamples } from './catalogue';
import { contentSamples } from './content';
import { commerceSamples } from './commerce';

export const samples: SampleTable = { ...catalogueSamples, ...contentSamples, ...commerceSamples };
export type { ContractSample, SampleTable } from './types';
