import type { ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';

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
