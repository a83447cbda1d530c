// Spec §4/§9: after a successful add to cart the screen shows an "added to cart" flag for exactly 2000 ms.
import { useCallback, useEffect, useRef, useState } from 'react';

export const ADDED_TO_CART_FLAG_MS = 2000;

/** `[shown, show]`: `show()` raises the flag and lowers it ADDED_TO_CART_FLAG_MS later (a new show restarts it). */
export function useAddedToCartFlag(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setShown(true);
    timer.current = setTimeout(() => setShown(false), ADDED_TO_CART_FLAG_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [shown, show];
}
