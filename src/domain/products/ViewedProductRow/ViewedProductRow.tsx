import type { ReactNode } from 'react';
import { Box } from '@/design-system/components/Box';
import { LazyImage } from '@/design-system/components/LazyImage';
import { Skeleton } from '@/design-system/components/Skeleton';
import { Text } from '@/design-system/components/Text';
import { paths, renderRouterLink } from '@/lib/navigation';
import * as styles from './ViewedProductRow.css';

/** What a recently viewed product answer carries (backend-api §2.1: `{id, slug, product_name, image_72x72}`). */
export interface ViewedProductRowItem {
  id: number;
  slug: string;
  product_name: string;
  image_72x72: string;
}

/** The picture's size, as the backend cuts it (4.5rem at 16 px to the rem, as LazyImage sizes a thumbnail). */
const PICTURE = 72;
const PICTURE_REM = `${PICTURE / 16}rem`;

/** How many tiles a skeleton shows: more than fit a wide screen, so it fills the row at every width. */
const SKELETON_TILES = 10;

interface ViewedProductRowProps {
  products: readonly ViewedProductRowItem[];
  /** The id of the heading that names the row. */
  labelledBy: string;
}

/** One line of tiles that scrolls sideways inside itself (the page never does); room kept for the focus ring. */
function Row({
  children,
  ...rest
}: {
  children: ReactNode;
  'aria-labelledby'?: string;
  'aria-hidden'?: true;
}) {
  return (
    <Box role="list" display="flex" gap="4" overflow="auto" padding="1" {...rest}>
      {children}
    </Box>
  );
}

/** Recently viewed products: one line of small picture-and-name links, scrolling sideways when there are many. */
export function ViewedProductRow({ products, labelledBy }: ViewedProductRowProps) {
  return (
    <Row aria-labelledby={labelledBy}>
      {products.map((product) => (
        <div key={product.id} role="listitem" className={styles.item}>
          {renderRouterLink({
            href: paths.product.href({ slug: product.slug }),
            className: styles.tile,
            children: (
              <>
                {/* The name is the link's text; the picture adds nothing to it. */}
                <LazyImage
                  src={product.image_72x72}
                  alt=""
                  width={PICTURE}
                  height={PICTURE}
                  thumbnail
                  radius="md"
                />
                <Text as="span" size="sm" align="center" lineHeight="normal" truncate={2}>
                  {product.product_name}
                </Text>
              </>
            ),
          })}
        </div>
      ))}
    </Row>
  );
}

/** The row as it will look, while its first answer is on its way: the same height, so nothing moves after. */
export function ViewedProductRowSkeleton() {
  return (
    <Row aria-hidden>
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        <div key={index} className={styles.item}>
          <span className={styles.tile}>
            <Skeleton width={PICTURE_REM} height={PICTURE_REM} />
            <Skeleton shape="text" width="100%" lines={2} />
          </span>
        </div>
      ))}
    </Row>
  );
}
