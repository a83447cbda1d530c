// The app's start state: the `<frontend_master>` props (contract schema `StartData`) made uniform — the props the
// backend leaves out or sends as "" become empty lists, a guest's absent `user` becomes null — plus the language
// keywords, which the props do not carry (the gate fetches `GET /language/keywords`).
// `GetStartDataResponse` is `StartData` as `GET /start-data` answers it (the same shape): one schema for both sources, so
// the first route does not carry the generated schema twice. The schema and the validator load on demand, like
// every response schema (docs/performance.md, "Response schemas"); index.html preloads their chunk, so they arrive
// beside the entry.
import type { StartDataOutput } from '@/api-generated/model';
import { prepareValidation, validated } from '../http/schema-source.ts';

type Listed<K extends keyof StartDataOutput> = Exclude<NonNullable<StartDataOutput[K]>, ''>;

export type StartProps = Omit<
  StartDataOutput,
  'user' | 'carts' | 'shop_follower' | 'categories' | 'viewed_products' | 'pages'
> & {
  user: NonNullable<StartDataOutput['user']> | null;
  carts: Listed<'carts'>;
  shop_follower: Listed<'shop_follower'>;
  categories: Listed<'categories'>;
  viewed_products: Listed<'viewed_products'>;
  pages: Listed<'pages'>;
};

export type StartState = StartProps & { lang_keywords: Readonly<Record<string, string>> };

/** Fills what the backend leaves out: the one place that knows which props may be missing or "". */
export const normaliseStartProps = (data: StartDataOutput): StartProps => ({
  ...data,
  user: data.user ?? null,
  carts: data.carts ?? [],
  shop_follower: data.shop_follower === '' || data.shop_follower === undefined ? [] : data.shop_follower,
  categories: data.categories ?? [],
  viewed_products: data.viewed_products ?? [],
  pages: data.pages ?? [],
});

/** Raw props (from the page or `GET /start-data`) → validated, normalised start props; ContractError otherwise. */
export async function adaptStartProps(raw: unknown, operation: string): Promise<StartProps> {
  const ready = prepareValidation(() =>
    import('@/api-generated/model/getStartDataResponse.zod.ts').then((module) => module.GetStartDataResponse),
  );
  return normaliseStartProps((await validated(ready, raw, operation)) as StartDataOutput);
}
