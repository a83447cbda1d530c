import { useRef, useState } from 'react';
import { Button } from '@/design-system/components/Button';
import { SafeHtml } from '@/design-system/components/SafeHtml';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { safeContentHref } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { localStore } from '@/lib/storage';
import * as styles from './GdprBanner.css';
import { useScrollClearance } from './use-scroll-clearance';

/**
 * The shop's GDPR notice (`gdpr_enable`, text from `gdpr`), until the shopper accepts it; the answer is this
 * browser's (localStorage), nothing about the person. Loaded at idle time: the first screen never waits for it.
 */
export function GdprBanner() {
  const t = useT();
  const { settings } = useStorefront();
  const [accepted, setAccepted] = useState(() => localStore.get('gdpr-consent') === true);
  const text = settings.gdpr?.trim();
  const shown = settings.gdpr_enable === 1 && !!text && !accepted;
  const ref = useRef<HTMLElement>(null);
  // While it is docked over the page, focus scrolls controls clear of it (SC 2.4.11).
  useScrollClearance(ref, 'end', shown);
  if (!shown) return null;

  const accept = () => {
    localStore.set('gdpr-consent', true);
    setAccepted(true);
  };
  return (
    <section ref={ref} className={styles.banner} aria-label={t('Privacy notice')}>
      <Stack gap="3">
        <SafeHtml html={text} safeHref={safeContentHref} />
        <Button size="sm" onClick={accept}>
          {t('Accept')}
        </Button>
      </Stack>
    </section>
  );
}
