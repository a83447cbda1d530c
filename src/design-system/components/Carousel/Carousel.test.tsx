import { describe, expect, it } from 'vitest';
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
});
