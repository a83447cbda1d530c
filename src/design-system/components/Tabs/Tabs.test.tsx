import { Profiler, startTransition, useEffect, useState, type ProfilerOnRenderCallback } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HydrationSettling } from '../../hooks/hydration-settling';
import { Tabs } from './Tabs';

const items = [
  { value: 'description', label: 'Description', content: <p>Soft leather.</p> },
  { value: 'specs', label: 'Specification', content: <p>30 × 22 cm.</p> },
  { value: 'reviews', label: 'Reviews', content: <p>No reviews yet.</p>, disabled: true },
];

describe('<Tabs>', () => {
  it('shows the first panel and switches with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Product information" />);
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/^Soft leather\.$/);
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Specification' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/^30 × 22 cm\.$/);
  });

  it('joins each tab to its panel and keeps a controlled value', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const { rerender } = render(
      <Tabs items={items} label="Product information" value="specs" onValueChange={(v) => seen.push(v)} />,
    );
    const specs = screen.getByRole('tab', { name: 'Specification' });
    const panel = screen.getByRole('tabpanel', { name: 'Specification' });
    expect(specs).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent(/^30 × 22 cm\.$/);
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    expect(new Set(seen)).toEqual(new Set(['description']));
    // Controlled: the panel follows the value, not the click.
    expect(screen.getByRole('tabpanel', { name: 'Specification' })).toBeInTheDocument();
    rerender(<Tabs items={items} label="Product information" value="description" />);
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent(/^Soft leather\.$/);
  });

  it('mounts without reading computed styles (no forced style recalculation in the first commit: docs/performance.md, "The first render is a transition")', () => {
    const read = vi.spyOn(window, 'getComputedStyle');
    render(<Tabs items={items} label="Product information" />);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
  });

  it('writes Radix’s own markup while a server-rendered page settles, without Radix', () => {
    const page = (settling: boolean) =>
      renderToString(
        <HydrationSettling value={settling}>
          <Tabs items={items} label="Product information" defaultValue="specs" />
        </HydrationSettling>,
      );
    expect(page(true)).toBe(page(false));
    expect(page(true)).toContain('role="tablist"');
  });

  it('hydrates the server’s tabs in one commit while the page settles, then Radix’s list takes over', async () => {
    const element = <Tabs items={items} label="Product information" />;
    // The server renders while settling too (src/app/server/render.tsx).
    const container = document.createElement('div');
    container.append(
      document
        .createRange()
        .createContextualFragment(
          renderToString(<HydrationSettling value={true}>{element}</HydrationSettling>),
        ),
    );
    document.body.append(container);
    // Each commit of the tabs, with whether the page was still settling then.
    const commits: string[] = [];
    let settlingNow = true;
    const onRender: ProfilerOnRenderCallback = (_id, phase) =>
      commits.push(`${phase}${settlingNow ? ' while settling' : ''}`);
    const errors: unknown[] = [];
    // As the app hydrates (src/app/shell/hydration.tsx): in a transition, settling until the commit.
    function Settling() {
      const [settling, setSettling] = useState(true);
      settlingNow = settling;
      useEffect(() => startTransition(() => setSettling(false)), []);
      return (
        <HydrationSettling value={settling}>
          <Profiler id="tabs" onRender={onRender}>
            {element}
          </Profiler>
        </HydrationSettling>
      );
    }
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Settling />, { onRecoverableError: (error) => errors.push(error) });
      });
    });
    expect(errors).toEqual([]);
    // The hydration's commit alone while settling: Radix's list and triggers, hydrated, rendered again at once in
    // its effects (their hydrated-or-not store) and once more in that commit (their count of focusable tabs). Radix's
    // list, mounted in the settling transition, counts its tabs in that commit.
    expect(commits).toEqual(['mount while settling', 'update', 'nested-update']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Specification', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('30 × 22 cm.');
    container.remove();
  });
});
