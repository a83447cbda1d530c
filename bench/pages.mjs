// The pages `npm run bench` measures, in report order (quality-bar P1–P5: home, a category listing, a product page,
// a shop page and the cart). Add a key page here when its screen arrives. `path` is a string, or a function that asks the demo shop's API (running at
// `origin`) for a real address, so the list follows the seeded data.
const api = async (origin, path) => {
  const response = await fetch(new URL(path, origin), {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
};

export const pages = [
  { name: 'Home', path: '/' },
  {
    name: 'Category listing',
    path: async (origin) => {
      const body = await api(origin, '/sidebar/categories');
      const first = (body.categories ?? body.data ?? body)[0];
      return `/category/${first.slug}`;
    },
  },
  {
    name: 'Product',
    path: async (origin) => {
      const body = await api(origin, '/home/filtered_products?route=all.products&paginate=24&page=1');
      return `/product/${body.products.data[0].slug}`;
    },
  },
  {
    name: 'Shop page',
    path: async (origin) => {
      const body = await api(origin, '/home/sellers');
      return `/shop/${body.sellers.data[0].slug}`;
    },
  },
  { name: 'Cart', path: '/cart' },
];
