export declare const INDEX_DRIFT: number;
export declare function median(values: number[]): number;

export interface Judged {
  index: number;
  drift: number;
  kept: boolean;
}
export declare function judgeBatch(
  runs: { benchmarkIndex: number }[],
  calibrated: number,
  limit?: number,
): Judged;
export declare function batchToReport<T extends Judged>(batches: T[]): T & { drifted: boolean };
export declare function driftText(drift: number): string;

export interface Target {
  id: string;
  key: 'score' | 'lcp' | 'fcp' | 'tbt' | 'cls' | 'si';
  label: string;
  op: '≥' | '≤';
  target: number;
  worstRun?: number;
}
export declare const TARGETS: Target[];
export declare function targetMisses(runs: Record<Target['key'], number>[]): string[];

export interface MachineKind {
  cpu: string;
  cores: number;
  benchmarkIndex: number;
  measured: string;
}
export declare function calibration(options: {
  given?: number;
  machines: MachineKind[];
  kind: { cpu: string; cores: number };
  samples: number[];
}): { value: number; source: string };

export declare function methodSettings(env: Record<string, string | undefined>): {
  batches: number;
  givenIndex: number | undefined;
};

export interface TakenBatch<T> extends Judged {
  batch: number;
  runs: { benchmarkIndex: number; result: T }[];
}
export declare function takeBatches<T>(options: {
  visits: number;
  size?: number;
  attempts: number;
  calibrated: number;
  gauge: () => Promise<number>;
  visit: (n: number) => Promise<T>;
  onBatch?: (batch: TakenBatch<T>) => void;
}): Promise<{ reported: TakenBatch<T>[]; setAside: TakenBatch<T>[]; valid: boolean }>;

export interface CpuTimes {
  steal: number;
  wanted: number;
}
export declare function cpuTimesFrom(procStat: string): CpuTimes;
export declare function stolenShare(spans: { before: CpuTimes; after: CpuTimes }[]): number;
export declare function stolenPercent(spans: { before: CpuTimes; after: CpuTimes }[]): string;
