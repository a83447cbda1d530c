import { useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';

/** A form-level message (a 422 for a field the form does not show), announced and focused when it appears. */
export function FormMessage({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [children]);
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="alert"
      padding="3"
      borderRadius="md"
      background="criticalSurface"
      color="critical"
    >
      {children}
    </Box>
  );
}
