import { useLayoutEffect, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation, type Location } from 'react-router';
import { useReducedMotion } from '@/design-system/hooks/useMediaQuery';
import { listingRoutes } from '@/lib/navigation';
import type { RouteHandle } from '../screens';
import { InitialLoad } from './InitialLoad';
import * as styles from './RouteOutlet.css';

/** A path as a screen: `/products/` is `/products`. */
const screenPath = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

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
  return screenPath(next.pathname) !== screenPath(current.pathname) && screenPath(next.pathname) !== '/';
}

/** How a screen comes in (spec §2): home slides in from the start edge, the product listings fade in. */
export type ScreenEntrance = 'slide' | 'fade';

const entranceOf = (route: RouteHandle['name'] | undefined): ScreenEntrance | undefined => {
  if (route === 'home') return 'slide';
  return route && Object.hasOwn(listingRoutes, route) ? 'fade' : undefined;
};

/**
 * The entrance of the screen on display: set when the path changes in the app, so never for the page's first
 * screen (it would hold back the Largest Contentful Paint), nor for a filter, sort, page or the quick view, which
 * keep the screen. `key` gives a screen that enters a wrapper of its own, so its animation starts even when the
 * one before entered the same way (one listing after another). No entrance when the shopper asks for reduced
 * motion: not even one at the global near-zero duration.
 */
function useScreenEntrance(): { entrance?: ScreenEntrance; key?: string } {
  const path = screenPath(useLocation().pathname);
  const route = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.name;
  const reducedMotion = useReducedMotion();
  // The path whose screen is shown and how it came in; the first is the path the page opened on.
  const [shown, setShown] = useState<{ path: string; entrance?: ScreenEntrance }>({ path });
  let { entrance } = shown;
  if (shown.path !== path) {
    entrance = entranceOf(route);
    setShown({ path, entrance });
  }
  return { entrance: reducedMotion ? undefined : entrance, key: entrance && path };
}

/**
 * The placeholder where the shopper looks. It replaces a screen that was scrolled (a product card far down the home
 * page): the page shrank under the viewport, and a phone showed the footer, not the placeholder, until the next
 * screen came. The spec scrolls to the top on each navigation; while it loads, it does so when the placeholder
 * shows. The router has already kept the leaving screen's position for the way back.
 */
function usePlaceholderInView(loading: boolean) {
  useLayoutEffect(() => {
    // Not read first: `scrollY` would lay out the page this commit has just changed, inside the commit's task, where
    // a scroll to (0, 0) needs no layout (it cannot be clamped) and the frame lays the page out once.
    if (loading) window.scrollTo(0, 0);
  }, [loading]);
}

/**
 * The router outlet, replaced by the screen placeholder while another route loads (its chunk and the data its
 * loader waits for: the product page waits for the product details, so the placeholder clears when they arrive).
 * The leaving screen stays mounted but hidden, so a cancelled navigation shows it again as it was. The arriving
 * screen's entrance is a CSS animation keyed on `data-entrance` (RouteOutlet.css.ts).
 */
export function RouteOutlet() {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && showsRoutePlaceholder(location, navigation.location);
  const { entrance, key } = useScreenEntrance();
  usePlaceholderInView(loading);
  return (
    <>
      <div
        key={key}
        className={loading ? undefined : styles.screen}
        hidden={loading}
        data-entrance={entrance}
      >
        <Outlet />
      </div>
      {loading ? <InitialLoad /> : null}
    </>
  );
}
