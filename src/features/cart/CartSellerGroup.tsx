import { useId } from 'react';
import { Avatar, Box, Heading, Inline, Stack } from '@/design-system';
import { useT } from '@/lib/i18n';
import type { SellerGroup } from './cart-totals';
import { CartLineItem } from './CartLineItem';

export interface CartSellerGroupProps {
  group: SellerGroup;
  onStep: (lineId: number, delta: 1 | -1) => void;
  onRemove: (lineId: number) => void;
  /** Id of the line being removed, if any. */
  removingLineId?: number;
}

/** The lines of one seller under the shop's name and logo (each seller ships and bills separately). */
export function CartSellerGroup({ group, onStep, onRemove, removingLineId }: CartSellerGroupProps) {
  const t = useT();
  const headingId = useId();
  const shopName = group.shop?.name || t('Seller');
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      padding="4"
      borderStyle="solid"
      borderWidth="hairline"
      borderColor="border"
      borderRadius="md"
    >
      <Stack gap="2">
        <Inline gap="2" alignY="center">
          <Avatar name={shopName} src={group.shop?.image ?? undefined} size="sm" shape="square" decorative />
          <Heading level={2} size="md" id={headingId}>
            {shopName}
          </Heading>
        </Inline>
        <Box role="list">
          {group.lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              onStep={(delta) => onStep(line.id, delta)}
              onRemove={() => onRemove(line.id)}
              busy={removingLineId === line.id}
            />
          ))}
        </Box>
      </Stack>
    </Box>
  );
}
