import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { idleWidget } from './idle-widget';

afterEach(() => {
  vi.useRealTimers();
});

const Widget = () => <p>Newsletter</p>;

describe('idleWidget', () => {
  it('tries again once the connection is back, instead of breaking the page', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<typeof Widget>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Widget);
    const Lazy = idleWidget(load);
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Newsletter')).not.toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Newsletter', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves the widget out after its last try, and says so in the console (not as an error)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Widget>>().mockRejectedValue(new Error('404'));
    const Lazy = idleWidget(load, 1);
    const { container } = render(
      <Suspense fallback={<span>loading</span>}>
        <Lazy />
        <p>The page</p>
      </Suspense>,
    );
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(container).toHaveTextContent(/^The page$/);
    expect(load).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalled();
  });

  it('is not rendered again when the layout around it renders (a route change)', async () => {
    const rendered = vi.fn();
    const Counted = () => {
      rendered();
      return <p>Newsletter</p>;
    };
    const Lazy = idleWidget(() => Promise.resolve(Counted));
    const Layout = ({ route }: { route: string }) => (
      <>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
        <main>{route}</main>
      </>
    );
    const { rerender } = render(<Layout route="/" />);
    expect(await screen.findByText('Newsletter')).toBeInTheDocument();
    const before = rendered.mock.calls.length;
    rerender(<Layout route="/cart" />);
    expect(screen.getByText('/cart')).toBeInTheDocument();
    expect(rendered).toHaveBeenCalledTimes(before);
  });
});
