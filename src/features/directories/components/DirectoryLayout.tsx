import type { ReactNode } from 'react';
import { Box, Container, Heading, Stack } from '@/design-system';

/** A directory page's layout: its heading, an optional toolbar, then the list. */
export function DirectoryLayout({
  title,
  toolbar,
  children,
}: {
  title: string;
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Heading level={1} size="2xl">
            {title}
          </Heading>
          {toolbar}
          {children}
        </Stack>
      </Box>
    </Container>
  );
}
