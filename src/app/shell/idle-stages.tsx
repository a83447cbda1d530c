import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { useIdleStage } from '@/lib/after-first-paint';

const IdleStageContext = createContext(0);

/**
 * Counts the idle stages for what it wraps (see `useIdleStage`). Only the `AtIdleStage` parts below re-render as the
 * count goes up — the wrapped page (header, screen, footer) is the same element each time, so React skips it: a
 * stage is the cost of what it starts, not of re-rendering the layout.
 */
export function IdleStages({ last, children }: { last: number; children: ReactNode }) {
  const stage = useIdleStage(last);
  return <IdleStageContext.Provider value={stage}>{children}</IdleStageContext.Provider>;
}

/** The current idle stage (0 before the page is idle). */
export const useCurrentIdleStage = (): number => useContext(IdleStageContext);

/**
 * Renders `children` from idle stage `stage` on, each in a Suspense boundary of its own: a widget still loading
 * (the pop-up's dialog, say) must not hold back the others.
 */
export function AtIdleStage({ stage, children }: { stage: number; children: ReactNode }) {
  return useCurrentIdleStage() >= stage ? <Suspense fallback={null}>{children}</Suspense> : null;
}
