import type { ReactNode, Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { renderAnchor, type RenderLink } from '../_renderLink';
import { paginationRange } from './paginationRange';
import * as styles from './Pagination.css';

type Links = {
  /** Page URLs (crawlable listings): each page is a link rendered through `renderLink`. */
  getHref: (page: number) => string;
  renderLink?: RenderLink;
  onPageChange?: undefined;
};
type Buttons = {
  /** In-page pagination (reviews, order history): each page is a button. */
  onPageChange: (page: number) => void;
  getHref?: undefined;
  renderLink?: undefined;
};

export type PaginationProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** The navigation landmark's name, e.g. "Pagination" or "Reviews pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Accessible name of a page control, e.g. (3) => "Page 3". Without it the number alone is read. */
  pageLabel?: (page: number) => string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  ref?: Ref<HTMLElement>;
} & (Links | Buttons);

/** Page controls for long lists; router-agnostic through `getHref` + `renderLink`, or buttons via `onPageChange`. */
export function Pagination(props: PaginationProps) {
  const { page, pageCount, label, previousLabel, nextLabel, pageLabel, siblings = 1, ref } = props;
  if (pageCount <= 1) return null;

  const control = (
    target: number,
    children: ReactNode,
    extra: { current?: boolean; ariaLabel?: string } = {},
  ) => {
    const className = styles.control({ disabled: false });
    const current = extra.current ? ('page' as const) : undefined;
    if (props.getHref) {
      const render = props.renderLink ?? renderAnchor;
      return render({
        href: props.getHref(target),
        className,
        'aria-current': current,
        'aria-label': extra.ariaLabel,
        children,
      });
    }
    return (
      <button
        type="button"
        className={className}
        aria-current={current}
        aria-label={extra.ariaLabel}
        onClick={() => props.onPageChange(target)}
      >
        {children}
      </button>
    );
  };

  const step = (target: number, text: string, icon: 'chevron-left' | 'chevron-right', enabled: boolean) => {
    const content = (
      <>
        {icon === 'chevron-left' ? <Icon name={icon} size="sm" /> : null}
        <span>{text}</span>
        {icon === 'chevron-right' ? <Icon name={icon} size="sm" /> : null}
      </>
    );
    return enabled ? (
      control(target, content)
    ) : (
      <span className={styles.control({ disabled: true })} aria-disabled="true">
        {content}
      </span>
    );
  };

  return (
    <nav ref={ref} aria-label={label}>
      <ul className={styles.list}>
        <li>{step(page - 1, previousLabel, 'chevron-left', page > 1)}</li>
        {paginationRange(page, pageCount, siblings).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              control(item, item, { current: item === page, ariaLabel: pageLabel?.(item) })
            ) : (
              <span className={styles.gap} aria-hidden="true">
                …
              </span>
            )}
          </li>
        ))}
        <li>{step(page + 1, nextLabel, 'chevron-right', page < pageCount)}</li>
      </ul>
    </nav>
  );
}
