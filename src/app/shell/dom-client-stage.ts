// React DOM's client for the hydrating entry's stages (src/hydrate.tsx): in the react-dom-client chunk with it
// (scripts/budgets/chunk-groups.mjs). An ES module of ours, so the entry's import of it needs none of the bundler's
// CommonJS interop, whose runtime the entry would otherwise load before the first paint.
export { hydrateRoot } from 'react-dom/client';
