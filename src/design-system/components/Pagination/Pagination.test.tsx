import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { Pagination } from './Pagination';
import { paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it.each([
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 20, [1, 2, 3, 4, 5, 'gap-end', 20]],
    [4, 20, [1, 2, 3, 4, 5, 'gap-end', 20]],
    [5, 20, [1, 'gap-start', 4, 5, 6, 'gap-end', 20]],
    [17, 20, [1, 'gap-start', 16, 17, 18, 19, 20]],
    [20, 20, [1, 'gap-start', 16, 17, 18, 19, 20]],
    [3, 0, []],
  ] as const)('page %i of %i', (page, count, expected) => {
    expect(paginationRange(page, count)).toEqual(expected);
  });

  it('always shows first, last and current, in order, in a constant number of slots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 3 }),
        (a, b, siblings) => {
          const count = Math.max(a, b);
          const page = Math.min(a, b);
          const items = paginationRange(page, count, siblings);
          const pages = items.filter((i): i is number => typeof i === 'number');
          expect(pages).toContain(1);
          expect(pages).toContain(count);
          expect(pages).toContain(page);
          expect([...pages].sort((x, y) => x - y)).toEqual(pages);
          expect(new Set(pages).size).toBe(pages.length);
          if (count > siblings * 2 + 5) expect(items).toHaveLength(siblings * 2 + 5);
        },
      ),
    );
  });
});

describe('<Pagination>', () => {
  it('renders router links with the current page marked', () => {
    render(
      <Pagination
        page={2}
        pageCount={3}
        label="Pagination"
        previousLabel="Previous"
        nextLabel="Next"
        pageLabel={(p) => `Page ${p}`}
        getHref={(p) => `/products?page=${p}`}
        renderLink={(p) => <a data-router="" {...p} />}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/products?page=1');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/products?page=3');
    expect(current).toHaveAttribute('data-router');
  });

  it('disables previous on the first page and calls onPageChange', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageCount={4}
        label="Reviews pages"
        previousLabel="Previous"
        nextLabel="Next"
        onPageChange={onPageChange}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous').parentElement!).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: '4' }));
    expect(onPageChange.mock.calls).toEqual([[2], [4]]);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination
        page={1}
        pageCount={1}
        label="P"
        previousLabel="Prev"
        nextLabel="Next"
        onPageChange={() => {}}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
