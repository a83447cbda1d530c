export { Spinner, SPINNER_SIZES, SPINNER_TONES } from './Spinner';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './Spinner';
