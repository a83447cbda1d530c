import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@/design-system';
import { useT } from '@/lib/i18n';

interface BoundaryProps {
  title: string;
  retryLabel: string;
  onRetry?: () => void;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A home section failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        size="compact"
        headingLevel={3}
        title={this.props.title}
        retryLabel={this.props.retryLabel}
        onRetry={() => {
          this.props.onRetry?.();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

/** A home section that fails on its own shows a small error with retry; the rest of the page stays. */
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
    <Boundary
      title={t('{section} could not be shown', { section: name })}
      retryLabel={t('Try again')}
      onRetry={onRetry}
    >
      {children}
    </Boundary>
  );
}
