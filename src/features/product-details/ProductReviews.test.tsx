// The reviews section against the demo shop: what a guest reads, what a signed-in shopper writes, and that a
// review, a reply and a like land where the shopper sees them.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Component as ProductRoute } from '@/app/routes/product';
import { readDraft } from '@/lib/forms';
import { storageOwner } from '@/lib/storage';
import { getCatalogue } from '@mocks/data/catalogue';
import { DEMO_CUSTOMER_ID } from '@mocks/data/users';
import { resetDemoShop } from '@mocks/state/store';
import { server } from '../../../mocks/node';
import { renderAccountRoute, signInDemoCustomer } from '../../../tests/helpers/account';
import { renderRoute } from '../../../tests/helpers/render';
import { ReviewSummary } from './components/ReviewSummary';
import { validationFailure } from '../../../tests/helpers/validation-failure';

/** A published, buyable product with seeded reviews that the demo customer has not reviewed. */
type SeededReview = ReturnType<typeof getCatalogue>['reviews'][number];
const newestFirst = (a: SeededReview, b: SeededReview) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** A product with two or more published reviews, none by the demo customer, the newest with a title. */
function reviewedProduct() {
  const { products, reviews } = getCatalogue();
  const published = (id: number) => reviews.filter((r) => r.product_id === id && r.status === 1);
  const product = products.find(
    (p) =>
      p.status === 'published' &&
      !p.is_catalog &&
      !p.is_classified &&
      published(p.id).length >= 2 &&
      Boolean([...published(p.id)].sort(newestFirst)[0]!.title) &&
      !reviews.some((r) => r.product_id === p.id && r.user_id === DEMO_CUSTOMER_ID),
  )!;
  return { product, reviews: published(product.id) };
}

const route = (slug: string) => ({
  route: `/product/${slug}`,
  path: '/product/:slug',
  name: 'product' as const,
});

async function reviewsSection() {
  const section = await screen.findByRole('region', { name: 'Ratings & Reviews' });
  await within(section).findByRole('list', { name: 'Rating distribution' });
  return section;
}

describe('ReviewSummary', () => {
  it('counts a star’s single review as one review, not “1 reviews”', () => {
    renderRoute(<ReviewSummary average={4.5} total={2} percentages={{ 5: 50, 4: 50, 3: 0, 2: 0, 1: 0 }} />);
    const rows = within(screen.getByRole('list', { name: 'Rating distribution' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      '5 stars: 1 review (50%)',
      '4 stars: 1 review (50%)',
      '3 stars: 0 reviews (0%)',
      '2 stars: 0 reviews (0%)',
      '1 star: 0 reviews (0%)',
    ]);
  });
});

describe('Product reviews (guest)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetDemoShop();
  });

  it('shows the rating spread with counts, the reviews with reviewer, date and stars, and a sign-in link back', async () => {
    const { product, reviews } = reviewedProduct();
    renderRoute(<ProductRoute />, route(product.slug));
    const section = await reviewsSection();

    const rows = within(within(section).getByRole('list', { name: 'Rating distribution' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(5);
    const fives = reviews.filter((r) => r.rating === 5).length;
    expect(rows[0]!).toHaveAttribute(
      'aria-label',
      expect.stringMatching(new RegExp(`^5 stars: ${fives} ${fives === 1 ? 'review' : 'reviews'} \\(`)),
    );
    expect(within(section).getByText(`${reviews.length} reviews`)).toBeInTheDocument();

    const list = within(section).getByRole('list', { name: 'Reviews' });
    const newest = [...reviews].sort(newestFirst)[0]!;
    const first = within(list).getAllByRole('article')[0]!;
    expect(within(first).getByRole('img', { name: `${newest.rating} out of 5` })).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: newest.title! })).toBeInTheDocument();

    const signIn = within(section).getByRole('link', { name: 'Sign in to review' });
    expect(signIn).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/product/${product.slug}`)}`,
    );
    expect(within(section).queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
  });

  it('says so when nobody has reviewed the product yet', async () => {
    const { products, reviews } = getCatalogue();
    const unreviewed = products.find(
      (p) => p.status === 'published' && !reviews.some((r) => r.product_id === p.id),
    )!;
    renderRoute(<ProductRoute />, route(unreviewed.slug));
    const section = await reviewsSection();
    expect(
      within(section).getByText('No reviews yet. Be the first to review this product.'),
    ).toBeInTheDocument();
  });
});

