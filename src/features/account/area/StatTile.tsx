import type { ReactNode } from 'react';
import { Panel } from '@/design-system/components/Panel';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';

export interface StatTileProps {
  label: string;
  /** Undefined while loading. */
  value: ReactNode | undefined;
  action?: ReactNode;
}

/** One figure of the account (balance, points) with a way to act on it. */
export function StatTile({ label, value, action }: StatTileProps) {
  return (
    <Panel>
      <Stack gap="2">
        <Text size="sm" tone="muted">
          {label}
        </Text>
        {value === undefined ? (
          <Skeleton shape="text" width="8rem" />
        ) : (
          <Text size="2xl" weight="bold">
            {value}
          </Text>
        )}
        {action}
      </Stack>
    </Panel>
  );
}
