import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { installHappyDomShims } from '@/design-system/components/SafeHtml/happyDomShims';
import { productDetails } from '../../../../tests/helpers/catalogue-fixtures';
import { renderRoute } from '../../../../tests/helpers/render';
import { ProductInfoTabs } from './ProductInfoTabs';

// DOMPurify needs two browser behaviours happy-dom lacks (the SafeHtml stories check Chromium without them).
installHappyDomShims();

const withDescription = (description: string) => {
  const { product } = productDetails();
  return { ...product, language_product: { ...product.language_product!, description } };
};

describe('ProductInfoTabs', () => {
  it('shows a seller’s description without its classes, styles or script links', () => {
    renderRoute(
      <ProductInfoTabs
        product={withDescription(
          '<div class="fixed inset-0" style="position:fixed;inset:0;z-index:99">Your session expired</div>' +
            '<p><a href="JaVaScRiPt:alert(document.cookie)" class="button">Sign in again</a> ' +
            '<a href="/page/returns">Returns</a> <a href="tel:+15550100">Call us</a></p>',
        )}
      />,
    );
    const description = screen.getByRole('tabpanel', { name: 'Description' });
    expect(within(description).getByText('Your session expired').getAttributeNames()).toEqual([]);
    expect(within(description).getByText('Sign in again').getAttributeNames()).toEqual([]);
    expect(
      within(description)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Returns', '/page/returns'],
      ['Call us', 'tel:+15550100'],
    ]);
  });
});
