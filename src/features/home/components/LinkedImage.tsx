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
}

/** A banner or slide picture that leads somewhere: in the shop through the router, elsewhere in a new tab. */
export function LinkedImage({ src, alt, width, height, link, priority = false }: LinkedImageProps) {
  const picture: ReactElement = (
    <LazyImage src={src} alt={alt} width={width} height={height} priority={priority} radius="md" />
  );
  const href = safeHref(link);
  if (!href) return picture;
  if (href.startsWith('/')) return <RouterLink to={href}>{picture}</RouterLink>;
  if (!/^https?:/.test(href)) return <a href={href}>{picture}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {picture}
    </a>
  );
}
