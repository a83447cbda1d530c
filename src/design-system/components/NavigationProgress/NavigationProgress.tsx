import { useEffect, useState, type Ref } from 'react';
import * as styles from './NavigationProgress.css';

export const NAVIGATION_PROGRESS_PHASES = ['idle', 'pending', 'loading', 'complete'] as const;
export type NavigationProgressPhase = (typeof NAVIGATION_PROGRESS_PHASES)[number];

/** Navigations faster than this never show the bar (no flash on cached pages). */
export const SHOW_AFTER_MS = 150;

export type NavigationProgressProps = {
  /** True while a route (its code or data) is loading. */
  active: boolean;
  /** Accessible name, e.g. "Loading page". */
  label: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The thin accent bar at the very top during route changes (spec §2: 2px). Creeps forward while `active`,
 * completes and fades when it turns false. Still under prefers-reduced-motion.
 */
export function NavigationProgress({ active, label, ref }: NavigationProgressProps) {
  const [phase, setPhase] = useState<NavigationProgressPhase>(active ? 'loading' : 'idle');

  // Follow `active` during render (no extra paint): pending → loading happens on a timer below.
  if (active && (phase === 'idle' || phase === 'complete')) setPhase('pending');
  if (!active && phase === 'pending') setPhase('idle');
  if (!active && phase === 'loading') setPhase('complete');

  useEffect(() => {
    if (phase !== 'pending') return;
    const timer = setTimeout(() => setPhase('loading'), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle' || phase === 'pending') return null;
  const complete = phase === 'complete';
  return (
    <div
      ref={ref}
      className={styles.root}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={complete ? 100 : undefined}
      aria-busy={!complete}
    >
      <div
        className={styles.bar}
        data-phase={phase}
        onAnimationEnd={(event) => {
          if (complete && event.target === event.currentTarget) setPhase('idle');
        }}
      />
    </div>
  );
}
