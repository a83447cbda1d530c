/**
 * What `convert-reward` must post as `amount`: the backend credits the posted amount (backend-api §2.14, §6), so the
 * client sends the backend's own published rule — points ÷ `reward_convert_rate`, in the default currency, to the
 * cent, halves away from zero. A safe server recomputes and refuses a mismatch (the demo shop does).
 */
export function rewardAmount(points: number, rate: number): number {
  if (!Number.isFinite(points) || points <= 0 || !Number.isFinite(rate) || rate <= 0) return 0;
  const cents = (points * 100) / rate;
  return (Math.sign(cents) * Math.round(Math.abs(cents))) / 100;
}
