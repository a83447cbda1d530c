import { Box } from '@/design-system/components/Box';
import { BrandTile } from '@/design-system/components/BrandTile';
import { Grid } from '@/design-system/components/Grid';
import { useT } from '@/lib/i18n';
import { paths, renderRouterLink } from '@/lib/navigation';

/** What a brand tile shows: the fields every brand answer carries (all brands, a campaign's brands). */
export interface BrandGridItem {
  id: number;
  title: string;
  slug: string;
  image_130x93: string;
}

/** The columns of every grid of brand or category tiles. */
export const TILE_COLUMNS = { mobile: 2, tablet: 4, desktop: 6 } as const;

/** Brands as a list of logo tiles, each leading to the brand's products. */
export function BrandGrid({ brands }: { brands: readonly BrandGridItem[] }) {
  const t = useT();
  return (
    <Grid role="list" columns={TILE_COLUMNS} gap="4" aria-label={t('Brands')}>
      {brands.map((brand) => (
        <Box role="listitem" key={brand.id}>
          <BrandTile
            name={brand.title}
            href={paths.brand.href({ slug: brand.slug })}
            renderLink={renderRouterLink}
            logoSrc={brand.image_130x93}
            logoWidth={130}
            logoHeight={93}
            showName
          />
        </Box>
      ))}
    </Grid>
  );
}
