export { NavigationProgress, NAVIGATION_PROGRESS_PHASES, SHOW_AFTER_MS } from './NavigationProgress';
export type { NavigationProgressPhase, NavigationProgressProps } from './NavigationProgress';
