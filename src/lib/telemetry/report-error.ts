// One telemetry event per error (quality-bar R19). React hands what its boundaries catch, and what escapes them, to
// the root's callbacks (`rootErrorCallbacks`, passed to createRoot in src/main.tsx); the route error element reports
// what it shows, since a loader's failure never reaches React. A render error in a route reaches both, so each
// error is sent once, the first time it is reported.
import type { RootOptions } from 'react-dom/client';

export interface ErrorReport {
  /** Who reported it: a React error boundary, nothing (the page is gone), a render React recovered from, a route. */
  source: 'caught' | 'uncaught' | 'recoverable' | 'route';
  name: string;
  message: string;
  stack?: string;
  componentStack?: string;
}

export type ErrorSink = (report: ErrorReport) => void;

/** Sends the report to VITE_ERROR_REPORT_URL when the build sets one; without it, errors stay in the console. */
const beaconSink: ErrorSink = (report) => {
  const url: unknown = import.meta.env.VITE_ERROR_REPORT_URL;
  if (typeof url === 'string' && url !== '') navigator.sendBeacon?.(url, JSON.stringify(report));
};

let sink: ErrorSink = beaconSink;
const reported = new WeakSet<object>();

/** Sends reports to `next` instead (tests, another service); returns the way back to the previous sink. */
export function setErrorSink(next: ErrorSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** Logs `error` and sends one report of it; an error object already reported is not sent again. */
export function reportError(
  error: unknown,
  source: ErrorReport['source'],
  info?: { componentStack?: string | null },
): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  console.error(`[${source}]`, error);
  const known = error instanceof Error ? error : undefined;
  try {
    sink({
      source,
      name: known?.name ?? typeof error,
      message: known?.message ?? String(error),
      stack: known?.stack,
      componentStack: info?.componentStack ?? undefined,
    });
  } catch {
    // Reporting must never turn one error into two.
  }
}

/** React's error callbacks for createRoot: they replace React's own console logging. */
export const rootErrorCallbacks = {
  onCaughtError: (error, info) => reportError(error, 'caught', info),
  onUncaughtError: (error, info) => reportError(error, 'uncaught', info),
  onRecoverableError: (error, info) => reportError(error, 'recoverable', info),
} satisfies RootOptions;
