import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { ContactValue } from '@/ui/ContactValue';
import { useStorefront } from '@/lib/session';
import { useT } from '@/lib/i18n';
import { safeHref, type MenuLinkEntry } from '@/lib/navigation';
import { SubscribeForm } from '@/features/newsletter/SubscribeForm';
import { useDemoShop } from '../providers/demo-shop';
import { MenuEntryLink } from './MenuEntryLink';
import { useFooterMenus } from './shop-menus';
import { WebFontAfterFirstScreen } from './WebFontAfterFirstScreen';
import * as styles from './page-frame.css';

const socialKeys = [
  ['facebook_link', 'Facebook'],
  ['twitter_link', 'Twitter'],
  ['linkedin_link', 'LinkedIn'],
  ['instagram_link', 'Instagram'],
  ['youtube_link', 'YouTube'],
] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** One group of the owner's footer links (children indented under their parent), headed. */
function FooterLinkGroup({ heading, entries }: { heading: string; entries: readonly MenuLinkEntry[] }) {
  return (
    <nav aria-label={heading}>
      <Stack gap="2">
        <Heading level={2} size="md">
          {heading}
        </Heading>
        <ul className={styles.footerLinks}>
          {entries.map((entry, index) => (
            <li key={index}>
              {entry.target ? (
                <Link asChild tone="neutral" underline="hover">
                  <MenuEntryLink destination={entry.target}>{entry.label}</MenuEntryLink>
                </Link>
              ) : (
                <Text as="span" weight="medium">
                  {entry.label}
                </Text>
              )}
              {entry.children.length > 0 ? (
                <ul className={styles.footerChildren}>
                  {entry.children.map((child, childIndex) =>
                    child.target ? (
                      <li key={childIndex}>
                        <Link asChild tone="neutral" underline="hover">
                          <MenuEntryLink destination={child.target}>{child.label}</MenuEntryLink>
                        </Link>
                      </li>
                    ) : null,
                  )}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </Stack>
    </nav>
  );
}

/**
 * What the owner set for the footer, each part only when set: the shop's name and about text, its contact details,
 * social and app-store links; the owner's footer menu (with Contact and Track Order) and useful links; the
 * newsletter; the copyright line; and, on the demo shop, its scenario and reset buttons.
 */
export function Footer() {
  const { settings } = useStorefront();
  const t = useT();
  const demoShop = useDemoShop();
  const { quickLinks, usefulLinks } = useFooterMenus();
  // Admin-set addresses: one that is not a web address (`javascript:` …) is left out.
  const socials =
    settings.show_social_links === 0
      ? []
      : socialKeys.flatMap(([key, label]) => {
          const href = safeHref(settings[key]);
          return href ? [{ key, label, href }] : [];
        });
  const apps = [
    { key: 'play', label: t('Get it on Google Play'), href: safeHref(settings.play_store_link) },
    { key: 'apple', label: t('Download on the App Store'), href: safeHref(settings.apple_store_link) },
  ].filter((app) => app.href !== undefined);
  const about = text(settings.about_description);
  const address = text(settings.footer_contact_address);
  const phone = text(settings.footer_contact_phone);
  const email = text(settings.footer_contact_email);
  const copyright = text(settings.copyright);

  return (
    <footer className={styles.footer}>
      {/* The footer comes once the first screen is up: the page's web font loads after it. */}
      <WebFontAfterFirstScreen />
      <Container>
        <Grid columns={{ mobile: 1, tablet: 2, desktop: 4 }} gap="8">
          <Stack gap="3">
            <Heading level={2} size="md">
              {settings.system_name}
            </Heading>
            {about ? <Text tone="muted">{about}</Text> : null}
            {address || phone || email ? (
              <address className={styles.footerContact}>
                <Stack gap="1">
                  {address ? <Text>{address}</Text> : null}
                  {phone ? <ContactLine value={phone} linkAs="phone" /> : null}
                  {email ? <ContactLine value={email} linkAs="email" /> : null}
                </Stack>
              </address>
            ) : null}
            {socials.length > 0 ? (
              <nav aria-label={t('Follow us')}>
                <ul className={styles.footerLinkRow}>
                  {socials.map(({ key, label, href }) => (
                    <li key={key}>
                      <Link href={href} external externalLabel={t('(opens in a new tab)')}>
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {apps.length > 0 ? (
              <nav aria-label={t('Get the app')}>
                <ul className={styles.footerLinkRow}>
                  {apps.map(({ key, label, href }) => (
                    <li key={key}>
                      <Link href={href} external externalLabel={t('(opens in a new tab)')}>
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </Stack>
          <FooterLinkGroup heading={t('Quick Links')} entries={quickLinks} />
          {usefulLinks.length > 0 ? (
            <FooterLinkGroup heading={t('Useful Links')} entries={usefulLinks} />
          ) : null}
          <Stack gap="3">
            <Heading level={2} size="md">
              {t('Newsletter')}
            </Heading>
            <SubscribeForm />
          </Stack>
        </Grid>
        <Box paddingBlockStart="6">
          <Inline align="between" alignY="center" gap="4">
            <Text size="sm" tone="muted">
              {copyright || `© ${settings.system_name}`}
            </Text>
            {demoShop?.scenario && demoShop.endScenario ? (
              <Inline gap="2" alignY="center">
                <Text size="sm" role="status">
                  {t('Demo scenario')}: {demoShop.scenario}
                </Text>
                <Button variant="outline" tone="neutral" size="sm" onClick={demoShop.endScenario}>
                  {t('End scenario')}
                </Button>
              </Inline>
            ) : null}
            {demoShop ? (
              <Button
                variant="outline"
                tone="neutral"
                size="sm"
                onClick={async () => {
                  await demoShop.reset();
                  window.location.reload();
                }}
              >
                {t('Reset demo shop')}
              </Button>
            ) : null}
          </Inline>
        </Box>
      </Container>
    </footer>
  );
}

/** A phone number or e-mail address, left to right in every language: a link when it can be dialled or written to. */
function ContactLine({ value, linkAs }: { value: string; linkAs: 'phone' | 'email' }) {
  return (
    <Text>
      <ContactValue value={value} linkAs={linkAs} tone="neutral" />
    </Text>
  );
}
