// JazzCash is paid by a GET form to the address the backend gives (`jazz_url`) with the fields it signed
// (`jazz_data`, backend-api §2.12): the page builds that form from the payment-order answer and submits it.
import { safeHref } from '@/lib/navigation';

export interface GatewayForm {
  /** An absolute http(s) address. */
  action: string;
  /** The hidden fields, in the backend's order. */
  fields: readonly (readonly [name: string, value: string])[];
}

/** The JazzCash form, or null when the answer has none (JazzCash off: `jazz_data` is `[]`, `jazz_url` null). */
export function jazzCashForm(url: unknown, data: unknown): GatewayForm | null {
  const action = safeHref(url);
  if (!action || !/^https?:\/\//i.test(action)) return null;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const fields = Object.entries(data as Record<string, unknown>).flatMap(([name, value]) =>
    typeof value === 'string' || typeof value === 'number'
      ? [[name, String(value)] as const]
      : value === null
        ? [[name, ''] as const]
        : [],
  );
  return fields.length > 0 ? { action, fields } : null;
}
