import { Link as RouterLink, useLocation } from 'react-router';
import { Badge } from '@/design-system/components/Badge';
import { Box } from '@/design-system/components/Box';
import { Button } from '@/design-system/components/Button';
import { Inline } from '@/design-system/components/Inline';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/navigation';
import { useFollowsShop, useToggleFollow, type FollowTarget } from '@/domain/shops';
import { useStorefront } from '@/lib/session';

/** Follow or unfollow for a signed-in shopper; a guest is invited to sign in and comes back here. */
export function FollowButton({ target, shopName }: { target: FollowTarget; shopName: string }) {
  const t = useT();
  const location = useLocation();
  const { isSignedIn } = useStorefront();
  const following = useFollowsShop(target.shopId);
  const toggle = useToggleFollow();

  if (!isSignedIn) {
    const here = `${location.pathname}${location.search}`;
    return (
      <Button asChild variant="outline" tone="neutral" iconStart="user">
        <RouterLink to={paths.login.href(undefined, { redirect: here })}>{t('Sign in to follow')}</RouterLink>
      </Button>
    );
  }
  return (
    <Inline gap="3">
      <Box role="status">
        {following ? (
          <Badge tone="positive" variant="subtle" icon="check">
            {t('You follow {shop}', { shop: shopName })}
          </Badge>
        ) : null}
      </Box>
      <Button
        variant={following ? 'outline' : 'solid'}
        tone={following ? 'neutral' : 'accent'}
        iconStart={following ? undefined : 'plus'}
        loading={toggle.isPending}
        onClick={() => toggle.mutate({ target, following })}
      >
        {following ? t('Unfollow') : t('Follow')}
      </Button>
    </Inline>
  );
}
