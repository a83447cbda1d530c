import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, NavLink, useLocation } from 'react-router';
import { Avatar } from '@/design-system/components/Avatar';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { DropdownMenu } from '@/design-system/components/DropdownMenu';
import { Heading } from '@/design-system/components/Heading';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { Link } from '@/design-system/components/Link';
import { useT } from '@/lib/i18n';
import { useModules } from '@/lib/modules';
import { paths, renderRouterLink } from '@/lib/navigation';
import { useStorefront } from '@/lib/session';
import { accountCheckQueryOptions } from '@/domain/session';
import { accountPages } from './account-pages';
import { columns, frame } from './AccountLayout.css';

export interface AccountLayoutProps {
  /** The page's heading (already translated). */
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The account area's one layout: guests are sent to sign in and brought back; a signed-in shopper gets the
 * account navigation (a list beside the page on a desktop, one menu above it on a phone) and the page. The
 * navigation lists what the owner switched on, and digital orders once check-auth says there are some.
 */
export function AccountLayout({ title, actions, children }: AccountLayoutProps) {
  const t = useT();
  const location = useLocation();
  const { user } = useStorefront();
  const modules = useModules();
  const account = useQuery({ ...accountCheckQueryOptions(), enabled: user !== null });
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login.href(undefined, { redirect })} replace />;
  }
  const pages = accountPages({ modules, downloads: account.data?.download_urls === true });
  const current = pages.find((page) => page.href === location.pathname);

  return (
    <AccountFrame>
      <div className={columns}>
        <Box as="aside" minWidth={0}>
          <Stack gap="4">
            <Box display="flex" alignItems="center" gap="3" minWidth={0}>
              <Avatar
                name={user.full_name}
                src={user.user_profile_image ?? user.profile_image}
                size="md"
                decorative
              />
              <Box minWidth={0}>
                <Text weight="semibold" truncate>
                  {user.full_name}
                </Text>
                {user.email ? (
                  <Text size="sm" tone="muted" truncate>
                    {user.email}
                  </Text>
                ) : null}
              </Box>
            </Box>
            <Box display={{ mobile: 'block', desktop: 'none' }}>
              <DropdownMenu
                label={t('My Account')}
                renderLink={renderRouterLink}
                items={pages.map((page) => ({ type: 'link', label: t(page.label), href: page.href }))}
                trigger={
                  <Button variant="outline" tone="neutral" iconEnd="chevron-down" fullWidth>
                    {`${t('My Account')}: ${current ? t(current.label) : title}`}
                  </Button>
                }
              />
            </Box>
            <Box as="nav" aria-label={t('My Account')} display={{ mobile: 'none', desktop: 'block' }}>
              <Stack role="list" gap="1">
                {pages.map((page) => (
                  <Box role="listitem" key={page.href}>
                    <Link asChild underline="hover" tone={page === current ? 'accent' : 'neutral'}>
                      <NavLink
                        // link-source: accountPages() builds every href with paths.<route>.href()
                        to={page.href}
                        end
                      >
                        {t(page.label)}
                      </NavLink>
                    </Link>
                  </Box>
                ))}
              </Stack>
            </Box>
          </Stack>
        </Box>
        <Box as="section" minWidth={0} aria-labelledby="account-page-heading">
          <Stack gap="6">
            <Box display="flex" flexWrap="wrap" gap="3" alignItems="center" justifyContent="space-between">
              <Heading level={1} size="2xl" id="account-page-heading">
                {title}
              </Heading>
              {actions}
            </Box>
            {children}
          </Stack>
        </Box>
      </div>
    </AccountFrame>
  );
}

/** The account pages' frame, also around an account page's guest view (the alerts of someone not signed in). */
export function AccountFrame({ children }: { children: ReactNode }) {
  return <div className={frame}>{children}</div>;
}
