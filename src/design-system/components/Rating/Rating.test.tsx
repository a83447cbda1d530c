import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Rating, starFills } from './Rating';
import { RatingInput } from './RatingInput';

describe('starFills', () => {
  it('splits an average into per-star fills', () => {
    expect(starFills(3.5, 5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7, 5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(Number.NaN, 5)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('<Rating>', () => {
  it('exposes the composed text as the accessible name', () => {
    render(<Rating value={4.5} label="4.5 out of 5" count="(128)" />);
    expect(screen.getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(128)')).toBeInTheDocument();
  });

  // A product card shows one: each star is one painted box (the shape is a CSS mask), where it was an empty and a
  // lit SVG in two wrappers, six elements laid out as SVG (the demo's electronics listing: 1,585 elements, now 1,258).
  it('draws each star as one element, lit to its share of the average', () => {
    render(<Rating value={3.5} label="3.5 out of 5" />);
    const stars = [...screen.getByRole('img', { name: '3.5 out of 5' }).children] as HTMLElement[];
    expect(stars).toHaveLength(5);
    expect(stars.every((star) => star.childElementCount === 0)).toBe(true);
    expect(stars.map((star) => star.getAttribute('style')?.match(/^--[\w-]+:\s*([\d.]+%);?$/)?.[1])).toEqual([
      '100%',
      '100%',
      '100%',
      '50%',
      '0%',
    ]);
  });
});

function Controlled() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <RatingInput
        value={value}
        onChange={setValue}
        legend="Your rating"
        getOptionLabel={(n) => `${n} stars`}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('<RatingInput>', () => {
  it('is a labelled group of radio buttons', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeInTheDocument();
  });

  it('chooses by click and by keyboard', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByText('4 stars'));
    expect(screen.getByRole('status')).toHaveTextContent(/^4$/);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent(/^3$/);
  });
});
