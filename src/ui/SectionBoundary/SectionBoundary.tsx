import type { ReactNode } from 'react';
import { SectionErrorBoundary } from '@/design-system/components/SectionErrorBoundary';
import { useT } from '@/lib/i18n';

export type SectionBoundaryProps = {
  /** The section in the shopper's words ("Reviews"); "This section" when the page has none for it. */
  label?: string;
  /** Names the section in the console report; the label when not given. */
  name?: string;
  /** Runs before the section renders again (refetch its data, for example). */
  onRetry?: () => void;
  children?: ReactNode;
};

/**
 * A page section that may fail on its own (a home or shop section, reviews, a product row): when it throws while
 * rendering, it says "{section} could not be shown" with Try again, in the shop's language, and the page goes on.
 */
export function SectionBoundary({ label, name, onRetry, children }: SectionBoundaryProps) {
  const t = useT();
  const section = label ?? t('This section');
  return (
    <SectionErrorBoundary
      name={name ?? section}
      title={t('{section} could not be shown', { section })}
      retryLabel={t('Try again')}
      onRetry={onRetry}
    >
      {children}
    </SectionErrorBoundary>
  );
}
