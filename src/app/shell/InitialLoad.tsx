import { Container, Skeleton, Stack, VisuallyHidden } from '@/design-system';

/** Shown while the first screen's chunk loads: the page's shape, never a blank page or a layout jump. */
export function InitialLoad() {
  return (
    <Container>
      <Stack gap="4">
        <VisuallyHidden>
          <span role="status">Loading…</span>
        </VisuallyHidden>
        <Skeleton shape="text" lines={2} />
        <Skeleton shape="text" lines={6} />
      </Stack>
    </Container>
  );
}
