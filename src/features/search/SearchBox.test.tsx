import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import type { ProductCard } from '@/api-generated/model';
import { renderRoute } from '../../../tests/helpers/render';
import { earbuds, headphones, productCard, speaker } from '../../../tests/helpers/catalogue-fixtures';
import { SearchBox } from './SearchBox';

const catalogue: ProductCard[] = [
  earbuds,
  speaker,
  headphones,
  productCard({ id: 77, product_name: 'Ear plugs', slug: 'ear-plugs' }),
];

/** `POST /search/product`: products whose name contains the key; remembers the keys it was asked for. */
function searchServer() {
  const keys: string[] = [];
  server.use(
    http.post('*/search/product', async ({ request }) => {
      const { key } = (await request.json()) as { key: string };
      keys.push(key);
      const products = key
        ? catalogue.filter((p) => p.product_name.toLowerCase().includes(key.toLowerCase()))
        : [];
      return HttpResponse.json({ products });
    }),
  );
  return keys;
}

const input = () => screen.getByRole('combobox', { name: 'Search products' });

describe('SearchBox', () => {
  it('suggests products once typing pauses, with picture name and price', async () => {
    const keys = searchServer();
    const { user } = renderRoute(<SearchBox />);
    await user.type(input(), 'ear');
    const listbox = await screen.findByRole('listbox', { name: 'Search products' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    const [first] = within(listbox).getAllByRole('option');
    expect(first).toHaveTextContent('Wireless Earbuds Pro');
    expect(first).toHaveTextContent('$54.00');
    expect(first).toHaveTextContent('$60.00');
    // Typing three letters quickly asks once, for the whole word.
    expect(keys).toEqual(['ear']);
  });

  it('moves through suggestions with the arrow keys and opens the chosen product with Enter', async () => {
    searchServer();
    const { user } = renderRoute(<SearchBox />);
    await user.type(input(), 'ear');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(input().getAttribute('aria-activedescendant')!);
    expect(active).toHaveTextContent('Ear plugs');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Page /product/ear-plugs' })).toBeInTheDocument();
  });

  it('opens the results page for the typed text with Enter or the Search button', async () => {
    searchServer();
    const { user, unmount } = renderRoute(<SearchBox />);
    await user.type(input(), '  red shoes {Enter}');
    expect(await screen.findByRole('heading', { name: 'Page /products?q=red+shoes' })).toBeInTheDocument();
    unmount();

    const second = renderRoute(<SearchBox />);
    await second.user.type(input(), 'speaker');
    await second.user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Page /products?q=speaker' })).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    searchServer();
    const { user } = renderRoute(<SearchBox />);
    await user.type(input(), 'zzz');
    expect(await screen.findByText('No products found', { selector: 'p' })).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('never asks for blank text and does not search it', async () => {
    const keys = searchServer();
    const { user } = renderRoute(<SearchBox />);
    await user.type(input(), '   ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.keyboard('{Enter}');
    expect(keys).toEqual([]);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Page/ })).not.toBeInTheDocument();
  });
});
