// The drop-in's web font (ADR 058): loaded once the first screen is up and the browser is idle, worn from the next
// screen on. The journey in tests/e2e/first-screen.spec.ts checks it in Chromium; this checks the order of things.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { WEB_FONT_AFTER_FIRST_PAINT, WEB_FONT_ATTRIBUTE } from '@/design-system/theme/web-font';
import { WebFontAfterFirstScreen } from './WebFontAfterFirstScreen';

const root = document.documentElement;
let idle: (() => void) | undefined;
let fontLoad: ReturnType<typeof vi.fn>;
let settleFont: () => void;

beforeEach(() => {
  root.setAttribute(WEB_FONT_ATTRIBUTE, WEB_FONT_AFTER_FIRST_PAINT);
  idle = undefined;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
  fontLoad = vi.fn(() => new Promise<void>((resolve) => (settleFont = resolve)));
  Object.defineProperty(document, 'fonts', { configurable: true, value: { load: fontLoad } });
});

afterEach(() => {
  // Unmounted while the idle stubs are still in place (the effect's clean-up cancels its idle callback).
  cleanup();
  vi.unstubAllGlobals();
  root.removeAttribute(WEB_FONT_ATTRIBUTE);
  Reflect.deleteProperty(document, 'fonts');
});

const renderAt = (path: string) => {
  // As in the app: the footer that renders it stays while the screens below it change.
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <WebFontAfterFirstScreen />
          </>
        ),
        children: [
          { path: '/', element: <p>First screen</p> },
          { path: '/next', element: <p>Next screen</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

/** Lets the dynamic import of web-font.ts and the promises after it settle. */
const settle = () => act(() => vi.waitFor(() => expect(fontLoad).toHaveBeenCalled(), { timeout: 5_000 }));

describe('WebFontAfterFirstScreen', () => {
  it('asks for Inter only once the browser is idle, and keeps the fallbacks on the screen being read', async () => {
    renderAt('/');
    expect(fontLoad).not.toHaveBeenCalled();
    expect(idle).toBeTypeOf('function');

    act(() => idle!());
    await settle();
    expect(fontLoad).toHaveBeenCalledWith('1em "Inter Variable"');
    settleFont();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(root).toHaveAttribute(WEB_FONT_ATTRIBUTE, WEB_FONT_AFTER_FIRST_PAINT);
  });

  it('lets the next screen wear Inter once it has arrived', async () => {
    const router = renderAt('/');
    act(() => idle!());
    await settle();
    settleFont();
    await act(() => router.navigate('/next'));
    await vi.waitFor(() => expect(root).not.toHaveAttribute(WEB_FONT_ATTRIBUTE), { timeout: 5_000 });
  });

  it('waits for the font when the shopper moves on before it arrived', async () => {
    const router = renderAt('/');
    act(() => idle!());
    await settle();
    await act(() => router.navigate('/next'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(root).toHaveAttribute(WEB_FONT_ATTRIBUTE, WEB_FONT_AFTER_FIRST_PAINT);
    settleFont();
    await vi.waitFor(() => expect(root).not.toHaveAttribute(WEB_FONT_ATTRIBUTE), { timeout: 5_000 });
  });
});
