import { useStorefront } from '../session/use-storefront.ts';
import type { ShopModules } from './modules.ts';

/** `const modules = useModules(); modules.wallet && …` — what the owner switched on, for every screen. */
export const useModules = (): ShopModules => useStorefront().modules;
