export interface RequestBeforeLcp {
  url: string;
  transferSize: number;
  endTime: number;
}
export declare function requestsBeforeLcp(
  lhr: { audits: Record<string, unknown> },
  minBytes: number,
): RequestBeforeLcp[];
export declare function withScaledRequests<T extends { method: string; params: unknown }>(
  log: T[],
  factorOf: (url: string) => number | undefined,
): { log: T[]; changed: number };
export declare function medianIndex(values: number[]): number;
export interface MainThreadTask {
  index: number;
  start: number;
  duration: number;
  kind: string;
  /** ms of it V8 spent compiling functions on their first call (0 when the trace lacks that category). */
  compile: number;
}
type Trace = { traceEvents: Array<Record<string, unknown>> };
export declare function mainThreadTasks(trace: Trace, minMs: number): MainThreadTask[];
export declare function withScaledTasks<T extends Trace>(
  trace: T,
  indexes: number[],
  factor: number | ((index: number) => number),
): T;
