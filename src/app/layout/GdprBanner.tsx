import { useContext, useEffect, useRef, useState } from 'react';
import { Button } from '@/design-system/components/Button';
import { DeferredSafeHtml } from '@/design-system/components/DeferredSafeHtml';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { safeContentHref } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { localStore } from '@/lib/storage';
import { ServerRenderedPartsContext, ServerRequestContext } from '../server/server-request';
import * as styles from './GdprBanner.css';
import { consentIn, rememberConsent } from './gdpr-consent';
import { useScrollClearance } from './use-scroll-clearance';

/** This module, as the build's manifest names it: a server that renders the notice links its stylesheet. */
export const GDPR_NOTICE_PART = 'src/app/layout/GdprBanner.tsx';

/** A server-rendering build (docs/performance.md, "Server-rendered first screen"): the answer is a cookie too. */
const serverRenderBuild = () => import.meta.env.VITE_SERVER_RENDER === 'on';

/**
 * The shop's GDPR notice (`gdpr_enable`, text from `gdpr`), until the shopper accepts it; the answer is this
 * browser's (localStorage), nothing about the person. It comes with the layout's second wave (its own small chunk,
 * requested beside the route's): nothing waits for it, and it paints with the first screen, not after it.
 * In a server-rendering build the server also writes it into the page unless the
 * request carries the consent cookie, and the browser's hydrating render shows what the server wrote (the page's
 * state names it), so hydration matches. After that render the answer is read again: one given meanwhile on another
 * page of the shop (the cookie), or kept only in localStorage (given before the cookie existed, which is then set so
 * the next page comes without it), hides it.
 * A plain-text notice (the demo shop's) is drawn without the sanitiser, whose chunk would share the phone's network
 * with the first screen; one with markup shows its words until the sanitiser arrives (`DeferredSafeHtml`).
 */
export function GdprBanner() {
  const t = useT();
  const { settings } = useStorefront();
  const server = useContext(ServerRequestContext);
  const serverRendered = useContext(ServerRenderedPartsContext);
  const cookieToo = serverRenderBuild();
  const [accepted, setAccepted] = useState(() => {
    if (!cookieToo) return localStore.get('gdpr-consent') === true;
    // Hydrating: the server's answer, whatever the cookie says now.
    if (serverRendered) return !serverRendered.has(GDPR_NOTICE_PART);
    return consentIn(server?.cookie ?? document.cookie);
  });
  useEffect(() => {
    if (!cookieToo || accepted) return;
    const kept = localStore.get('gdpr-consent') === true;
    if (!kept && !consentIn(document.cookie)) return;
    if (kept) rememberConsent();
    setAccepted(true);
    // The first render's answer only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const text = settings.gdpr?.trim();
  const shown = settings.gdpr_enable === 1 && !!text && !accepted;
  const ref = useRef<HTMLElement>(null);
  // While it is docked over the page, focus scrolls controls clear of it (SC 2.4.11).
  useScrollClearance(ref, 'end', shown);
  if (!shown) return null;
  server?.parts.add(GDPR_NOTICE_PART);

  const accept = () => {
    localStore.set('gdpr-consent', true);
    if (cookieToo) rememberConsent();
    setAccepted(true);
  };
  return (
    <section ref={ref} className={styles.banner} aria-label={t('Privacy notice')}>
      <Stack gap="3">
        <DeferredSafeHtml html={text} safeHref={safeContentHref} />
        <Button size="sm" onClick={accept}>
          {t('Accept')}
        </Button>
      </Stack>
    </section>
  );
}
