import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';

export declare const CPU_RATE: number;
export declare const PHONE: {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  ignoreHTTPSErrors: boolean;
};
export declare const EVENT_TIMING_RECORDER: string;

export interface Measured {
  latency: number;
  inputDelay?: number;
  processing?: number;
  presentation?: number;
}

export interface Row {
  name: string;
  target: number;
  values: number[];
  phases?: { inputDelay: number[]; processing: number[]; presentation: number[] };
}

export declare function inView(page: Page, target: Locator): Promise<void>;
export declare function measureInteraction(
  page: Page,
  target: Locator,
  act: () => Promise<unknown>,
  settled: () => Promise<unknown>,
): Promise<Required<Measured>>;
export declare function recordRow(
  table: Map<string, Row>,
  name: string,
  target: number,
  measured: Measured,
): number;
export declare function sortTaps(
  page: Page,
  chosen?: () => Promise<unknown>,
): Promise<{ opened: Required<Measured>; choice: Required<Measured> }>;
export declare function phonePage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }>;
