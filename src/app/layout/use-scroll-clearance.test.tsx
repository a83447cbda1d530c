// The scroll area clears a docked bar (use-scroll-clearance.ts), measured by the resize observer's reports only.
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollClearance } from './use-scroll-clearance';

type Report = (entries: Partial<ResizeObserverEntry>[]) => void;
let observers: { report: Report; observed: Element[]; disconnected: boolean }[] = [];

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly record: (typeof observers)[number];
      constructor(report: Report) {
        this.record = { report, observed: [], disconnected: false };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.style.scrollPaddingBlockStart = '';
});

function Bar({ active = true }: { active?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useScrollClearance(ref, 'start', active);
  return <header ref={ref}>Shop</header>;
}

/** The scroll padding the page's root carries, '' for none. */
const reserved = () => document.documentElement.style.getPropertyValue('scroll-padding-block-start');

const box = (blockSize: number) =>
  ({ borderBoxSize: [{ blockSize, inlineSize: 390 }] }) as unknown as Partial<ResizeObserverEntry>;

describe('useScrollClearance', () => {
  it('reserves the bar’s height and a gap once the observer reports it, without measuring on mount', () => {
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { unmount } = render(<Bar />);
    expect(measure).not.toHaveBeenCalled();
    expect(observers[0]!.observed).toEqual([document.querySelector('header')]);
    expect(reserved()).toBe('');

    observers[0]!.report([box(64)]);
    expect(document.documentElement).toHaveStyle({ scrollPaddingBlockStart: '72px' });
    // Follows the bar's size (a menu strip wrapping on a narrow screen).
    observers[0]!.report([box(112)]);
    expect(document.documentElement).toHaveStyle({ scrollPaddingBlockStart: '120px' });

    unmount();
    expect(observers[0]!.disconnected).toBe(true);
    expect(reserved()).toBe('');
  });

  it('reserves nothing while inactive', () => {
    render(<Bar active={false} />);
    expect(observers).toHaveLength(0);
    expect(reserved()).toBe('');
  });
});
