import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Price } from './Price';

describe('<Price>', () => {
  it('reads the current and the original price with their labels', () => {
    const { container } = render(
      <Price
        price="$80.00"
        originalPrice="$100.00"
        currentPriceLabel="Current price"
        originalPriceLabel="Original price"
      />,
    );
    expect(container).toHaveTextContent(/^Current price \$80\.00Original price \$100\.00$/);
    const del = container.querySelector('del')!;
    expect(del).toHaveTextContent(/^Original price \$100\.00$/);
    expect(container.querySelectorAll('[dir="ltr"]')).toHaveLength(2);
  });

  it('shows a plain price without labels or <del>', () => {
    const { container } = render(<Price price="120 ر.س" />);
    expect(container).toHaveTextContent(/^120 ر\.س$/);
    expect(container.querySelector('del')).not.toBeInTheDocument();
  });
});
