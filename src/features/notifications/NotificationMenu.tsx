import type { ReactElement } from 'react';
import { Popover } from '@/design-system/components/Popover';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import WatchNoticeList from '@/domain/watches/WatchNoticeList.lazy';
import { NotificationPanel } from './NotificationPanel';

export interface NotificationMenuProps {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Null: a guest, whose bell holds only their watched products' notices. */
  userId: number | null;
}

/** The bell's popover (its own chunk). */
export default function NotificationMenu({ trigger, open, onOpenChange, userId }: NotificationMenuProps) {
  const t = useT();
  return (
    <Popover
      trigger={trigger}
      label={t('Notifications')}
      closeLabel={t('Close')}
      open={open}
      onOpenChange={onOpenChange}
      align="end"
      width="md"
    >
      <Stack gap="4">
        <WatchNoticeList onNavigate={() => onOpenChange(false)} />
        {userId === null ? null : (
          <NotificationPanel userId={userId} onNavigate={() => onOpenChange(false)} />
        )}
      </Stack>
    </Popover>
  );
}
