// The blog: posts by category, a post with its comments, nested replies and likes.
export { BlogsScreen, type BlogsScreenProps } from './BlogsScreen';
export { BlogDetailsScreen } from './BlogDetailsScreen';
export { blogCategoriesQueryOptions, blogDetailsQueryOptions, blogsQueryOptions } from './api/blog-queries';
export { blogListQueryOf, blogListSearch, type BlogListQuery } from './blog-query';
