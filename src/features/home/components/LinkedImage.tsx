import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { LazyImage } from '@/design-system/components/LazyImage';
import { safeHref } from '@/lib/navigation';

interface LinkedImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Web address (opens the other site), mail or phone address, or a storefront path; anything else is not linked. */
  link?: string | null;
  priority?: boolean;
  /**
   * The same link is written out beside the picture (a campaign's title): the picture's link is then a second way
   * for the pointer only, out of the tab order and of what assistive technology reads, instead of a nameless second
   * link to the same page (WCAG 2.4.4, axe's `link-name`).
   */
  repeatsTextLink?: boolean;
}

/** A banner or slide picture that leads somewhere: in the shop through the router, elsewhere in a new tab. */
export function LinkedImage({
  src,
  alt,
  width,
  height,
  link,
  priority = false,
  repeatsTextLink = false,
}: LinkedImageProps) {
  const picture: ReactElement = (
    <LazyImage src={src} alt={alt} width={width} height={height} priority={priority} radius="md" />
  );
  const href = safeHref(link);
  if (!href) return picture;
  const repeated = repeatsTextLink ? ({ 'aria-hidden': true, tabIndex: -1 } as const) : {};
  if (href.startsWith('/'))
    return (
      <RouterLink to={href} {...repeated}>
        {picture}
      </RouterLink>
    );
  if (!/^https?:/.test(href))
    return (
      <a href={href} {...repeated}>
        {picture}
      </a>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...repeated}>
      {picture}
    </a>
  );
}
