import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Panel } from './Panel';
import { panel } from './Panel.css';

describe('<Panel>', () => {
  it('renders the element asked for, with its role and name', () => {
    render(
      <ul>
        <Panel as="li" aria-label="Home address">
          12 Harbour Street
        </Panel>
      </ul>,
    );
    const item = screen.getByRole('listitem', { name: 'Home address' });
    expect(item).toHaveTextContent(/^12 Harbour Street$/);
  });

  it('takes the look of its tone, variant, padding and radius', () => {
    render(
      <Panel as="section" aria-label="Unread" tone="accent" variant="tinted" padding="sm" radius="lg" clip>
        New
      </Panel>,
    );
    expect(screen.getByRole('region', { name: 'Unread' })).toHaveClass(
      panel({ tone: 'accent', variant: 'tinted', padding: 'sm', radius: 'lg', clip: true }),
      { exact: true },
    );
  });

  it('is a neutral outline with medium padding and radius by default', () => {
    render(<Panel data-testid="panel">Plain</Panel>);
    expect(screen.getByTestId('panel')).toHaveClass(
      panel({ tone: 'neutral', variant: 'outline', padding: 'md', radius: 'md', clip: false }),
      { exact: true },
    );
  });
});
