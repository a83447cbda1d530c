// The real-time connection's socket id, sent as `X-Socket-ID` so the backend can leave this browser out of the
// broadcast its own request triggers (Laravel's `toOthers()`). Written by lib/realtime, read by the client.

let socketId: string | null = null;

export const setSocketId = (id: string | null | undefined): void => {
  socketId = id ? id : null;
};

export const getSocketId = (): string | null => socketId;
