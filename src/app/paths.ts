// The route table lives in src/lib/navigation/paths.ts so features can build typed links without importing the
// app (ADR 006); the app re-exports it as its own.
export { paths, listingRoutes, type RouteName } from '@/lib/navigation/paths';
