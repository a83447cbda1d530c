import type { ReactNode } from 'react';
import { Box, Container, Stack } from '@/design-system';

/** A readable column for text pages. */
export function TextPageLayout({ children }: { children: ReactNode }) {
  return (
    <Container>
      <Box paddingBlock="6" maxWidth="container">
        <Stack gap="6">{children}</Stack>
      </Box>
    </Container>
  );
}
