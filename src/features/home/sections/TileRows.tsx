import type { z } from 'zod';
import type { HomeBrandSection, HomeCampaignSection, HomeCategorySection } from '@/api-generated/model';
import { BrandTile } from '@/design-system/components/BrandTile';
import { CategoryTile } from '@/design-system/components/CategoryTile';
import { Grid } from '@/design-system/components/Grid';
import { Link } from '@/design-system/components/Link';
import { Stack } from '@/design-system/components/Stack';
import { Text } from '@/design-system/components/Text';
import { Link as RouterLink } from 'react-router';
import { paths, renderRouterLink } from '@/lib/navigation';
import { LinkedImage } from '../components/LinkedImage';

export function CategoryRow({ categories }: { categories: z.output<typeof HomeCategorySection> }) {
  return (
    <Grid columns={{ mobile: 3, tablet: 4, desktop: 6 }} gap="4">
      {categories.map((category) => (
        <CategoryTile
          key={category.id}
          name={category.title}
          href={paths.category.href({ slug: category.slug })}
          renderLink={renderRouterLink}
          imageSrc={category.popular_image ?? category.top_image ?? ''}
        />
      ))}
    </Grid>
  );
}

export function BrandRow({ brands }: { brands: z.output<typeof HomeBrandSection> }) {
  return (
    <Grid columns={{ mobile: 3, tablet: 4, desktop: 6 }} gap="4">
      {brands.map((brand) => (
        <BrandTile
          key={brand.id}
          name={brand.title}
          href={paths.brand.href({ slug: brand.slug })}
          renderLink={renderRouterLink}
          logoSrc={brand.image_130x93}
          logoWidth={130}
          logoHeight={93}
        />
      ))}
    </Grid>
  );
}

/** Campaign pictures with their titles; each leads to the campaign's products. */
export function CampaignRow({ campaigns }: { campaigns: z.output<typeof HomeCampaignSection> }) {
  return (
    <Grid columns={{ mobile: 2, tablet: 3, desktop: 4 }} gap="4">
      {campaigns.map((campaign) => {
        const href = paths.campaign.href({ slug: campaign.slug });
        return (
          <Stack key={campaign.id} gap="2">
            <LinkedImage
              src={campaign.image_374x374}
              alt=""
              width={374}
              height={374}
              link={href}
              repeatsTextLink
            />
            <Text weight="semibold">
              <Link asChild tone="neutral" underline="hover">
                <RouterLink to={href}>{campaign.title}</RouterLink>
              </Link>
            </Text>
            {campaign.short_description ? (
              <Text size="sm" tone="muted" truncate={2} dir="auto">
                {campaign.short_description}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Grid>
  );
}
