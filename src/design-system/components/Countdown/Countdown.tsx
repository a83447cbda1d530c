import { useContext, useEffect, useRef, useState, type Ref } from 'react';
import { remainingMs, splitDuration, type DurationParts } from './duration';
import { FirstRenderTime } from '../FirstRenderTime';
import * as styles from './Countdown.css';

export const COUNTDOWN_SIZES = ['sm', 'md', 'lg'] as const;
export type CountdownSize = (typeof COUNTDOWN_SIZES)[number];

export type CountdownLabels = {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  /** Shown instead of the numbers once the target has passed ("Sale ended"). */
  ended: string;
};

export type CountdownProps = {
  /** When it ends, on the server's clock. */
  target: Date | number;
  /** Server time minus client time, so every shopper sees the same end whatever their clock says. */
  serverOffsetMs?: number;
  labels: CountdownLabels;
  /** Text before the numbers and the timer's accessible name, e.g. "Ends in". */
  label?: string;
  /** Freeze the clock at this client time (stories, screenshots, tests). No timer runs. */
  now?: Date | number;
  /** Called once when the countdown reaches zero while mounted. */
  onEnd?: () => void;
  size?: CountdownSize;
  ref?: Ref<HTMLDivElement>;
};

const TICK_MS = 1000;
const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const satisfies ReadonlyArray<keyof DurationParts>;
const pad = (n: number) => String(n).padStart(2, '0');

/** Days, hours, minutes and seconds until a flash sale or daily deal ends; ticks every second. */
export function Countdown({
  target,
  serverOffsetMs = 0,
  labels,
  label,
  now,
  onEnd,
  size = 'md',
  ref,
}: CountdownProps) {
  const frozenAt = now === undefined ? undefined : typeof now === 'number' ? now : now.getTime();
  const renderedAt = useContext(FirstRenderTime);
  // A server-rendered page: the first render counts from the server's render time (the offset cancels out), so the
  // hydrating browser writes what the server wrote; the effect below moves to the browser's clock.
  const [clientNow, setClientNow] = useState(
    () => frozenAt ?? (renderedAt === undefined ? Date.now() : renderedAt - serverOffsetMs),
  );
  const current = frozenAt ?? clientNow;
  const left = remainingMs(target, current, serverOffsetMs);
  const ended = left <= 0;

  useEffect(() => {
    if (frozenAt !== undefined || ended) return;
    setClientNow(Date.now());
    const timer = setInterval(() => setClientNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [frozenAt, ended]);

  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  const wasRunning = useRef(!ended);
  useEffect(() => {
    if (ended && wasRunning.current) onEndRef.current?.();
    wasRunning.current = !ended;
  }, [ended]);

  const parts = splitDuration(left);
  return (
    <div
      ref={ref}
      role="timer"
      aria-label={label}
      className={styles.root({ size })}
      data-state={ended ? 'ended' : 'running'}
    >
      {label && !ended ? (
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
      ) : null}
      {ended ? (
        <span className={styles.ended}>{labels.ended}</span>
      ) : (
        <span className={styles.segments}>
          {UNITS.filter((unit) => unit !== 'days' || parts.days > 0).map((unit) => (
            <span key={unit} className={styles.segment}>
              <span className={styles.value} dir="ltr">
                {pad(parts[unit])}
              </span>
              <span className={styles.unit}>{labels[unit]}</span>
            </span>
          ))}
        </span>
      )}
    </div>
  );
}
