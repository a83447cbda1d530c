import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { laravelPage } from '../../../tests/helpers/account-fixtures';
import { storyImage, withStorefront } from '../../../tests/helpers/story-support';
import { Component as BlogRoute } from './blog';
import { Component as BlogsRoute } from './blogs';
import { endlessGet } from '../../../tests/helpers/never-answer';

/** The three blog routes as the router mounts them. */
function BlogRoutes() {
  return (
    <Routes>
      <Route path="/blogs" element={<BlogsRoute />} />
      <Route path="/category-blogs/:slug" element={<BlogsRoute />} />
      <Route path="/blog/:slug" element={<BlogRoute />} />
    </Routes>
  );
}

const meta = {
  // Screens: every state in all three sets (LTR, RTL, custom colours).
  tags: ['rtl-and-custom'],
  title: 'Screens/Blog',
  component: BlogRoutes,
  decorators: [withStorefront()],
  parameters: { route: '/blogs' },
} satisfies Meta<typeof BlogRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const never = (path: string) => ({ msw: { handlers: [endlessGet(path)] } });
const noPosts = {
  blogs: {
    data: [],
    total: 0,
    count: 0,
    per_page: 12,
    current_page: 1,
    total_pages: 0,
    last_page: 1,
    next_page_url: null,
    has_more_data: false,
  },
};

/** The demo shop's posts with the categories to filter by. */
export const Blogs: Story = {};
export const BlogsEmpty: Story = {
  parameters: { msw: { handlers: [http.get('*/home/blogs', () => HttpResponse.json(noPosts))] } },
};
export const BlogsError: Story = {
  parameters: { msw: { handlers: [http.get('*/home/blogs', () => HttpResponse.json({}, { status: 500 }))] } },
};
export const BlogsSlow: Story = { parameters: never('*/home/blogs') };

/** The search and the order come from the URL: the posts whose title has "phone", oldest first. */
export const BlogsSortedAndSearched: Story = { parameters: { route: '/blogs?sort=oldest&title=phone' } };
/** A search that matches no post: said so, with the way back to every post. */
export const BlogsSearchNoResults: Story = { parameters: { route: '/blogs?title=submarine' } };

/** One category's posts, and a category that does not exist. */
export const CategoryBlogs: Story = {
  parameters: { route: '/category-blogs/style' },
};
export const CategoryNotFound: Story = { parameters: { route: '/category-blogs/no-such-category' } };

const person = (id: number, full_name: string) => ({ id, full_name, user_profile_image: null });
/** A fixed post (the demo shop counts a view on every visit, which would change the screenshot). */
const post = {
  blog: {
    id: 7,
    slug: 'which-fitness-tracker-suits-you',
    title: 'Which fitness tracker suits you?',
    short_description: 'What we learned.',
    long_description:
      '<p>Which fitness tracker suits you? What we learned.</p><h2>Where to start</h2><p>Decide what you want to measure.</p>' +
      '<ul><li>Battery life matters more than you think.</li><li>Check the strap.</li></ul>',
    banner_img: storyImage('Fitness', 260, 1200, 500),
    published_date: '01 Nov 2026',
    blog_views_count: 503,
    user: person(3, 'Serenity Wyman'),
  },
  categories: laravelPage([
    { id: 1, slug: 'buying-guides', title: 'Buying Guides', blogs_count: 4 },
    { id: 2, slug: 'style', title: 'Style', blogs_count: 4 },
  ]),
  tags: ['tips', 'tech'],
  recent_posts: [
    {
      id: 12,
      slug: 'setting-up-a-home-office',
      title: 'Setting up a home office',
      short_description: 'A practical guide.',
      thumbnail: storyImage('Office', 30, 400, 260),
    },
    {
      id: 20,
      slug: 'sleep-better-tonight',
      title: 'Sleep better tonight',
      short_description: 'Our quick take.',
      thumbnail: storyImage('Sleep', 200, 400, 260),
    },
  ],
  comments: laravelPage([
    {
      id: 1,
      blog_id: 7,
      user_id: 4,
      comment: 'Where can I find the products mentioned?',
      created_at: '2026-11-12T10:00:00Z',
      user: person(4, 'Sharon Marquardt'),
      comment_likes: [{ user_id: 9 }],
      comment_replies: [
        {
          id: 2,
          blog_comment_id: 1,
          parent_id: null,
          level: 1,
          comment: 'Thanks for reading!',
          created_at: '2026-11-12T11:00:00Z',
          user: person(5, 'Cordie Simonis'),
          reply_likes: [],
        },
        {
          id: 3,
          blog_comment_id: 1,
          parent_id: 2,
          level: 2,
          comment: 'We will cover that soon.',
          created_at: '2026-11-13T11:00:00Z',
          user: person(6, 'Darin Dare'),
          reply_likes: [{ user_id: 9 }],
        },
      ],
    },
  ]),
};

/** A post with its threaded comments, recent posts and categories. */
export const Post: Story = {
  parameters: {
    route: '/blog/which-fitness-tracker-suits-you',
    msw: { handlers: [http.get('*/home/blog-details/:slug', () => HttpResponse.json(post))] },
  },
};
/** A post without comments. */
export const PostWithoutComments: Story = {
  parameters: {
    route: '/blog/which-fitness-tracker-suits-you',
    msw: {
      handlers: [
        http.get('*/home/blog-details/:slug', () =>
          HttpResponse.json({ ...post, comments: laravelPage([]) }),
        ),
      ],
    },
  },
};
export const PostNotFound: Story = { parameters: { route: '/blog/no-such-post' } };
export const PostError: Story = {
  parameters: {
    route: '/blog/x',
    msw: { handlers: [http.get('*/home/blog-details/:slug', () => HttpResponse.json({}, { status: 500 }))] },
  },
};
export const PostSlow: Story = { parameters: { route: '/blog/x', ...never('*/home/blog-details/:slug') } };
