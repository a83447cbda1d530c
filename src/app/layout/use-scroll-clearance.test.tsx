// The scroll area clears a docked bar (use-scroll-clearance.ts), measured by the resize observer's reports only.
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCKED_END_CLEARANCE } from '@/design-system/theme/docked';
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
  document.documentElement.removeAttribute('style');
});

function Bar({ active = true }: { active?: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useScrollClearance(ref, 'start', active);
  return <header ref={ref}>Shop</header>;
}

function Notice() {
  const ref = useRef<HTMLElement>(null);
  useScrollClearance(ref, 'end');
  return <section ref={ref}>We use local storage</section>;
}

/** A property the page's root carries in its own style, '' for none. */
const rootStyle = (property: string) => document.documentElement.style.getPropertyValue(property);
/** The scroll padding the page's root carries at the start, '' for none. */
const reserved = () => rootStyle('scroll-padding-block-start');

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

  it('keeps the header’s room at the start only: the page itself is not lengthened', () => {
    render(<Bar />);
    observers[0]!.report([box(64)]);
    expect(rootStyle(DOCKED_END_CLEARANCE)).toBe('');
    expect(rootStyle('scroll-padding-block-end')).toBe('');
  });

  it('gives a banner docked at the end the footer’s room below the page’s last content too, and takes it back', () => {
    const { unmount } = render(<Notice />);
    observers[0]!.report([box(140)]);
    // Focus scrolls controls clear of it, and the footer grows by as much, so its last controls can scroll above it.
    expect(document.documentElement).toHaveStyle({ scrollPaddingBlockEnd: '148px' });
    expect(rootStyle(DOCKED_END_CLEARANCE)).toBe('148px');
    expect(reserved()).toBe('');

    unmount();
    expect(rootStyle('scroll-padding-block-end')).toBe('');
    expect(rootStyle(DOCKED_END_CLEARANCE)).toBe('');
  });

  it('reserves nothing while inactive', () => {
    render(<Bar active={false} />);
    expect(observers).toHaveLength(0);
    expect(reserved()).toBe('');
  });
});
