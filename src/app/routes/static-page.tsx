import { useParams } from 'react-router';
import { StaticPageScreen } from '@/features/pages';

/** /page/:slug */
export function Component() {
  const { slug = '' } = useParams();
  return <StaticPageScreen key={slug} slug={slug} />;
}
