/**
 * The demo shop's Pusher server in the browser (npm start, Storybook, the e2e build): MSW's `ws` intercepts
 * pusher-js's socket to the hosted cluster (`wss://ws-<cluster>.pusher.com/app/<key>`) and hands it to the hub.
 */
import { ws } from 'msw';
import { DEMO_PUSHER_KEY } from './keys';
import type { PusherHub } from './pusher-hub';

export const pusherLink = ws.link('wss://ws-*.pusher.com/app/:key');

export function pusherSocketHandler(hub: () => PusherHub) {
  return pusherLink.addEventListener('connection', ({ client, params }) => {
    if (params.key !== DEMO_PUSHER_KEY) {
      // As the hosted service answers an unknown key: an error, then a close the client does not retry.
      client.send(
        JSON.stringify({
          event: 'pusher:error',
          data: JSON.stringify({ code: 4001, message: 'App key not found' }),
        }),
      );
      client.close(4001, 'App key not found');
      return;
    }
    const connection = hub().connect({
      send: (text) => client.send(text),
      close: (code, reason) => client.close(code, reason),
    });
    client.addEventListener('message', (event) => void connection.receive(String(event.data)));
    client.addEventListener('close', () => connection.closed());
  });
}
