import type { ReactNode } from 'react';
import { SectionErrorBoundary } from '@/design-system';
import { useT } from '@/lib/i18n';

/** A page section (reviews, related products) that fails on its own shows a small error with retry; the rest of the page stays. */
export function SectionBoundary({
  name,
  onRetry,
  children,
}: {
  name: string;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <SectionErrorBoundary
      name={name}
      title={t('{section} could not be shown', { section: name })}
      retryLabel={t('Try again')}
      onRetry={onRetry}
    >
      {children}
    </SectionErrorBoundary>
  );
}
