// The backend's live notification (spec §7, backend-api §1.7): event `PusherNotification`, payload
// `{ message, message_type }`, broadcast by the server on `notification-send-{userId}`. The old SPA listened on the
// hard-coded `notification-send-4` (every browser got user 4's messages); we listen on the signed-in user's own
// channel, which is `notification-send-4` exactly when the user is 4 (docs/adr/021).
import { storefrontPath } from '../navigation/safe-href.ts';
import * as z from 'zod/mini';

/** The spec's literal channel: user 4's. Kept only as the documented example of `notificationChannelFor`. */
export const NOTIFICATION_CHANNEL = 'notification-send-4';

/** The channel the backend broadcasts a user's notifications on. */
export const notificationChannelFor = (userId: number): string => `notification-send-${userId}`;
export const NOTIFICATION_EVENT = 'PusherNotification';

export type NotificationTone = 'success' | 'error' | 'warning' | 'info';

export interface RealtimeNotification {
  /** The backend's id when it sends one (used to drop duplicates; the same id as the notifications endpoint). */
  id?: string;
  message: string;
  tone: NotificationTone;
  /** Extras a personal (private-channel) event may carry: the longer text, the link and when it happened. */
  details?: string;
  url?: string;
  /** Epoch milliseconds. */
  createdAt?: number;
}

/** The user's private channel (contract: `/broadcasting/auth` signs only the session user's own). */
export const privateNotificationChannelFor = (userId: number): string =>
  `private-notification-send-${userId}`;

// Extras are read tolerantly (a wrong type drops the extra, not the event); message is required.
const optionalText = z.catch(
  z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(2000))),
  undefined,
);
const Payload = z.object({
  id: z.nullable(z.optional(z.union([z.string().check(z.minLength(1)), z.number()]))),
  message: z.string().check(z.trim(), z.minLength(1)),
  message_type: z.nullable(z.optional(z.string())),
  details: optionalText,
  url: z.catch(z.optional(z.string()), undefined),
  created_at: z.catch(z.optional(z.string()), undefined),
});

/** success, error and warning as sent; anything else (or nothing) is info. */
export const normaliseTone = (type: string | null | undefined): NotificationTone => {
  const value = type?.trim().toLowerCase();
  return value === 'success' || value === 'error' || value === 'warning' ? value : 'info';
};

export type ParsedNotification =
  { ok: true; notification: RealtimeNotification } | { ok: false; problems: string[] };

/** pusher-js hands over parsed JSON when it can, the raw string otherwise. */
export const parseNotification = (data: unknown): ParsedNotification => {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { ok: false, problems: ['(root): not JSON'] };
    }
  }
  const result = Payload.safeParse(value);
  if (!result.success) {
    return {
      ok: false,
      problems: result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.code}`),
    };
  }
  const { id, message, message_type, details, url, created_at } = result.data;
  const createdAt = created_at === undefined ? NaN : Date.parse(created_at);
  return {
    ok: true,
    notification: {
      ...(id === undefined || id === null ? {} : { id: String(id) }),
      message,
      tone: normaliseTone(message_type),
      ...(details ? { details } : {}),
      // A link only to a storefront route of this site (lib/navigation): never `/\evil.example` or `/logout`.
      ...(storefrontPath(url) ? { url: storefrontPath(url) } : {}),
      ...(Number.isFinite(createdAt) ? { createdAt } : {}),
    },
  };
};
