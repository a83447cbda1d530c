// Browser notifications (spec §8): only when the shopper opted in (a switch in the bell) and the tab is hidden —
// a visible tab has the toast already. The choice is kept per browser; without the Notification API the spec's
// message "Web Notification is not supported" is shown instead.
import { browserNotificationsSupported } from '@/lib/realtime';

const OPT_IN_KEY = 'marketfront-browser-notifications';

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

export const browserAlertsWanted = (): boolean => storage()?.getItem(OPT_IN_KEY) === 'on';

export const setBrowserAlertsWanted = (on: boolean): void => {
  try {
    if (on) storage()?.setItem(OPT_IN_KEY, 'on');
    else storage()?.removeItem(OPT_IN_KEY);
  } catch {
    // private mode: the choice lasts for this page only
  }
};

export type OptInResult = 'on' | 'off' | 'unsupported' | 'blocked';

/** Asks the browser for permission when needed; returns what the switch should now say and why. */
export async function optInToBrowserAlerts(on: boolean): Promise<OptInResult> {
  if (!on) {
    setBrowserAlertsWanted(false);
    return 'off';
  }
  if (!browserNotificationsSupported()) return 'unsupported';
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
  if (permission !== 'granted') return 'blocked';
  setBrowserAlertsWanted(true);
  return 'on';
}

/** Shows a system notification for a live event when wanted, allowed and the tab is hidden. */
export function showBrowserAlert(
  title: string,
  body: string,
  tag: string,
  doc: Pick<Document, 'visibilityState'> = document,
): boolean {
  if (!browserAlertsWanted() || doc.visibilityState !== 'hidden') return false;
  if (!browserNotificationsSupported() || Notification.permission !== 'granted') return false;
  try {
    new Notification(title, { body, tag });
    return true;
  } catch {
    return false; // e.g. Android Chrome allows them only from a service worker
  }
}
