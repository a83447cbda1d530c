import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';

/** One tile's shape while it loads: a picture and a line of text. */
export function TileSkeleton({ height = '6rem' }: { height?: string }) {
  return (
    <Stack gap="2">
      <Skeleton shape="rect" width="100%" height={height} />
      <Skeleton shape="text" width="70%" />
    </Stack>
  );
}
