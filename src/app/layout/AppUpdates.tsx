import { useEffect } from 'react';
import { useToast } from '@/design-system/components/Toast';
import { toastTitle, useT } from '@/lib/i18n';
import { registerAppWorker } from '../shell/app-worker';

/**
 * Registers the service worker (after load and idle, so the first screen never waits for it; shell/app-worker.ts)
 * and, when a new version has installed while this one is open, offers "A new version of the shop is ready" with a
 * Reload action: the waiting worker takes over and the page reloads once (ADR 032).
 */
export function AppUpdates() {
  const t = useT();
  const { toast } = useToast();

  useEffect(() => {
    const registering = registerAppWorker();
    if (registering === null) return;
    const container = navigator.serviceWorker;
    let cancelled = false;
    let reloading = false;
    const onControllerChange = () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    };
    const offer = (waiting: ServiceWorker) => {
      if (cancelled) return;
      toast({
        tone: 'info',
        title: toastTitle('info', t),
        description: t('A new version of the shop is ready.'),
        duration: Infinity,
        action: {
          label: t('Reload'),
          altText: t('Reload the page to use the new version.'),
          onAction: () => {
            container.addEventListener('controllerchange', onControllerChange);
            waiting.postMessage({ type: 'SKIP_WAITING' });
          },
        },
      });
    };
    registering
      .then((registration) => {
        // An update found on an earlier visit that still waits.
        if (registration.waiting && container.controller) offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            // The first install has no controller to replace: nothing to offer.
            if (installing.state === 'installed' && container.controller) offer(installing);
          });
        });
      })
      .catch(() => undefined); // no worker (private mode, blocked): the shop works as before
    return () => {
      cancelled = true;
      container.removeEventListener('controllerchange', onControllerChange);
    };
  }, [t, toast]);

  return null;
}
