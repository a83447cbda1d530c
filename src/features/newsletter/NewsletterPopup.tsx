import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Checkbox } from '@/design-system/components/Checkbox';
import { Dialog } from '@/design-system/components/Dialog';
import { Inline } from '@/design-system/components/Inline';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { useT } from '@/lib/i18n';
import { paths, safeHref } from '@/lib/navigation';
import { localStore } from '@/lib/storage';
import { useStorefront, type Storefront } from '@/lib/session';

type Settings = Storefront['settings'];
import { SubscribeForm } from './SubscribeForm';

/** Spec §9: the pop-up opens this long after the page loads. */
export const NEWSLETTER_POPUP_DELAY_MS = 10_000;

const HIDDEN_KEY = 'newsletter-popup-hidden';

const socialLinks = [
  ['facebook_link', 'Facebook'],
  ['twitter_link', 'Twitter'],
  ['linkedin_link', 'LinkedIn'],
  ['instagram_link', 'Instagram'],
  ['youtube_link', 'YouTube'],
] as const satisfies ReadonlyArray<readonly [keyof Settings, string]>;

/** Whether the pop-up belongs on this page (spec §4: `home_page` → the home page only, `all_page` → any). */
const showsOn = (settings: Settings, onHome: boolean) =>
  settings.site_popup_status === 1 && (settings.popup_show_in === 'all_page' || onHome);

/**
 * The newsletter pop-up (spec §2, §4): opens once, 10 s after the app loads, when the shop has it on, the page
 * matches `popup_show_in` at that moment, and the shopper has not asked to stop seeing it.
 */
export interface NewsletterPopupProps {
  /** Stories only: open sooner than the spec's 10 s. */
  delayMs?: number;
}

export function NewsletterPopup({ delayMs = NEWSLETTER_POPUP_DELAY_MS }: NewsletterPopupProps) {
  const t = useT();
  const { settings } = useStorefront();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [hidden, setHidden] = useState(() => localStore.get(HIDDEN_KEY) === true);

  // Read when the timer fires: the page the shopper is on at that moment decides.
  const eligible = useRef(false);
  const showsHere = showsOn(settings, pathname === paths.home.href());
  useEffect(() => {
    eligible.current = showsHere;
  }, [showsHere]);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (eligible.current && localStore.get(HIDDEN_KEY) !== true) setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  const setDontShow = (checked: boolean) => {
    setHidden(checked);
    if (checked) localStore.set(HIDDEN_KEY, true);
    else localStore.remove(HIDDEN_KEY);
  };

  // Admin-set addresses: one that is not a web address (`javascript:` …) is left out.
  const socials = socialLinks.flatMap(([key, label]) => {
    const href = safeHref(settings[key]);
    return href ? [{ key, label, href }] : [];
  });

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="md"
      title={settings.popup_title || t('Subscribe to our newsletter')}
      description={settings.popup_description || t('Get our offers and news by e-mail.')}
      closeLabel={t('Close')}
    >
      <Stack gap="4">
        {settings.popup_image ? (
          <LazyImage src={settings.popup_image} alt="" width={480} height={240} radius="md" />
        ) : null}
        <SubscribeForm onSubscribed={() => setOpen(false)} />
        {socials.length > 0 ? (
          <Box as="nav" aria-label={t('Follow us')}>
            <Inline gap="3">
              {socials.map(({ key, label, href }) => (
                <Link key={key} href={href} external externalLabel={t('(opens in a new tab)')}>
                  {label}
                </Link>
              ))}
            </Inline>
          </Box>
        ) : null}
        <Checkbox
          label={t("Don't show this again")}
          checked={hidden}
          onCheckedChange={(checked) => setDontShow(checked === true)}
        />
      </Stack>
    </Dialog>
  );
}
