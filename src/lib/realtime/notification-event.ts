// The backend's live notification (spec §7, backend-api §1.7): public channel `notification-send-4` (the backend
// hard-codes user 4; kept as the default because the spec says so), event `PusherNotification`,
// payload `{ message, message_type }`.
import * as z from 'zod';

export const NOTIFICATION_CHANNEL = 'notification-send-4';
export const NOTIFICATION_EVENT = 'PusherNotification';

export type NotificationTone = 'success' | 'error' | 'warning' | 'info';

export interface RealtimeNotification {
  /** The backend's id when it sends one (used to drop duplicates). */
  id?: string;
  message: string;
  tone: NotificationTone;
}

const Payload = z.object({
  id: z.union([z.string(), z.number()]).optional().nullable(),
  message: z.string().trim().min(1),
  message_type: z.string().optional().nullable(),
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
  const { id, message, message_type } = result.data;
  return {
    ok: true,
    notification: {
      ...(id === undefined || id === null ? {} : { id: String(id) }),
      message,
      tone: normaliseTone(message_type),
    },
  };
};
