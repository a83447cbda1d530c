import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SectionErrorBoundary } from './SectionErrorBoundary';

let shouldThrow = true;
function Fragile() {
  if (shouldThrow) throw new Error('broken section');
  return <p>Reviews loaded</p>;
}

function Page() {
  const [retries, setRetries] = useState(0);
  return (
    <>
      <h1>Product</h1>
      <SectionErrorBoundary
        title="Reviews could not be shown"
        retryLabel="Try again"
        onRetry={() => setRetries(retries + 1)}
      >
        <Fragile />
      </SectionErrorBoundary>
    </>
  );
}

describe('SectionErrorBoundary', () => {
  it('shows a compact error for the failed section only, and renders it again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Product' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Reviews could not be shown');

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Reviews loaded')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
