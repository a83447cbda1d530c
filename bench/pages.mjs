// The pages `npm run bench` measures, in report order (quality-bar P1–P5: home, a category listing, a product page,
// a shop page and the cart). Add a key page here when its screen arrives. `path` is a string, or a function that asks the
// demo shop's API (`api(path)`: its JSON answer, from the server the bench runs) for a real address, so the list follows
// the seeded data.

export const pages = [
  { name: 'Home', path: '/' },
  {
    name: 'Category listing',
    path: async (api) => {
      const body = await api('/sidebar/categories');
      const first = (body.categories ?? body.data ?? body)[0];
      return `/category/${first.slug}`;
    },
  },
  {
    name: 'Product',
    path: async (api) => {
      const body = await api('/home/filtered_products?route=all.products&paginate=24&page=1');
      return `/product/${body.products.data[0].slug}`;
    },
  },
  {
    name: 'Shop page',
    path: async (api) => {
      const body = await api('/home/sellers');
      return `/shop/${body.sellers.data[0].slug}`;
    },
  },
  { name: 'Cart', path: '/cart' },
];
