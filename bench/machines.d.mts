import type { MachineKind } from '../scripts/bench-method.mjs';

export declare const machines: MachineKind[];
