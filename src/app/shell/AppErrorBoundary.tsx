import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Container } from '@/design-system/components/Container';
import { ErrorState } from '@/design-system/components/ErrorState';
import { translate } from '../providers/current-translator';

interface State {
  error: Error | null;
}

/** Last line of defence: anything that escapes the route boundaries shows a recoverable page, never a blank one. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[app] unhandled error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Container>
        <ErrorState
          title={translate('Something went wrong')}
          description={translate('The page hit an unexpected problem. Reloading usually fixes it.')}
          retryLabel={translate('Reload the page')}
          onRetry={() => location.reload()}
        />
      </Container>
    );
  }
}
