import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';

interface SectionFrameProps {
  title: string;
  /** The screen listing everything of this section, when there is one. */
  viewAllHref?: string;
  /** The heading's id, when the content names itself after it (a list labelled by the heading). */
  headingId?: string;
  children: ReactNode;
}

/** A home section: its heading, a "View all" link to the full list, and the content. */
export function SectionFrame({ title, viewAllHref, headingId: givenId, children }: SectionFrameProps) {
  const t = useT();
  const ownId = useId();
  const headingId = givenId ?? ownId;
  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Inline align="between" gap="3">
        <Heading level={2} size="xl" id={headingId}>
          {title}
        </Heading>
        {viewAllHref ? (
          <Link asChild underline="hover">
            <RouterLink to={viewAllHref} aria-label={t('View all: {section}', { section: title })}>
              {t('View all')}
            </RouterLink>
          </Link>
        ) : null}
      </Inline>
      {children}
    </Stack>
  );
}
