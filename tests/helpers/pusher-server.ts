// A minimal hosted-Pusher server for tests (MSW's WebSocket link): it accepts connections and subscriptions and
// records, in order, what a shopper's live channel did — connected, subscribed to a channel, closed. A test can hold
// the subscriptions' answers back (the page not yet listening) and send events on the channels.
import { ws } from 'msw';
import { server } from '../../mocks/node';

const pusher = ws.link('wss://ws-*.pusher.com/app/:key');

export interface PusherTestServer {
  /** connected, `subscribed <channel>`, closed — in order. */
  log: string[];
  /** Answers the subscriptions held back so far, and every later one at once. */
  answerSubscriptions(): void;
  /** A `PusherNotification` event on a channel, to every connection. */
  push(channel: string, payload: object): void;
}

export function pusherServer({ holdSubscriptions = false } = {}): PusherTestServer {
  const log: string[] = [];
  const sends: Array<(frame: object) => void> = [];
  let held: Array<() => void> | null = holdSubscriptions ? [] : null;
  server.use(
    pusher.addEventListener('connection', ({ client }) => {
      log.push('connected');
      const send = (frame: object) => client.send(JSON.stringify(frame));
      sends.push(send);
      send({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: '1234.5678', activity_timeout: 120 }),
      });
      client.addEventListener('message', (message) => {
        const frame = JSON.parse(String(message.data)) as { event: string; data: { channel: string } };
        if (frame.event === 'pusher:ping') send({ event: 'pusher:pong', data: '{}' });
        if (frame.event !== 'pusher:subscribe') return;
        log.push(`subscribed ${frame.data.channel}`);
        const answer = () =>
          send({ event: 'pusher_internal:subscription_succeeded', channel: frame.data.channel, data: '{}' });
        if (held) held.push(answer);
        else answer();
      });
      client.addEventListener('close', () => log.push('closed'));
    }),
  );
  return {
    log,
    answerSubscriptions: () => {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    push: (channel, payload) => {
      for (const send of sends) send({ event: 'PusherNotification', channel, data: JSON.stringify(payload) });
    },
  };
}

/** The log of a server that answers every subscription at once. */
export const pusherServerLog = (): string[] => pusherServer().log;
