import type { ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { Stack } from '@/design-system/components/Stack';

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
