import { useLocation, useNavigate } from 'react-router';
import { quickView } from './paths';

/**
 * Opens a product's quick view over the current page (the `?product=` modal route), keeping the page's own query
 * and its scroll position.
 */
export function useOpenQuickView(): (slug: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return (slug) => void navigate(quickView.href(location, slug), { preventScrollReset: true });
}
