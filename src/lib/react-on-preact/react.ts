// `react` and `react-dom` for the storefront: Preact's compat layer (ADR 049), with effects and re-renders in
// React's order, and the React 19 parts it lacks that our dependencies call.
// @ts-expect-error -- its types are one `export =` namespace; the bundler re-exports its named exports.
export * from 'preact/compat';
import compat from 'preact/compat';
export default compat;
export { act } from './scheduler.ts';

/** React 19's `useOptimistic` as React Router's `RouterProvider` calls it without transitions: the state as is. */
export function useOptimistic<S>(state: S): [S, (action: unknown) => void] {
  return [state, () => {}];
}
