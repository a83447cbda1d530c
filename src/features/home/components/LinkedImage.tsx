import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { LazyImage } from '@/design-system';

interface LinkedImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Absolute http(s) URL (opens the other site) or a storefront path; anything else is not linked. */
  link?: string | null;
  priority?: boolean;
}

const isExternal = (link: string) => /^https?:\/\//i.test(link);
const isStorefrontPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** A banner or slide picture that leads somewhere: in the shop through the router, elsewhere in a new tab. */
export function LinkedImage({ src, alt, width, height, link, priority = false }: LinkedImageProps) {
  const picture: ReactElement = (
    <LazyImage src={src} alt={alt} width={width} height={height} priority={priority} radius="md" />
  );
  if (link && isExternal(link)) {
    return (
      <a href={link} target="_blank" rel="noopener noreferrer">
        {picture}
      </a>
    );
  }
  if (link && isStorefrontPath(link)) return <RouterLink to={link}>{picture}</RouterLink>;
  return picture;
}
