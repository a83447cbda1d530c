import { TrackOrderScreen } from '@/features/orders';

/** /track-order */
export const Component = TrackOrderScreen;
