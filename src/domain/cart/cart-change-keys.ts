// The cart changes' mutation keys, apart from their functions: the header reads the waiting changes by key
// without pulling the cart requests into the first screen's bundle.
import type { AddToCartRequest } from '@/api-generated/model';

export const CART_CHANGE_KEY = ['cart-change'] as const;
export const CART_ADD_KEY = ['cart-change', 'add'] as const;
export const CART_STEP_KEY = ['cart-change', 'step'] as const;
export const CART_REMOVE_KEY = ['cart-change', 'remove'] as const;
/** Cart changes reach the server one after another, in the order the shopper made them. */
export const CART_MUTATION_SCOPE = { id: 'cart' };

export interface AddVariables {
  data: AddToCartRequest;
  idempotencyKey: string;
}
