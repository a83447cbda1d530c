import type { ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { Container } from '@/design-system/components/Container';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';

/** A video shopping page's layout: its heading, then the videos or the video. */
export function VideoLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Container>
      <Box paddingBlock="6">
        <Stack gap="6">
          <Heading level={1} size="2xl">
            {title}
          </Heading>
          {children}
        </Stack>
      </Box>
    </Container>
  );
}
