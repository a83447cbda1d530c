import { useParams } from 'react-router';
import { BlogDetailsScreen } from '@/features/blog';

/** /blog/:slug */
export function Component() {
  const { slug = '' } = useParams();
  return <BlogDetailsScreen key={slug} slug={slug} />;
}
