import type { ReactNode } from 'react';
import { Inline } from '@/design-system/components/Inline';
import { Text } from '@/design-system/components/Text';

/** One term/amount pair of a totals list (`<dl>`): the cart summary and each seller's share. */
export function SummaryRow({
  term,
  children,
  strong = false,
  size,
}: {
  term: ReactNode;
  children: ReactNode;
  strong?: boolean;
  size?: 'sm';
}) {
  const weight = strong ? 'bold' : 'regular';
  return (
    <Inline align="between" alignY="baseline" gap="4">
      <Text as="dt" weight={weight} size={size} tone={size ? 'muted' : undefined}>
        {term}
      </Text>
      <Text as="dd" weight={weight} size={size} tabular>
        {children}
      </Text>
    </Inline>
  );
}
