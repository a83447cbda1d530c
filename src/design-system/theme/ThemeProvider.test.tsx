import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from './ThemeProvider';
import { useDirection } from './direction';

function ShowDirection() {
  return <p>direction: {useDirection()}</p>;
}

describe('ThemeProvider', () => {
  it('scopes the overrides and direction to a wrapper element', () => {
    render(
      <ThemeProvider accent="#aa0000" dir="rtl">
        <ShowDirection />
      </ThemeProvider>,
    );
    const text = screen.getByText('direction: rtl');
    const wrapper = text.closest('[dir]') as HTMLElement;
    expect(wrapper).toHaveAttribute('dir', 'rtl');
    expect(wrapper.style.getPropertyValue('--mf-color-accent')).toBe('#aa0000');
    expect(document.documentElement.style.getPropertyValue('--mf-color-accent')).toBe('');
  });

  it('defaults to ltr', () => {
    render(<ShowDirection />);
    expect(screen.getByText('direction: ltr')).toBeInTheDocument();
  });

  it('applies to <html> when global and restores it on unmount', () => {
    const { unmount } = render(
      <ThemeProvider global accent="#aa0000" dir="rtl">
        <ShowDirection />
      </ThemeProvider>,
    );
    const html = document.documentElement;
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(html.style.getPropertyValue('--mf-color-accent')).toBe('#aa0000');
    unmount();
    expect(html).not.toHaveAttribute('dir');
    expect(html.style.getPropertyValue('--mf-color-accent')).toBe('');
  });

  it('leaves <html>’s direction untouched when it already says it (a server’s page), and still restores it', () => {
    const root = document.documentElement;
    root.setAttribute('dir', 'rtl');
    const writes: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => writes.push(r.attributeName!)));
    observer.observe(root, { attributes: true, attributeFilter: ['dir'] });
    const { unmount, rerender } = render(
      <ThemeProvider global dir="rtl">
        <ShowDirection />
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider global dir="ltr">
        <ShowDirection />
      </ThemeProvider>,
    );
    expect(root).toHaveAttribute('dir', 'ltr');
    unmount();
    expect(root).toHaveAttribute('dir', 'rtl');
    // One write to change it, one to give it back; none for the direction it already had.
    return Promise.resolve().then(() => {
      observer.disconnect();
      expect(writes).toEqual(['dir', 'dir']);
      root.removeAttribute('dir');
    });
  });

  it('reports adjusted colours', () => {
    const onAdjust = vi.fn();
    render(<ThemeProvider menuBg="#ffffff" menuText="#eeeeee" onAdjust={onAdjust} />);
    expect(onAdjust).toHaveBeenCalledWith([expect.objectContaining({ token: 'menuText', used: '#000000' })]);
  });
});
