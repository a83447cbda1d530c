// Which storefront route a path on this site opens (the route table, matched as React Router matches it). A link in
// server HTML to this site that opens no storefront route is one of the backend's own addresses — some of them
// state changes over GET (`/logout`, `/user/cancel-order/{id}`, `/cart/delete/{id}`, backend-api §6.1).
import { matchPath } from 'react-router';
import { routeTable, type RouteName } from './route-table';

const routes = Object.entries(routeTable) as [RouteName, { path: string }][];

/** The route `pathname` (below the app's base path) opens, or null. */
export function storefrontRouteOf(pathname: string): RouteName | null {
  for (const [name, { path }] of routes) if (matchPath({ path, end: true }, pathname)) return name;
  return null;
}