describe('Product reviews (signed in)', () => {
  beforeEach(async () => {
    sessionStorage.clear(); // drafts of the previous test's form
    await signInDemoCustomer();
  });

  it('writes a review that then shows in the list, and offers to edit it', async () => {
    const { product } = reviewedProduct();
    const { user, toasts } = renderAccountRoute(<ProductRoute />, route(product.slug));
    const section = await reviewsSection();

    await user.click(await within(section).findByRole('button', { name: 'Write a Review' }));
    const form = within(section).getByRole('form', { name: 'Write a Review' });
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Solid and quiet');
    await user.type(within(form).getByRole('textbox', { name: 'Comment' }), 'Does what it says.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    const list = within(section).getByRole('list', { name: 'Reviews' });
    expect(await within(list).findByRole('heading', { name: 'Solid and quiet' })).toBeInTheDocument();
    const mine = within(list).getByRole('article', { name: /^Review by Demo/ });
    expect(within(mine).getByText('Does what it says.')).toBeInTheDocument();
    expect(toasts).toEqual([]);
    expect(await within(section).findByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByText('Review submitted successfully')).toBeInTheDocument();
  });

  it('asks for a rating before sending and keeps what was typed', async () => {
    const { product } = reviewedProduct();
    const { user } = renderAccountRoute(<ProductRoute />, route(product.slug));
    const section = await reviewsSection();

    await user.click(await within(section).findByRole('button', { name: 'Write a Review' }));
    const form = within(section).getByRole('form', { name: 'Write a Review' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'No stars given');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('No stars given');
  });

  it('puts a 422 on its field with a toast, and keeps the draft', async () => {
    server.use(
      http.post('*/user/product-review-store', () =>
        validationFailure({ title: ['The title is not allowed.'] }, 'The given data was invalid.'),
      ),
    );
    const { product } = reviewedProduct();
    const { user, toasts } = renderAccountRoute(<ProductRoute />, route(product.slug));
    const section = await reviewsSection();

    await user.click(await within(section).findByRole('button', { name: 'Write a Review' }));
    const form = within(section).getByRole('form', { name: 'Write a Review' });
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Rude words');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await within(form).findByText('The title is not allowed.')).toBeInTheDocument();
    expect(toasts.map((t) => t.message)).toContain('The title is not allowed.');
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Rude words');
    expect(readDraft(`review-${product.id}`, storageOwner(DEMO_CUSTOMER_ID))).toMatchObject({
      title: 'Rude words',
      rating: 5,
    });
  });

  it("shows the shop's own rule on who may review as its message", async () => {
    server.use(
      http.post('*/user/product-review-store', () =>
        HttpResponse.json({ error: 'You can review only the products you have bought' }),
      ),
    );
    const { product } = reviewedProduct();
    const { user } = renderAccountRoute(<ProductRoute />, route(product.slug));
    const section = await reviewsSection();

    await user.click(await within(section).findByRole('button', { name: 'Write a Review' }));
    const form = within(section).getByRole('form', { name: 'Write a Review' });
    await user.click(within(form).getByRole('radio', { name: '3 stars' }));
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(
      await within(form).findByText('You can review only the products you have bought', {
        selector: '[role=alert]',
      }),
    ).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('posts a reply under a review', async () => {
    const { product } = reviewedProduct();
    const { user } = renderAccountRoute(<ProductRoute />, route(product.slug));
    const section = await reviewsSection();

    const first = within(within(section).getByRole('list', { name: 'Reviews' })).getAllByRole('article')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Reply' }));
    const form = await within(first).findByRole('form', { name: /^Reply to / });
    await user.type(
      within(form).getByRole('textbox', { name: 'Your reply' }),
      'Thanks, that helped me choose.',
    );
    await user.click(within(form).getByRole('button', { name: 'Post reply' }));

    await waitFor(() =>
      expect(within(first).queryByRole('form', { name: /^Reply to / })).not.toBeInTheDocument(),
    );
    const replies = within(first).getByRole('list', { name: /^Replies to / });
    expect(within(replies).getByText('Thanks, that helped me choose.')).toBeInTheDocument();
  });

  it('likes a review and takes the like back', async () => {
    const { product } = reviewedProduct();
    const { user } = renderAccountRoute(<ProductRoute />, route(product.slug));
    const section = await reviewsSection();

    const first = within(within(section).getByRole('list', { name: 'Reviews' })).getAllByRole('article')[0]!;
    const like = within(first).getByRole('button', { name: /^Helpful \((\d+)\)$/ });
    const before = Number(/\((\d+)\)/.exec(like.textContent ?? '')![1]);
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await user.click(like);
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: `Helpful (${before + 1})` })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(within(first).getByRole('button', { name: `Helpful (${before + 1})` }));
    await waitFor(() =>
      expect(within(first).getByRole('button', { name: `Helpful (${before})` })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });
});
