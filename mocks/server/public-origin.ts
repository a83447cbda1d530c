/**
 * The demo server's public origin: what the faithful shell prints as `#base_url`, what `settings-data` answers as
 * `static_asset`, where the pages point pusher-js, and the origin the handlers see. It comes from configuration
 * (`DEMO_BASE_URL`), never from the request's Host header, which any client sets (a poisoned cache or a
 * DNS-rebinding page would otherwise hand shoppers a base URL of its choosing).
 *
 * Without configuration it is where the server listens; a page opened through another loopback name of the same
 * port (`localhost` for `127.0.0.1`) keeps its own name, since cookies are per host name.
 */
import type { AddressInfo } from 'node:net';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `host` (the HOST setting) listens on this machine only: localhost, 127.0.0.0/8 or ::1. */
export const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * Why the server must not listen on `host`, or null: beyond this machine only with `DEMO_PUBLIC=1`, since the demo
 * shop is no shop — it shows the one-time codes it "sends", marks payments paid without a gateway.
 */
export function exposureRefusal(host: string, demoPublic: string | undefined): string | null {
  if (isLoopback(host) || demoPublic === '1') return null;
  return (
    `HOST=${host} would open the demo shop to other machines. It is a demo, not a shop: it shows the one-time ` +
    'codes it "sends" by SMS, marks payments paid without a gateway, and keeps every session in memory. ' +
    'Run it on 127.0.0.1 (the default), or set DEMO_PUBLIC=1 if you mean to expose it.'
  );
}

/** `DEMO_BASE_URL` → its origin; throws a readable error for anything but an http(s) address. */
export function parseBaseUrl(text: string): string {
  const url = URL.parse(text);
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) {
    throw new Error(`DEMO_BASE_URL must be an http(s) address such as https://shop.example (got "${text}").`);
  }
  return url.origin;
}

/** The origin of the address the server listens on (a wildcard address is reached as localhost). */
export function listeningOrigin(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') return 'http://localhost';
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? 'localhost'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return new URL(`http://${host}:${address.port}`).origin;
}

/** The origin one request is answered for: the configured one, or the listening one (or its loopback alias). */
export function publicOrigin(
  own: { configured: string | null; listening: string },
  hostHeader: string | undefined,
): string {
  if (own.configured) return own.configured;
  const listening = new URL(own.listening);
  if (hostHeader && LOOPBACK.has(listening.hostname)) {
    const asked = URL.parse(`${listening.protocol}//${hostHeader}`);
    if (asked && LOOPBACK.has(asked.hostname) && asked.port === listening.port) return asked.origin;
  }
  return own.listening;
}
