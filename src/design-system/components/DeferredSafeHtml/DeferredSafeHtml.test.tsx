import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { safeHref } from '@/lib/navigation/safe-href';
import { SafeHtml } from '../SafeHtml';
import { dangersIn, HOSTILE_PAYLOADS } from '../SafeHtml/hostilePayloads';
import { installHappyDomShims } from '../SafeHtml/happyDomShims';
import { DeferredSafeHtml } from './DeferredSafeHtml';

installHappyDomShims();

const markup =
  '<p>We keep your cart in this browser. <a href="/page/privacy-policy">Privacy Policy</a> ' +
  '<a href="javascript:alert(1)">More</a><img src=x onerror="alert(1)"></p>';

/** The sanitiser's module is in, set up (a task per step), and React has rendered what waited for it. */
const sanitiserArrived = () =>
  act(async () => {
    await import('../SafeHtml');
    for (let task = 0; task < 5; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('DeferredSafeHtml', () => {
  it('draws plain text at once, in SafeHtml’s box, with nothing to wait for', () => {
    const { container } = render(
      <DeferredSafeHtml html="We use local storage to remember your demo cart." safeHref={safeHref} />,
    );
    // No Suspense fallback in between: the first commit is the final one.
    const box = container.firstElementChild!;
    expect(box).toHaveTextContent('We use local storage to remember your demo cart.');
    expect(box.childNodes).toHaveLength(1);
    expect(box.className).toBe(
      (render(<SafeHtml html="x" safeHref={safeHref} />).container.firstElementChild as Element).className,
    );
  });

  it('shows the words of HTML with markup until the sanitiser is in, then its sanitised markup', async () => {
    // Until then: its words as text, in SafeHtml's box (a server writes the same; the browser's first render too).
    const first = renderToString(<DeferredSafeHtml html={markup} safeHref={safeHref} />);
    expect(first).toContain('>We keep your cart in this browser. Privacy Policy More</div>');
    expect(first).not.toMatch(/<(a|img|p)\b/);

    const { container } = render(<DeferredSafeHtml html={markup} safeHref={safeHref} />);
    const box = () => container.firstElementChild!;
    expect(await screen.findByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/page/privacy-policy',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(box().querySelector('[onerror]')).not.toBeInTheDocument();
  });

  it('takes an entity for markup: decoded in the words, drawn by the sanitiser after', async () => {
    // React writes the decoded `&` as `&amp;` again: the words are text.
    expect(renderToString(<DeferredSafeHtml html="Fish &amp; chips" safeHref={safeHref} />)).toContain(
      '>Fish &amp; chips</div>',
    );
    const { container } = render(<DeferredSafeHtml html="Fish &amp; chips" safeHref={safeHref} />);
    await sanitiserArrived();
    expect(container.firstElementChild!.innerHTML).toBe('Fish &amp; chips');
  });

  it.each(HOSTILE_PAYLOADS)(
    'lets nothing of %s into the DOM, before or after the sanitiser',
    async (payload) => {
      const { container } = render(<DeferredSafeHtml html={payload} safeHref={safeHref} />);
      expect(dangersIn(container.firstElementChild!.innerHTML)).toEqual([]);
      await sanitiserArrived();
      expect(container.firstElementChild).toBeInTheDocument();
      expect(dangersIn(container.firstElementChild!.innerHTML)).toEqual([]);
    },
  );

  it('writes on a server what SafeHtml writes there', () => {
    for (const html of ['Plain words,  twice  spaced. ', markup]) {
      expect(renderToString(<DeferredSafeHtml html={html} safeHref={safeHref} />)).toContain(
        renderToString(<SafeHtml html={html} safeHref={safeHref} />),
      );
    }
  });
});
