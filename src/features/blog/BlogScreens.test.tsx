import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { server } from '../../../mocks/node';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '../../../mocks/data/users';
import { getDemoShop, resetDemoShop } from '../../../mocks/state/store';
import { LiveStartData } from '../../../tests/helpers/live-start-data';
import { renderRoute } from '../../../tests/helpers/render';
import { validationFailure } from '../../../tests/helpers/validation-failure';
import { installHappyDomShims } from '@/design-system/components/SafeHtml/happyDomShims';
import { BlogDetailsScreen } from './BlogDetailsScreen';
import { BlogsScreen } from './BlogsScreen';

// DOMPurify needs these under happy-dom to behave as in a browser (the stories run the same payloads in Chromium).
installHappyDomShims();

beforeEach(() => {
  resetDemoShop();
  sessionStorage.clear();
});

const signIn = () =>
  fetch('/login', {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD }),
  });

const renderPost = (slug = 'which-fitness-tracker-suits-you') =>
  renderRoute(
    <LiveStartData>
      <BlogDetailsScreen slug={slug} />
    </LiveStartData>,
    { route: `/blog/${slug}`, path: '/blog/:slug', name: 'blog' },
  );

describe('Blogs', () => {
  it('lists the posts with the categories to filter by, and pages', async () => {
    const { user, router } = renderRoute(<BlogsScreen />, { route: '/blogs', path: '/blogs', name: 'blogs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Blogs' })).toBeInTheDocument();
    const posts = await screen.findByRole('list', { name: 'All Blogs' });
    expect(within(posts).getAllByRole('listitem')).toHaveLength(12);
    const categories = await screen.findByRole('navigation', { name: 'Blog categories' });
    expect(within(categories).getByRole('link', { name: 'All Blogs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(categories).getByRole('link', { name: 'Style (4)' })).toHaveAttribute(
      'href',
      '/category-blogs/style',
    );
    const pages = screen.getByRole('navigation', { name: 'Pages of posts' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'All Blogs' })).getAllByRole('listitem')).toHaveLength(
        12,
      ),
    );
  });

  it("a category's posts under its name; an unknown category says so", async () => {
    const first = renderRoute(<BlogsScreen categorySlug="style" />, {
      route: '/category-blogs/style',
      path: '/category-blogs/:slug',
      name: 'categoryBlogs',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Style' })).toBeInTheDocument();
    const posts = await screen.findByRole('list', { name: 'Style' });
    expect(within(posts).getByRole('heading', { name: 'Layering for winter' })).toBeInTheDocument();
    expect(within(posts).getAllByRole('listitem')).toHaveLength(4);
    first.unmount();

    renderRoute(<BlogsScreen categorySlug="no-such-category" />, {
      route: '/category-blogs/no-such-category',
      path: '/category-blogs/:slug',
      name: 'categoryBlogs',
    });
    expect(
      await screen.findByRole('heading', { name: 'This blog category does not exist' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all posts' })).toHaveAttribute('href', '/blogs');
  });

  it('a failed load says so and offers a retry', async () => {
    server.use(http.get('*/home/blogs', () => HttpResponse.json({}, { status: 500 })));
    renderRoute(<BlogsScreen />, { route: '/blogs', path: '/blogs', name: 'blogs' });
    expect(await screen.findByRole('heading', { name: 'We could not load the posts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Blogs: sort and search in the URL', () => {
  const titles = (list: string) =>
    within(screen.getByRole('list', { name: list }))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
  const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' });
  const searchBox = () =>
    within(screen.getByRole('search', { name: 'Search posts' })).getByRole('searchbox', {
      name: 'Search posts',
    });

  const renderBlogs = (route = '/blogs') =>
    renderRoute(<BlogsScreen />, { route: route, path: '/blogs', name: 'blogs' });

  it('sorts oldest first on request, keeps it in the URL and its pages, and back brings the newest first again', async () => {
    const { user, router } = renderBlogs();
    await screen.findByRole('list', { name: 'All Blogs' });
    expect(titles('All Blogs')[0]).toBe('Setting up a home office');
    expect(sortBy()).toHaveTextContent('Newest');

    await user.click(sortBy());
    await user.click(await screen.findByRole('option', { name: 'Oldest' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=oldest'));
    await waitFor(() => expect(titles('All Blogs')[0]).toBe('Faster delivery in more cities'));
    expect(titles('All Blogs')[1]).toBe('Picking a sofa that lasts');
    const pages = screen.getByRole('navigation', { name: 'Pages of posts' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/blogs?sort=oldest&page=2',
    );

    await act(() => router.navigate(-1));
    await waitFor(() => expect(titles('All Blogs')[0]).toBe('Setting up a home office'));
    expect(router.state.location.search).toBe('');
    expect(sortBy()).toHaveTextContent('Newest');
  });

  it('searches the posts by title, in the URL, and says so when nothing matches', async () => {
    const { user, router } = renderBlogs();
    await screen.findByRole('list', { name: 'All Blogs' });
    await user.type(searchBox(), 'phone');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.search).toBe('?title=phone'));
    await waitFor(() =>
      expect(titles('All Blogs')).toEqual([
        'Getting more battery life from your phone',
        'Headphones buying guide',
      ]),
    );

    await user.clear(searchBox());
    await user.type(searchBox(), 'submarine{Enter}');
    expect(await screen.findByRole('heading', { name: 'No posts match "submarine"' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?title=submarine');

    // Back: the previous search, its words in the box and its posts.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(searchBox()).toHaveValue('phone'));
    expect(await screen.findByRole('heading', { name: 'Headphones buying guide' })).toBeInTheDocument();

    await act(() => router.navigate(1));
    await user.click(await screen.findByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(titles('All Blogs')).toHaveLength(12));
    expect(searchBox()).toHaveValue('');
  });

  it('opens a category with the URL’s order and search, as after a reload', async () => {
    renderRoute(<BlogsScreen categorySlug="tech-talk" />, {
      route: '/category-blogs/tech-talk?sort=oldest&title=phone',
      path: '/category-blogs/:slug',
      name: 'categoryBlogs',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Talk' })).toBeInTheDocument();
    await waitFor(() => expect(titles('Tech Talk')).toEqual(['Getting more battery life from your phone']));
    expect(searchBox()).toHaveValue('phone');
    expect(sortBy()).toHaveTextContent('Oldest');
  });
});

/** The post's first comment thread, once the comments have loaded. */
const findFirstThread = async () =>
  within(await screen.findByRole('list', { name: 'Comments' })).getAllByRole('listitem')[0]!;

/** Opens the reply form under a thread's first "Reply to …" button. */
const openReplyForm = async (user: ReturnType<typeof renderPost>['user'], thread: HTMLElement) => {
  await user.click(within(thread).getAllByRole('button', { name: /^Reply to / })[0]!);
  return within(thread).findByRole('form', { name: /^Reply to / });
};

describe('Blog details', () => {
  it('shows the post, its tags, recent posts, categories and threaded comments; guests are invited to sign in', async () => {
    renderPost();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Which fitness tracker suits you?' }),
    ).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Which fitness tracker suits you?' });
    expect(within(article).getByRole('heading', { level: 2, name: 'Where to start' })).toBeInTheDocument();
    expect(within(article).getByRole('list', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recent Posts' }).children.length).toBe(4);
    const comments = screen.getByRole('list', { name: 'Comments' });
    expect(within(comments).getAllByRole('list', { name: /^Replies to / }).length).toBeGreaterThan(0);
    const signIn = screen.getByRole('link', { name: 'Sign in to comment' });
    expect(signIn).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/blog/which-fitness-tracker-suits-you')}`,
    );
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('renders a post body with a <script> or onerror= payload inert', async () => {
    const payload =
      '<p>Safe words</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
      '<a href="javascript:window.__pwned=3">link</a>';
    getDemoShop().update((state) => {
      // The seeded catalogue is read-only; the test swaps in a copy with the hostile body.
      (state as { catalogue: typeof state.catalogue }).catalogue = {
        ...state.catalogue,
        blogs: state.catalogue.blogs.map((b) =>
          b.slug === 'headphones-buying-guide' ? { ...b, long_description: payload } : b,
        ),
      };
    });
    renderPost('headphones-buying-guide');
    const article = await screen.findByRole('article', { name: 'Headphones buying guide' });
    expect(within(article).getByText('Safe words')).toBeInTheDocument();
    expect(article.querySelector('script')).toBe(null);
    expect(article.querySelector('[onerror]')).toBe(null);
    expect(article.querySelector('a[href^="javascript"]')).toBe(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as unknown as { __pwned?: number }).__pwned).toBe(undefined);
  });

  it('a signed-in reader posts a reply and likes, then unlikes, a reply', async () => {
    await signIn();
    const { user } = renderPost();
    const firstThread = await findFirstThread();
    const commentAuthor = within(firstThread).getAllByText(/\S/)[0]!.textContent;
    expect(commentAuthor).toBeTruthy();

    const form = await openReplyForm(user, firstThread);
    // An empty reply is refused on the spot, with the field's message.
    await user.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    await user.type(
      within(form).getByRole('textbox', { name: /Your reply/ }),
      'Thanks, this helped me choose.',
    );
    await user.click(within(form).getByRole('button', { name: 'Post reply' }));
    expect(await within(firstThread).findByText('Thanks, this helped me choose.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(firstThread).queryByRole('form', { name: /^Reply to / })).not.toBeInTheDocument(),
    );

    // Like the new reply, then take the like back.
    const reply = within(firstThread)
      .getByText('Thanks, this helped me choose.')
      .closest('[role="listitem"]') as HTMLElement;
    const like = within(reply).getAllByRole('button', { name: /^Like/ })[0]!;
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    await waitFor(() =>
      expect(within(reply).getAllByRole('button', { name: /^Like \(1\)/ })[0]!).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await user.click(within(reply).getAllByRole('button', { name: /^Like \(1\)/ })[0]!);
    await waitFor(() =>
      expect(within(reply).getAllByRole('button', { name: /^Like:/ })[0]!).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it('shows the shop’s 422 beside the comment and toasts it (spec §5), keeping what was typed', async () => {
    server.use(
      http.post('*/store/blog-comment', () =>
        validationFailure({
          comment: ['The comment may not be greater than 1000 characters.'],
          blog_id: ['The selected blog id is invalid.'],
        }),
      ),
    );
    await signIn();
    const { user, toasts } = renderPost();
    const form = await screen.findByRole('form', { name: 'Leave a comment' });
    const comment = within(form).getByRole('textbox', { name: /Your comment/ });
    await user.type(comment, 'A kind word about trackers.');
    await user.click(within(form).getByRole('button', { name: 'Post Comment' }));

    // The comment's message is beside the field, and the post's (a field the form does not show) after it.
    expect(
      await within(form).findByText(
        'The comment may not be greater than 1000 characters. The selected blog id is invalid.',
      ),
    ).toBeInTheDocument();
    expect(toasts.map((toast) => [toast.tone, toast.message])).toEqual([
      ['error', 'The comment may not be greater than 1000 characters.'],
      ['error', 'The selected blog id is invalid.'],
    ]);
    expect(comment).toHaveValue('A kind word about trackers.');
  });

  it('shows the shop’s 422 on a reply beside it and toasts it, keeping the reply typed and its form open', async () => {
    server.use(
      http.post('*/store/blog-comment-reply', () =>
        validationFailure({
          parent_id: ['The selected parent id is invalid.'],
          comment: ['The comment must be at least 3 characters.'],
        }),
      ),
    );
    await signIn();
    const { user, toasts } = renderPost();
    const firstThread = await findFirstThread();
    const form = await openReplyForm(user, firstThread);
    const reply = within(form).getByRole('textbox', { name: /Your reply/ });
    await user.type(reply, 'Me too.');
    await user.click(within(form).getByRole('button', { name: 'Post reply' }));

    // The three hidden fields (the thread, the reply answered, the level) land on the reply: the reply's own message
    // first, then theirs.
    expect(
      await within(form).findByText(
        'The comment must be at least 3 characters. The selected parent id is invalid.',
      ),
    ).toBeInTheDocument();
    expect(toasts.map((toast) => [toast.tone, toast.message])).toEqual([
      ['error', 'The selected parent id is invalid.'],
      ['error', 'The comment must be at least 3 characters.'],
    ]);
    expect(reply).toHaveValue('Me too.');
    expect(within(firstThread).queryByText('Me too.', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('an unknown post says it is not available', async () => {
    renderPost('no-such-post');
    expect(await screen.findByRole('heading', { name: 'This post is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all posts' })).toBeInTheDocument();
  });
});
