import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DirectionProvider } from '../../theme/direction';
import { SCROLL_LOCK_PROPERTY } from '../../theme/scroll-lock';
import { Button } from '../Button/Button';
import { Sheet } from './Sheet';

describe('<Sheet>', () => {
  it('opens as a named modal dialog and closes with its labelled button', async () => {
    const user = userEvent.setup();
    render(
      <Sheet
        trigger={<Button>Filters</Button>}
        side="start"
        title="Filters"
        description="Narrow the results"
        closeLabel="Close filters"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('data-side', 'start');
    await user.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('carries the text direction into the portal so it mirrors', () => {
    render(
      <DirectionProvider dir="rtl">
        <Sheet defaultOpen title="السلة" description="٣ منتجات" closeLabel="إغلاق" />
      </DirectionProvider>,
    );
    expect(screen.getByRole('dialog')).toHaveAttribute('dir', 'rtl');
  });

  it('locks scrolling with the body property the theme registers as not inherited', async () => {
    // theme/global.css.ts keeps the lock from recalculating every element's style: that only holds while the
    // scroll lock sets the property it names.
    render(<Sheet defaultOpen title="Filters" description="Narrow the results" closeLabel="Close filters" />);
    await screen.findByRole('dialog', { name: 'Filters' });
    expect(document.body).toHaveAttribute('data-scroll-locked');
    const lock = [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(lock).toMatch(new RegExp(`body\\[data-scroll-locked\\] \\{\\s*${SCROLL_LOCK_PROPERTY}: `));
  });
});
