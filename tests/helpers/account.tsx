// Account screens against the demo shop: a fresh shop, the demo customer signed in, and the screen rendered
// inside the live start data (so `useStorefront().user` is the demo customer, as in the app).
import type { ReactElement } from 'react';
import { login } from '@/api-generated/endpoints/auth/auth';
import type { RouteName } from '@/lib/navigation';
import { resetDemoShop } from '@mocks/state/store';
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD } from '@mocks/data/users';
import { LiveStartData } from './live-start-data';
import { renderRoute, type RenderRouteResult } from './render';

export async function signInDemoCustomer(): Promise<void> {
  resetDemoShop();
  await login({ email: DEMO_CUSTOMER_EMAIL, password: DEMO_PASSWORD });
}

/** Renders an account screen at `route` (its own pattern) for whoever the demo shop's session is. */
export function renderAccountRoute(
  element: ReactElement,
  { route, name, path = route }: { route: string; name: RouteName; path?: string },
): RenderRouteResult {
  return renderRoute(<LiveStartData>{element}</LiveStartData>, { route, path, name });
}
