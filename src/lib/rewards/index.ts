// Reward points and their worth in money.
// The folder's public face: code outside src/lib imports from '@/lib/rewards' only.
export * from './reward-amount';
