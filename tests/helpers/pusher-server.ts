// A minimal hosted-Pusher server for tests (MSW's WebSocket link): it accepts connections and subscriptions and
// records, in order, what a shopper's live channel did — connected, subscribed to a channel, closed.
import { ws } from 'msw';
import { server } from '../../mocks/node';

const pusher = ws.link('wss://ws-*.pusher.com/app/:key');

export function pusherServerLog(): string[] {
  const log: string[] = [];
  server.use(
    pusher.addEventListener('connection', ({ client }) => {
      log.push('connected');
      const send = (frame: object) => client.send(JSON.stringify(frame));
      send({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: '1234.5678', activity_timeout: 120 }),
      });
      client.addEventListener('message', (message) => {
        const frame = JSON.parse(String(message.data)) as { event: string; data: { channel: string } };
        if (frame.event === 'pusher:ping') send({ event: 'pusher:pong', data: '{}' });
        if (frame.event !== 'pusher:subscribe') return;
        log.push(`subscribed ${frame.data.channel}`);
        send({ event: 'pusher_internal:subscription_succeeded', channel: frame.data.channel, data: '{}' });
      });
      client.addEventListener('close', () => log.push('closed'));
    }),
  );
  return log;
}
