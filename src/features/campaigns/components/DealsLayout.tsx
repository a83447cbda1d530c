import type { ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';

/** A deals page's layout: its heading, what sits beside it (a countdown), then the list. */
export function DealsLayout({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Box
            display="flex"
            flexDirection={{ mobile: 'column', tablet: 'row' }}
            gap="4"
            alignItems={{ mobile: 'flex-start', tablet: 'center' }}
            justifyContent="space-between"
          >
            <Heading level={1} size="2xl">
              {title}
            </Heading>
            {aside}
          </Box>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}
