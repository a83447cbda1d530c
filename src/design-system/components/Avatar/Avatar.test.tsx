import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { HydrationSettling } from '../../hooks/hydration-settling';
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

  it.each([
    ['with a picture', '/shop-logo.png'],
    ['without one', undefined],
  ])('hydrates a server’s avatar %s as it is, leaving its picture until the page settles', async (_, src) => {
    const element = <Avatar name="Macgyver Store" src={src} />;
    const container = document.createElement('div');
    container.append(document.createRange().createContextualFragment(renderToString(element)));
    document.body.append(container);
    const errors: unknown[] = [];
    // In a transition, as the app hydrates (src/app/shell/hydration.tsx).
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <HydrationSettling value={true}>{element}</HydrationSettling>, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
    });
    // The markup Radix's avatar renders on a server (its picture renders nothing there): nothing to correct.
    expect(errors).toEqual([]);
    expect(container.querySelector('img')).not.toBeInTheDocument();
    container.remove();
  });
});
