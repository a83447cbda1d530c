import { keyframes } from '@vanilla-extract/css';

/** One turn, for everything that spins (the Spinner, a busy Button's spinner): one rule in the stylesheet. */
export const spin = keyframes({ to: { transform: 'rotate(1turn)' } });
