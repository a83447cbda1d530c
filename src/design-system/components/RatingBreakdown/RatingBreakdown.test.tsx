import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { RatingBreakdown } from './RatingBreakdown';

describe('<RatingBreakdown>', () => {
  it('names the list and each row, from the most stars to the fewest', () => {
    render(
      <RatingBreakdown
        label="Rating distribution"
        rows={[
          { stars: 5, percent: 75, count: '3', label: '5 stars: 3 reviews' },
          { stars: 1, percent: 25, count: '1', label: '1 star: 1 review' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Rating distribution' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      '5 stars: 3 reviews',
      '1 star: 1 review',
    ]);
  });

  it('clamps shares outside 0–100 and treats NaN as empty', () => {
    const { container } = render(
      <RatingBreakdown
        label="Ratings"
        rows={[
          { stars: 5, percent: 140, count: '1', label: 'a' },
          { stars: 4, percent: Number.NaN, count: '0', label: 'b' },
        ]}
      />,
    );
    const styles = [...container.querySelectorAll<HTMLElement>('[style]')].map((el) =>
      el.getAttribute('style'),
    );
    expect(styles[0]).toContain('100%');
    expect(styles[1]).toContain('0%');
  });
});
