export declare const EVENT_TIMING_FLOOR_MS: number;

export interface EventTimingEntry {
  interactionId?: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

export interface Interaction {
  id: number;
  name: string;
  startTime: number;
  latency: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

export declare function interactionsFrom(entries: EventTimingEntry[]): Interaction[];
export declare function percentile(values: number[], p: number): number;
export declare function summarise(values: number[]): {
  n: number;
  p75: number;
  median: number;
  min: number;
  max: number;
};

export interface ReportRow {
  name: string;
  values: number[];
  target: number;
  phases?: { inputDelay: number[]; processing: number[]; presentation: number[] };
}

export declare function reportTable(
  rows: ReportRow[],
  options?: { unit?: string },
): { table: string; missed: string[] };
