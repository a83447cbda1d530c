import { Container, Skeleton, Stack, VisuallyHidden } from '@/design-system';
import { fillViewport } from './InitialLoad.css';

/** Shown while the first screen's chunk loads: the page's shape, never a blank page or a layout jump. */
export function InitialLoad() {
  return (
    <Container>
      <div className={fillViewport}>
        <Stack gap="4">
          <VisuallyHidden>
            <span role="status">Loading…</span>
          </VisuallyHidden>
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="text" lines={6} />
        </Stack>
      </div>
    </Container>
  );
}
