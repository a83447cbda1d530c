import { describe, expect, it } from 'vitest';
import { listingRoutes } from './paths';
import { routeFirstAnswers } from './route-first-answers';

describe('the answers a page preloads for its route', () => {
  it('covers every listing route, so a new listing preloads its products and facets like the others', () => {
    for (const route of Object.keys(listingRoutes)) {
      expect(routeFirstAnswers, route).toHaveProperty(route, ['getFilteredProducts', 'getFilterData']);
    }
  });
});
