import { Link as RouterLink } from 'react-router';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Container } from '@/design-system/components/Container';
import { Grid } from '@/design-system/components/Grid';
import { Heading } from '@/design-system/components/Heading';
import { Inline } from '@/design-system/components/Inline';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useStorefront } from '@/lib/session';
import { useT } from '@/lib/i18n';
import { paths, safeHref } from '@/lib/navigation';
import { SubscribeForm } from '@/features/newsletter/SubscribeForm';
import { useDemoShop } from '../providers/demo-shop';
import * as styles from './layout.css';

const socialKeys = [
  ['facebook_link', 'Facebook'],
  ['twitter_link', 'Twitter'],
  ['linkedin_link', 'LinkedIn'],
  ['instagram_link', 'Instagram'],
  ['youtube_link', 'YouTube'],
] as const;

/** Pages, newsletter, social links (only those set in settings) and, on the demo shop, its reset button. */
export function Footer() {
  const { start, settings } = useStorefront();
  const t = useT();
  const demoShop = useDemoShop();
  // Admin-set addresses: one that is not a web address (`javascript:` …) is left out.
  const socials = socialKeys.flatMap(([key, label]) => {
    const href = safeHref(settings[key]);
    return href ? [{ key, label, href }] : [];
  });

  return (
    <footer className={styles.footer}>
      <Container>
        <Grid columns={{ mobile: 1, tablet: 3 }} gap="8">
          <Stack gap="3">
            <Heading level={2} size="md">
              {settings.system_name}
            </Heading>
            {settings.about_description ? <Text tone="muted">{settings.about_description}</Text> : null}
            {socials.length > 0 ? (
              <nav aria-label={t('Follow us')}>
                <Inline gap="3">
                  {socials.map(({ key, label, href }) => (
                    <Link key={key} href={href} external>
                      {label}
                    </Link>
                  ))}
                </Inline>
              </nav>
            ) : null}
          </Stack>
          <nav aria-label={t('Pages')}>
            <Stack gap="2">
              <Heading level={2} size="md">
                {t('Information')}
              </Heading>
              {start.pages.map((page) => (
                <Link key={page.id} asChild>
                  <RouterLink to={paths.staticPage.href({ slug: page.link })}>{page.title}</RouterLink>
                </Link>
              ))}
              <Link asChild>
                <RouterLink to={paths.contact.href()}>{t('Contact')}</RouterLink>
              </Link>
              <Link asChild>
                <RouterLink to={paths.trackOrder.href()}>{t('Track Order')}</RouterLink>
              </Link>
            </Stack>
          </nav>
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
              {settings.copyright || `© ${settings.system_name}`}
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
