import type { ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { Stack } from '@/design-system/components/Stack';

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
