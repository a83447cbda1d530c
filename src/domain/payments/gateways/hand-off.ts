// What the app knows when a gateway sends the shopper back. The backend returns a failed or cancelled payment to
// its CSRF-exempt `/payment` page, a top-up to `/my-wallet` (backend-api §1.2: exempt because gateways post back
// to them), with nothing saying which gateway, which orders, or which order code: so the app remembers, before it
// leaves, what it handed over, and recalls it on the way back (this tab only, for a while).
import { sessionStore, type GatewayHandOff } from '@/lib/storage';

/** Longer than any gateway's own checkout session; an older hand-off is not this return. */
export const HAND_OFF_LIFETIME_MS = 2 * 60 * 60 * 1000;

export function rememberGatewayHandOff(handOff: Omit<GatewayHandOff, 'at'>, at = Date.now()): void {
  sessionStore.set('gateway-hand-off', { ...handOff, at });
}

/** The payment (or top-up) this tab last handed to a gateway, if recent. */
export function recallGatewayHandOff(
  purpose: GatewayHandOff['purpose'],
  at = Date.now(),
): GatewayHandOff | null {
  const handOff = sessionStore.get('gateway-hand-off');
  return handOff?.purpose === purpose && at - handOff.at >= 0 && at - handOff.at < HAND_OFF_LIFETIME_MS
    ? handOff
    : null;
}

export function forgetGatewayHandOff(): void {
  sessionStore.remove('gateway-hand-off');
}
