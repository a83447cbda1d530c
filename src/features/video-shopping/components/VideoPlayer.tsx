import { Box } from '@/design-system/components/Box';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { useT } from '@/lib/i18n';
import { safeHref } from '@/lib/navigation';

interface VideoPlayerProps {
  title: string;
  type: string | null | undefined;
  url: string | null | undefined;
  thumbnail: string | undefined;
}

/**
 * The shop's video: a file plays here; a hosted video (YouTube, Vimeo) opens on its site, as embedding another
 * site's player is not allowed by the storefront's content policy; without a video the thumbnail stands in.
 */
export function VideoPlayer({ title, type, url, thumbnail }: VideoPlayerProps) {
  const t = useT();
  // A `javascript:` or other non-web address neither plays nor links.
  const href = safeHref(url);
  const playable = href && (type === 'mp4' || /\.(mp4|webm)(\?|$)/i.test(href));
  return (
    <Box borderRadius="lg" overflow="hidden" background="surfaceSunken">
      {playable ? (
        <video
          controls
          preload="metadata"
          poster={thumbnail}
          src={href}
          aria-label={title}
          style={{ width: '100%' }}
        />
      ) : (
        <Stack gap="2">
          {thumbnail ? <LazyImage src={thumbnail} alt={title} width={16} height={9} priority /> : null}
          <Box paddingInline="4" paddingBlockEnd="4">
            {href ? (
              <Link href={href} external externalLabel={t('opens in a new tab')}>
                {t('Watch the video')}
              </Link>
            ) : (
              <Text tone="muted">{t('The video is not available right now.')}</Text>
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}
