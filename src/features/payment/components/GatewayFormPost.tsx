import { useEffect, useRef } from 'react';
import type { GatewayForm } from '@/domain/payments';

export interface GatewayFormPostProps {
  /** The gateway's name: the form's accessible name. */
  name: string;
  form: GatewayForm;
}

/**
 * The form a gateway is paid by (JazzCash: a GET to `jazz_url` with the `jazz_data` fields), submitted as soon as
 * it is on the page: the browser leaves for the gateway.
 */
export function GatewayFormPost({ name, form }: GatewayFormPostProps) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, [form]);
  return (
    // Only hidden fields: nothing shows, and the form stays named for assistive technology while the page leaves.
    <form ref={ref} method="get" action={form.action} aria-label={name}>
      {form.fields.map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
    </form>
  );
}
