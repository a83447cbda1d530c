import { useContext } from 'react';
import { StorefrontContext, type Storefront } from './storefront-context';

export function useStorefront(): Storefront {
  const value = useContext(StorefrontContext);
  if (!value)
    throw new Error('useStorefront() must be used inside <StorefrontProvider> (src/app provides it).');
  return value;
}
