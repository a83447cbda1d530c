/** The `<script type="application/json">` a server-rendered page carries its state in (read by src/app/shell/hydration.ts, written by the server renderer). */
export const SERVER_STATE_ID = 'mf-server-state';
