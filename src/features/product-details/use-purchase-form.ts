// The add-to-cart form of the product page: chosen variant, quantity, the lookup of the variant's stock and the
// add itself. A failed add leaves everything as the shopper set it (the error toast comes from the global
// handler); a successful one resets the quantity and raises the "added" flag for ADDED_TO_CART_FLAG_MS.
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { AddToCartResponse } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { afterNextPaint } from '@/lib/yield-to-main';
import { useAddedToCartFlag } from '@/domain/cart';
import { useAddToCartFromPage, useVariantLookup } from '@/domain/products';
import {
  attributeChoices,
  canOrder,
  initialSelection,
  initialVariant,
  quantityBounds,
  selectedValueIds,
  type AttributeName,
  type ProductDetails,
  type VariantSelection,
  type VariantState,
} from './purchase';

export function usePurchaseForm(product: ProductDetails, attributes: readonly AttributeName[]) {
  const t = useT();
  const choices = useMemo(() => attributeChoices(product, attributes), [product, attributes]);
  const [selection, setSelection] = useState<VariantSelection>(() => initialSelection(product, choices));
  const [variant, setVariant] = useState<VariantState | null>(() => initialVariant(product));
  const lookup = useVariantLookup();
  const latestLookup = useRef(0);
  /** The lookup whose answer `variant` holds: until the latest is answered, nothing is added. */
  const answered = useRef(0);
  // A page left before its lookup was sent sends none.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const bounds = quantityBounds(product, variant);
  const [chosenQuantity, setQuantity] = useState(bounds.min);
  // A new variant may have less stock than the quantity chosen for the previous one.
  const quantity = Math.max(bounds.min, Math.min(chosenQuantity, bounds.max));
  const { mutation: add, trxId } = useAddToCartFromPage();
  const [added, showAdded] = useAddedToCartFlag();

  /**
   * A new choice. The picker shows it in the tap's own frame (its optimistic value: only the radio group renders);
   * the panel's new selection and the price being checked (the buttons held) come in the frame after, and the
   * request is built and sent once the tap's frame is painted: together they were most of a tap's time on a phone.
   * A choice superseded meanwhile sends none.
   */
  const choose = (next: VariantSelection) => {
    const request = ++latestLookup.current;
    startTransition(() => {
      setSelection(next);
      setVariant({ status: 'checking' });
    });
    void afterNextPaint().then(() => {
      if (request !== latestLookup.current || !mounted.current) return;
      lookup.mutate(
        {
          data: {
            product_id: product.id,
            color_id: next.colorId,
            attribute_ids: selectedValueIds(next, choices),
          },
        },
        {
          onSuccess: (answer) => {
            if (request !== latestLookup.current) return;
            answered.current = request;
            setVariant(
              typeof answer.product_stock === 'string'
                ? { status: 'unavailable', message: answer.msg }
                : { status: 'available', row: answer.product_stock },
            );
          },
          onError: () => {
            if (request !== latestLookup.current) return;
            answered.current = request;
            setVariant({ status: 'unavailable', message: t('Stock Out') });
          },
        },
      );
    });
  };

  /** Adds the chosen quantity; resolves with the new cart, or null when refused or failed. */
  const addToCart = async (): Promise<AddToCartResponse | null> => {
    // A tap on Add to Cart in the frame between a choice and its busy state must not add the previous variant.
    if (add.isPending || !canOrder(bounds) || answered.current !== latestLookup.current) return null;
    const row = variant?.status === 'available' ? variant.row : null;
    try {
      const cart = await add.mutateAsync({
        data: {
          id: product.id,
          quantity,
          variants_ids: row?.variant_ids ?? null,
          variants_name: row?.name ?? null,
          color_id: selection.colorId,
          attribute_values: selectedValueIds(selection, choices),
          trx_id: trxId(),
        },
      });
      setQuantity(bounds.min);
      showAdded();
      return cart;
    } catch {
      return null;
    }
  };

  return {
    choices,
    selection,
    choose,
    variant,
    bounds,
    quantity,
    setQuantity,
    addToCart,
    // Offline the add waits for the connection (shown in the header), so the button does not spin.
    adding: add.isPending && !add.isPaused,
    added,
    orderable: canOrder(bounds),
  };
}

export type PurchaseForm = ReturnType<typeof usePurchaseForm>;
