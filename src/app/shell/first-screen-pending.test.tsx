import { expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
