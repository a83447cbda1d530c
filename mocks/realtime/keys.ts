/**
 * The demo shop's Pusher app: key, cluster and signing secret. Not secrets — the demo runs in the visitor's browser
 * (docs/adr/031). The signature is Pusher's: HMAC-SHA256 of `socket_id:channel_name`, hex, as `key:signature`.
 */
import { fnv1a } from '../domain/random';

export const DEMO_PUSHER_KEY = 'marketfront-demo';
export const DEMO_PUSHER_CLUSTER = 'mt1';
export const DEMO_PUSHER_SECRET = 'marketfront-demo-secret';

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const encoder = new TextEncoder();
    const key = await subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    const signature = new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(message)));
    return [...signature].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  // No WebCrypto (very old runtimes): a deterministic stand-in of the same length.
  return Array.from({ length: 8 }, (_, i) =>
    fnv1a(`${i}:${secret}:${message}`).toString(16).padStart(8, '0'),
  ).join('');
}

/** What `/broadcasting/auth` answers for a socket and channel, and what the hub checks on `pusher:subscribe`. */
export async function channelAuth(socketId: string, channel: string): Promise<string> {
  return `${DEMO_PUSHER_KEY}:${await hmacSha256Hex(DEMO_PUSHER_SECRET, `${socketId}:${channel}`)}`;
}
