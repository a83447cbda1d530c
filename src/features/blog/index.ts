// The blog: posts by category, a post with its comments, nested replies and likes.
export { BlogsScreen, type BlogsScreenProps } from './BlogsScreen';
export { BlogDetailsScreen } from './BlogDetailsScreen';
export {
  blogCategoriesQueryOptions,
  blogPageOf,
  blogDetailsQueryOptions,
  blogsQueryOptions,
} from './api/blog-queries';
