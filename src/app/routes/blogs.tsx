import { useParams } from 'react-router';
import { BlogsScreen } from '@/features/blog';

/** /blogs and /category-blogs/:slug (the same list, of one category). */
export function Component() {
  const { slug } = useParams();
  return <BlogsScreen key={slug ?? ''} categorySlug={slug} />;
}
