import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Inline } from '@/design-system/components/Inline';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import type { OrderLineOutput } from '@/api-generated/model';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useFormatMoney } from '@/domain/prices';
import { orderLineTotal } from '../order-view';
import { OwnWords } from '@/design-system/components/Text';

export interface OrderLinesProps {
  lines: readonly OrderLineOutput[];
  /** Something to do with one line, e.g. asking for a refund. */
  lineAction?: (line: OrderLineOutput) => ReactNode;
}

/** The products of one order: name (linked when the product is known), variant, quantity × price, line total. */
export function OrderLines({ lines, lineAction }: OrderLinesProps) {
  const t = useT();
  const money = useFormatMoney();
  return (
    <Box role="list" aria-label={t('Products')}>
      {lines.map((line) => {
        const slug = line.product?.slug;
        return (
          <Box role="listitem" key={line.id} paddingBlock="2">
            <Stack gap="1">
              <Inline align="between" alignY="baseline" gap="4" wrap={false}>
                <Box minWidth={0}>
                  {slug ? (
                    <Link asChild tone="neutral" underline="hover">
                      <RouterLink to={paths.product.href({ slug })}>
                        <OwnWords>{line.product_name}</OwnWords>
                      </RouterLink>
                    </Link>
                  ) : (
                    <Text>
                      <OwnWords>{line.product_name}</OwnWords>
                    </Text>
                  )}
                </Box>
                <Text as="span" weight="semibold" tabular>
                  {money(orderLineTotal(line))}
                </Text>
              </Inline>
              <Text size="sm" tone="muted">
                {line.variation ? `${line.variation} · ` : ''}
                {line.quantity} × {money(line.price)}
              </Text>
              {line.refund ? (
                <Text size="sm" tone="muted">
                  {/* keywords-export: the server's refund status */}
                  {t('Refund Request')}: {t(line.refund.status)}
                </Text>
              ) : null}
              {lineAction?.(line)}
            </Stack>
          </Box>
        );
      })}
    </Box>
  );
}
