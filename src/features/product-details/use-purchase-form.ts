// The add-to-cart form of the product page: chosen variant, quantity, the lookup of the variant's stock and the
// add itself. A failed add leaves everything as the shopper set it (the error toast comes from the global
// handler); a successful one resets the quantity and raises the "added" flag for ADDED_TO_CART_FLAG_MS.
import { useMemo, useRef, useState } from 'react';
import type { AddToCartResponse } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
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
  const bounds = quantityBounds(product, variant);
  const [chosenQuantity, setQuantity] = useState(bounds.min);
  // A new variant may have less stock than the quantity chosen for the previous one.
  const quantity = Math.max(bounds.min, Math.min(chosenQuantity, bounds.max));
  const { mutation: add, trxId } = useAddToCartFromPage();
  const [added, showAdded] = useAddedToCartFlag();

  const choose = (next: VariantSelection) => {
    setSelection(next);
    setVariant({ status: 'checking' });
    const request = ++latestLookup.current;
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
          setVariant(
            typeof answer.product_stock === 'string'
              ? { status: 'unavailable', message: answer.msg }
              : { status: 'available', row: answer.product_stock },
          );
        },
        onError: () => {
          if (request === latestLookup.current)
            setVariant({ status: 'unavailable', message: t('Stock Out') });
        },
      },
    );
  };

  /** Adds the chosen quantity; resolves with the new cart, or null when refused or failed. */
  const addToCart = async (): Promise<AddToCartResponse | null> => {
    if (add.isPending || !canOrder(bounds)) return null;
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
