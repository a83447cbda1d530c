import type { Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { renderAnchor, type RenderLink } from '../_renderLink';
import * as styles from './Breadcrumbs.css';
import { OwnWords } from '../Text/OwnWords';

export type BreadcrumbItem = {
  label: string;
  /** Leave out for the current page (the last item) or for a level that has no page. */
  href?: string;
};

export type BreadcrumbsProps = {
  items: BreadcrumbItem[];
  /** The landmark's name, e.g. "Breadcrumb". */
  label: string;
  renderLink?: RenderLink;
  ref?: Ref<HTMLElement>;
};

/** Where the page sits: Home › Fashion › Bags › Leather tote. The last item is the current page. */
export function Breadcrumbs({ items, label, renderLink = renderAnchor, ref }: BreadcrumbsProps) {
  return (
    <nav ref={ref} aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {index > 0 ? (
                <span className={styles.separator} aria-hidden="true">
                  {/* A pointing icon: Icon mirrors it in right-to-left layouts. */}
                  <Icon name="chevron-right" size="sm" />
                </span>
              ) : null}
              {isCurrent || !item.href ? (
                <span
                  className={styles.current}
                  aria-current={isCurrent ? 'page' : undefined}
                  title={item.label}
                >
                  <OwnWords>{item.label}</OwnWords>
                </span>
              ) : (
                renderLink({
                  href: item.href,
                  className: styles.link,
                  children: <OwnWords>{item.label}</OwnWords>,
                })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
