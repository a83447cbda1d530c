import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and hides the icon', () => {
    render(<IconButton icon="heart" label="Add to wishlist" pressed={false} />);
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
