// Reward points and their worth in money.
export * from './reward-amount';
