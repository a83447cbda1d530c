import { Container } from '@/design-system/components/Container';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Stack } from '@/design-system/components/Stack';
import { VisuallyHidden } from '@/design-system/components/VisuallyHidden';
import { useT } from '@/lib/i18n';
import { useMarkFirstScreenPending } from './first-screen-pending';
import { fillViewport } from './InitialLoad.css';

/**
 * Shown while a screen's chunk loads: the page's shape, never a blank page or a layout jump. `first`: the page's
 * first screen (the hydration fallback), during which the footer waits (`first-screen-pending.ts`).
 */
export function InitialLoad({ first = false }: { first?: boolean }) {
  useMarkFirstScreenPending(first);
  const t = useT();
  return (
    <Container>
      <div className={fillViewport}>
        <Stack gap="4">
          <VisuallyHidden>
            <span role="status">{t('Loading…')}</span>
          </VisuallyHidden>
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="text" lines={6} />
        </Stack>
      </div>
    </Container>
  );
}
