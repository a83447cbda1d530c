import { expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { render, screen, waitFor } from '@testing-library/react';
import { useFirstScreenPending, useMarkFirstScreenPending } from './first-screen-pending';
import { InitialLoad } from './InitialLoad';

function Footer() {
  return useFirstScreenPending() ? null : <footer>Footer</footer>;
}

function Placeholder({ active }: { active: boolean }) {
  useMarkFirstScreenPending(active);
  return null;
}

it('keeps the footer out while the first-screen placeholder is mounted, and brings it in when the screen arrives', () => {
  const view = render(
    <>
      <InitialLoad first />
      <Footer />
    </>,
  );
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  view.rerender(
    <>
      <p>The screen</p>
      <Footer />
    </>,
  );
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('does not hold the footer for a placeholder of a later navigation', () => {
  render(
    <>
      <InitialLoad />
      <Placeholder active={false} />
      <Footer />
    </>,
  );
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it('brings the footer in after the screen’s own commit, not in the same blocking task', async () => {
  // Outside act(), as in the browser: a transition is left to React's scheduler instead of being flushed at once.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    flushSync(() =>
      root.render(
        <>
          <InitialLoad first />
          <Footer />
        </>,
      ),
    );
    expect(container.querySelector('footer')).not.toBeInTheDocument();
    flushSync(() =>
      root.render(
        <>
          <p>The screen</p>
          <Footer />
        </>,
      ),
    );
    expect(container.querySelector('footer')).not.toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('footer')).toBeInTheDocument());
  } finally {
    root.unmount();
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
  }
});
