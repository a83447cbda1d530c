import type { ReactNode } from 'react';
import { Box, Container, Stack } from '@/design-system';

/** The blog screens' page layout. */
export function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">{children}</Stack>
      </Box>
    </Container>
  );
}
