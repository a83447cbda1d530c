export {
  noteServerDate,
  parseServerTime,
  resetServerClock,
  serverNow,
  serverOffsetMs,
  useServerOffset,
} from './server-clock';
