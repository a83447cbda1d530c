import type { Ref } from 'react';
import { Avatar as RadixAvatar } from 'radix-ui';
import { useHydrationSettling } from '../../hooks/hydration-settling';
import { initialsOf } from './initials';
import * as styles from './Avatar.css';

export const AVATAR_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof AVATAR_SIZES)[number];
export const AVATAR_SHAPES = ['circle', 'square'] as const;
export type AvatarShape = (typeof AVATAR_SHAPES)[number];

/** Show initials only if the picture has not arrived by then, so fast pictures do not flash initials first. */
const FALLBACK_DELAY_MS = 300;

export type AvatarProps = {
  /** Person's or shop's name: the image's alternative text and the source of the initials. */
  name: string;
  src?: string;
  /** Override the computed initials. */
  initials?: string;
  /** Hide from assistive technology when the name is written right next to the avatar. */
  decorative?: boolean;
  size?: AvatarSize;
  shape?: AvatarShape;
  ref?: Ref<HTMLSpanElement>;
};

/** A picture of a person or shop, falling back to initials while loading or when there is no picture. */
export function Avatar({
  name,
  src,
  initials,
  decorative = false,
  size = 'md',
  shape = 'circle',
  ref,
}: AvatarProps) {
  const label = decorative ? undefined : name;
  // Not while a server's page hydrates (HydrationSettling): Radix's picture renders nothing on a server, then, in
  // the hydration's commit, sets its loading state (an update React renders at once, in that task, with every pending
  // effect of the page). It mounts once the page settles, in the transition that follows, where it starts the same.
  const settling = useHydrationSettling();
  return (
    <RadixAvatar.Root ref={ref} className={styles.root({ size, shape })}>
      {src && !settling ? <RadixAvatar.Image className={styles.image} src={src} alt={label ?? ''} /> : null}
      <RadixAvatar.Fallback
        className={styles.fallback}
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        delayMs={src ? FALLBACK_DELAY_MS : undefined}
      >
        <span aria-hidden="true">{initials ?? initialsOf(name)}</span>
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
