export { Countdown, COUNTDOWN_SIZES } from './Countdown';
export type { CountdownLabels, CountdownProps, CountdownSize } from './Countdown';
export { splitDuration, remainingMs } from './duration';
