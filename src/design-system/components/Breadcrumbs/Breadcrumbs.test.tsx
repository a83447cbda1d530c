import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Bags', href: '/category/bags' },
  { label: 'Leather tote' },
];

describe('<Breadcrumbs>', () => {
  it('is a labelled navigation with the current page marked', () => {
    render(<Breadcrumbs items={items} label="Breadcrumb" renderLink={(p) => <a data-router="" {...p} />} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/', '/category/bags']);
    expect(links[0]!).toHaveAttribute('data-router');
    // The step's words sit in their own direction's isolate (OwnWords) inside the marked step.
    const current = within(nav).getByText('Leather tote').closest('[aria-current]');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveTextContent(/^Leather tote$/);
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });
});
