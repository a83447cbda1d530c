import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError, HttpStatusError, ServerError } from '@/lib/http';
import { HeadManager } from '@/lib/seo';
import { renderRoute } from '../../../tests/helpers/render';
import { QueryError, type GoneState } from './QueryError';

const gone: GoneState = {
  title: 'This shop is not available',
  description: 'It may have closed. The other shops are still here.',
  href: '/sellers',
  action: 'See all shops',
};

function renderError(error: unknown) {
  const refetch = vi.fn();
  const view = renderRoute(
    <HeadManager
      siteName="Marketfront"
      routeTitle="Shop"
      isHome={false}
      defaultDescription="Shop products from many sellers."
      pathname="/shop/no-such-shop"
      search=""
    >
      <QueryError
        query={{ error, isFetching: false, refetch }}
        title="We could not open this shop"
        gone={gone}
      />
    </HeadManager>,
  );
  return { ...view, refetch };
}

describe('QueryError with a gone state', () => {
  it.each([
    ['the backend refuses in words', new ApiError('getShopPage', 'Shop not found')],
    ['the backend answers 404', new HttpStatusError('getShopPage', 404)],
  ])(
    'says the thing is not available when %s: a way on, no retry, kept out of search engines',
    (_, error) => {
      renderError(error);
      expect(
        screen.getByRole('heading', { level: 1, name: 'This shop is not available' }),
      ).toBeInTheDocument();
      expect(screen.getByText('It may have closed. The other shops are still here.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all shops' })).toHaveAttribute('href', '/sellers');
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(document.title).toBe('This shop is not available | Marketfront');
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        expect.stringMatching(/noindex/),
      );
    },
  );

  it('keeps any other failure a failure, with the reason and "Try again"', async () => {
    const { refetch, user } = renderError(new ServerError('getShopPage', 500));
    expect(screen.getByRole('heading', { name: 'We could not open this shop' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See all shops' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
