import type { AnyHandler } from 'msw';

/**
 * orval's generated MSW + faker handlers for every operation. They sit after the demo shop's own handlers, so
 * they only answer operations the demo shop does not implement (tests/contract/demo-shop.contract.test.ts keeps
 * the list of those explicit). Their answers are random but valid against the contract.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../src/api-generated/endpoints/*/*.msw.ts', {
  eager: true,
});

export const fallbackHandlers: AnyHandler[] = Object.values(modules).flatMap((mod) =>
  Object.entries(mod)
    // Each tag module exports `get<Tag>Mock()` returning all of its operations' handlers.
    .filter(
      ([name, value]) =>
        /^get[A-Z]\w*Mock$/.test(name) && !name.includes('Response') && typeof value === 'function',
    )
    .flatMap(([, factory]) => (factory as () => AnyHandler[])()),
);
