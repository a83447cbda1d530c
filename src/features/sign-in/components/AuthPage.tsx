import type { ReactNode } from 'react';
import { Container } from '@/design-system/components/Container';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { frame } from './AuthPage.css';

export interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Under the form: links to the other sign-in screens. */
  footer?: ReactNode;
}

/** The narrow, centred frame of the sign-in screens: one heading, one form, links to the neighbours. */
export function AuthPage({ title, intro, children, footer }: AuthPageProps) {
  return (
    <Container>
      <div className={frame}>
        <Stack gap="6">
          <Stack gap="2">
            <Heading level={1} size="2xl">
              {title}
            </Heading>
            {intro ? <Text tone="muted">{intro}</Text> : null}
          </Stack>
          {children}
          {footer ? <Stack gap="2">{footer}</Stack> : null}
        </Stack>
      </div>
    </Container>
  );
}
