import { Outlet, useLocation, useNavigation, type Location } from 'react-router';
import { InitialLoad } from './InitialLoad';
import * as styles from './RouteOutlet.css';

/**
 * Spec §4: "Loading placeholder is set on each route change except home, and cleared when product details
 * arrive." A route change is another path (a new filter, sort, page, tab or the quick view keep the screen,
 * which shows its own progress); home keeps the current screen under the progress bar until it is ready.
 */
export function showsRoutePlaceholder(
  current: Pick<Location, 'pathname'>,
  next: Pick<Location, 'pathname'> | undefined,
) {
  if (!next) return false;
  const path = (pathname: string) => pathname.replace(/\/+$/, '') || '/';
  return path(next.pathname) !== path(current.pathname) && path(next.pathname) !== '/';
}

/**
 * The router outlet, replaced by the screen placeholder while another route loads (its chunk and the data its
 * loader waits for: the product page waits for the product details, so the placeholder clears when they arrive).
 * The leaving screen stays mounted but hidden, so a cancelled navigation shows it again as it was.
 */
export function RouteOutlet() {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && showsRoutePlaceholder(location, navigation.location);
  return (
    <>
      <div className={loading ? undefined : styles.transparent} hidden={loading}>
        <Outlet />
      </div>
      {loading ? <InitialLoad /> : null}
    </>
  );
}
