import { Countdown, type CountdownSize } from '@/design-system/components/Countdown';
import { useT } from '@/lib/i18n';
import { useDealTimeBase } from '../frozen-deal-clock';

interface DealCountdownProps {
  /** Epoch ms on the server's clock. */
  endsAt: number;
  /** Before the deal runs, it counts down to its start instead. */
  startsAt?: number | null;
  /** The server's "now" from the screen's deal clock. */
  serverNow: number;
  size?: CountdownSize;
}

/** Time left in a deal, on the server's clock; "Starts in" before it runs and "Ended" once it is over. */
export function DealCountdown({ endsAt, startsAt, serverNow, size = 'md' }: DealCountdownProps) {
  const t = useT();
  const { frozenAt, offset } = useDealTimeBase();
  const upcoming = startsAt !== null && startsAt !== undefined && startsAt > serverNow;
  return (
    <Countdown
      key={upcoming ? 'start' : 'end'}
      target={upcoming ? startsAt : endsAt}
      serverOffsetMs={offset}
      now={frozenAt}
      size={size}
      label={upcoming ? t('Starts in') : t('Ends in')}
      labels={{
        days: t('Days'),
        hours: t('Hours'),
        minutes: t('Minutes'),
        seconds: t('Seconds'),
        ended: upcoming ? t('Starting now') : t('This deal has ended'),
      }}
    />
  );
}
