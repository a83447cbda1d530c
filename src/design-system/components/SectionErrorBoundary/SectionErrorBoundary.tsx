import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../ErrorState';

export type SectionErrorBoundaryProps = {
  /** Shown when the section fails, e.g. "Reviews could not be shown" (the caller translates it). */
  title: string;
  retryLabel: string;
  /** Runs before the section renders again (refetch its data, for example). */
  onRetry?: () => void;
  /** Names the section in the console report. */
  name?: string;
  children?: ReactNode;
};

/**
 * A part of a page that may fail on its own (a home section, reviews, related products): when it throws while
 * rendering, it shows a compact error with retry and the rest of the page stays usable.
 */
export class SectionErrorBoundary extends Component<SectionErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(
      `Section "${this.props.name ?? this.props.title}" failed to render`,
      error,
      info.componentStack,
    );
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
