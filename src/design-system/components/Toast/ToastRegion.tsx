import { Toast as RadixToast } from 'radix-ui';
import { useDirection } from '../../theme/direction';
import { Icon } from '../Icon/Icon';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import type { ToastRegionProps } from './Toast';
import * as styles from './Toast.css';

const iconByTone = { success: 'success', error: 'error', warning: 'warning', info: 'info' } as const;

/** The Radix part of the toasts: live regions, swipe, pause on hover and focus, the F8 landmark. */
export default function ToastRegion({
  toasts,
  close,
  closeLabel,
  label,
  viewportLabel,
  duration,
}: ToastRegionProps) {
  const dir = useDirection();
  return (
    <RadixToast.Provider label={label} duration={duration} swipeDirection={dir === 'rtl' ? 'left' : 'right'}>
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => (open ? undefined : close(t.id))}
          duration={t.duration}
          type={t.tone === 'error' || t.tone === 'warning' ? 'foreground' : 'background'}
          className={styles.toast({ tone: t.tone })}
          data-tone={t.tone}
        >
          <span className={styles.icon({ tone: t.tone })}>
            <Icon name={iconByTone[t.tone]} size="md" />
          </span>
          <div className={styles.text}>
            <RadixToast.Title className={styles.title}>{t.title}</RadixToast.Title>
            {t.description ? (
              <RadixToast.Description className={styles.description}>{t.description}</RadixToast.Description>
            ) : null}
          </div>
          {t.action ? (
            <RadixToast.Action asChild altText={t.action.altText}>
              <Button size="sm" onClick={t.action.onAction}>
                {t.action.label}
              </Button>
            </RadixToast.Action>
          ) : null}
          <RadixToast.Close asChild>
            <IconButton icon="close" label={closeLabel} size="sm" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} label={viewportLabel} dir={dir} />
    </RadixToast.Provider>
  );
}
