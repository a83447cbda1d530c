import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Carousel } from './Carousel';

describe('<Carousel>', () => {
  it('is a named carousel region of named slides with labelled controls', () => {
    render(
      <Carousel
        label="Featured offers"
        previousLabel="Previous slide"
        nextLabel="Next slide"
        slideLabel={(n, total) => `${n} of ${total}`}
        slides={[<p key="a">A</p>, <p key="b">B</p>, <p key="c">C</p>]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Featured offers' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides[0]!).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('asks React for no render while its first commit runs (a "nested update")', () => {
    // An update from a ref callback is rendered at once, in the commit's task, with every pending effect: on a
    // server-rendered home page, in the hydration's commit.
    const commits = vi.fn();
    render(
      <Profiler id="carousel" onRender={commits}>
        <Carousel
          label="Offers"
          previousLabel="Previous slide"
          nextLabel="Next slide"
          slideLabel={(n, total) => `${n} of ${total}`}
          slides={[<p key="a">A</p>, <p key="b">B</p>]}
        />
      </Profiler>,
    );
    // Profiler's phase names such an update: 'nested-update'.
    expect(commits.mock.calls.map(([, phase]) => phase as string)).not.toContain('nested-update');
  });
});
