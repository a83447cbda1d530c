// The yardstick for `npm run bench`: the smallest app on our framework stack — React 19, React Router's data
// router (a lazy route with a loader) and TanStack Query — built like the storefront. Our first route's JS is
// reported as a multiple of this one's.
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createBrowserRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const queryClient = new QueryClient();
const greeting = { queryKey: ['greeting'], queryFn: () => Promise.resolve('Hello') };

function Home() {
  const { data } = useQuery(greeting);
  return <h1>{data}</h1>;
}

const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <>
        <Link to="/">Home</Link>
        <Outlet />
      </>
    ),
    children: [
      {
        index: true,
        loader: () => queryClient.ensureQueryData(greeting),
        Component: Home,
      },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
