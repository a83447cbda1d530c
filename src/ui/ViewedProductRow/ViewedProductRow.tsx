import { LazyImage } from '@/design-system/components/LazyImage';
import { Skeleton } from '@/design-system/components/Skeleton';
import { paths, renderRouterLink } from '@/lib/navigation';
import * as styles from './ViewedProductRow.css';

/** What a recently viewed product answer carries (backend-api §2.1: `{id, slug, product_name, image_72x72}`). */
export interface ViewedProductRowItem {
  id: number;
  slug: string;
  product_name: string;
  image_72x72: string;
}

/** The picture's size, as the backend cuts it. */
const PICTURE = 72;
/** The same size for a skeleton, in rem as LazyImage sizes a thumbnail (16 px to the rem). */
const PICTURE_REM = `${PICTURE / 16}rem`;

/** How many tiles a skeleton shows: more than a phone's width, so it fills the row at every width. */
const SKELETON_TILES = 8;

interface ViewedProductRowProps {
  products: readonly ViewedProductRowItem[];
  /** The id of the heading that names the row. */
  labelledBy: string;
}

/** Recently viewed products: one line of small picture-and-name links, scrolling sideways when there are many. */
export function ViewedProductRow({ products, labelledBy }: ViewedProductRowProps) {
  return (
    <ul className={styles.row} aria-labelledby={labelledBy}>
      {products.map((product) => (
        <li key={product.id} className={styles.item}>
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
                <span className={styles.name}>{product.product_name}</span>
              </>
            ),
          })}
        </li>
      ))}
    </ul>
  );
}

/** The row as it will look, while its first answer is on its way: the same height, so nothing moves after. */
export function ViewedProductRowSkeleton() {
  return (
    <ul className={styles.row} aria-hidden="true">
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.tile}>
            <Skeleton width={PICTURE_REM} height={PICTURE_REM} />
            <span className={styles.name}>
              <Skeleton shape="text" lines={2} />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
