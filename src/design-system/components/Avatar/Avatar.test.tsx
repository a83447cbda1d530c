import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Amira Haddad', 'AH'],
    ['cher', 'C'],
    ['  Jean   Paul  Sartre ', 'JS'],
    ['', ''],
    ['émile zola', 'ÉZ'],
    ['محمد علي', 'مع'],
  ])('%s → %s', (name, expected) => expect(initialsOf(name)).toBe(expected));
});

describe('<Avatar>', () => {
  it('falls back to named initials without a picture', () => {
    render(<Avatar name="Amira Haddad" />);
    expect(screen.getByRole('img', { name: 'Amira Haddad' })).toHaveTextContent(/^AH$/);
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Amira Haddad" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
