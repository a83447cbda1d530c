/**
 * The demo server's CSP reporting endpoint (`report-uri /csp-report`, `report-to csp-endpoint`, scripts/csp.ts):
 * what a shop's server should answer there. Browsers post either the old `application/csp-report` body
 * (`{"csp-report": {…}}`) or the Reporting API's `application/reports+json` list; each report is printed on one line
 * and kept (the newest 100) for the demo-only `GET /__demo-shop/csp-reports`, which the end-to-end journeys read.
 */
export const CSP_REPORTS_PATH = '/__demo-shop/csp-reports';

export interface CspReport {
  directive: string;
  blocked: string;
  page: string;
}

const MAX_KEPT = 100;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The reports a body carries, in one shape; anything else is none. */
export function readCspReports(body: string): CspReport[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  const bodies: Record<string, unknown>[] = Array.isArray(parsed)
    ? parsed
        .filter((r): r is { type: string; body: Record<string, unknown> } => r?.type === 'csp-violation')
        .map((r) => r.body ?? {})
    : parsed && typeof parsed === 'object' && 'csp-report' in parsed
      ? [(parsed as { 'csp-report': Record<string, unknown> })['csp-report'] ?? {}]
      : [];
  return bodies.map((b) => ({
    directive: text(b.effectiveDirective ?? b['effective-directive'] ?? b['violated-directive']),
    blocked: text(b.blockedURL ?? b['blocked-uri']),
    page: text(b.documentURL ?? b['document-uri']),
  }));
}

export function createCspReportLog(print: (line: string) => void = (line) => console.warn(line)) {
  const kept: CspReport[] = [];
  return {
    add(reports: CspReport[]) {
      for (const report of reports) {
        print(`[csp] ${report.directive} blocked ${report.blocked || '(inline)'} on ${report.page}`);
        kept.push(report);
      }
      kept.splice(0, Math.max(0, kept.length - MAX_KEPT));
    },
    list: (): readonly CspReport[] => [...kept],
  };
}
