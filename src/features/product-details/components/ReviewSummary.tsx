import type { ReviewPercentages } from '@/api-generated/model';
import { Box } from '@/design-system/components/Box';
import { Inline } from '@/design-system/components/Inline';
import { Rating } from '@/design-system/components/Rating';
import { RatingBreakdown } from '@/design-system/components/RatingBreakdown';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { usePlural, useT } from '@/lib/i18n';
import { starRows } from '../reviews';

/** The average, the number of reviews and how they spread over 5★…1★. */
export function ReviewSummary({
  average,
  total,
  percentages,
}: {
  average: number;
  total: number;
  percentages: ReviewPercentages;
}) {
  const t = useT();
  const plural = usePlural();
  const rows = starRows(percentages, total).map((row) => ({
    stars: row.stars,
    percent: row.percent,
    count: String(row.count),
    label:
      row.stars === 1
        ? t('1 star: {reviews} ({percent}%)', {
            reviews: plural('reviews', row.count),
            percent: Math.round(row.percent),
          })
        : t('{stars} stars: {reviews} ({percent}%)', {
            stars: row.stars,
            reviews: plural('reviews', row.count),
            percent: Math.round(row.percent),
          }),
  }));
  return (
    <Stack gap="4">
      <Inline gap="3" alignY="center">
        <Text size="3xl" weight="bold">
          {average.toFixed(1)}
        </Text>
        <Stack gap="1">
          <Rating value={average} label={t('{rating} out of 5', { rating: average.toFixed(1) })} />
          <Text size="sm" tone="muted">
            {total === 1 ? t('1 review') : t('{count} reviews', { count: total })}
          </Text>
        </Stack>
      </Inline>
      <Box>
        <RatingBreakdown label={t('Rating distribution')} rows={rows} />
      </Box>
    </Stack>
  );
}
