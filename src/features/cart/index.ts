export { CartLink } from './CartLink';
export { CartScreen } from './CartScreen';
export { SummaryTotals } from './SummaryTotals';
export {
  useApplyCoupon,
  useCartPageState,
  useCartState,
  useDeleteCartLine,
  useRemoveCoupon,
  useUpdateCartLine,
  type CartState,
} from './api/cart-state';
export { cartItemCount, cartSummaryOf, type CartSummary } from '@/domain/cart';
