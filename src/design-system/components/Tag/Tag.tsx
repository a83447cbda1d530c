import type { Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { renderAnchor, type RenderLink } from '../_renderLink';
import * as styles from './Tag.css';

type Removable = {
  /** Shows a remove (×) button: active filters, applied coupons. */
  onRemove: () => void;
  /** Accessible name of the remove button, e.g. "Remove filter: Red". */
  removeLabel: string;
};

export type TagProps = {
  label: string;
  /** Marks the tag as chosen (e.g. a selected blog tag). */
  selected?: boolean;
  /** Makes the tag a link (blog tags, popular searches). */
  href?: string;
  renderLink?: RenderLink;
  ref?: Ref<HTMLSpanElement>;
} & (Removable | { onRemove?: undefined; removeLabel?: undefined });

/** A compact label: an active filter, a blog tag, a keyword. */
export function Tag({
  label,
  selected = false,
  href,
  renderLink = renderAnchor,
  onRemove,
  removeLabel,
  ref,
}: TagProps) {
  const removable = onRemove !== undefined;
  if (href && !removable) {
    return (
      <span ref={ref} className={styles.root}>
        {renderLink({
          href,
          className: styles.tag({ selected, removable: false, interactive: true }),
          'aria-current': selected ? 'page' : undefined,
          children: <span className={styles.label}>{label}</span>,
        })}
      </span>
    );
  }
  return (
    <span ref={ref} className={styles.tag({ selected, removable, interactive: false })}>
      <span className={styles.label}>{label}</span>
      {removable ? (
        <button type="button" className={styles.remove} aria-label={removeLabel} onClick={onRemove}>
          <Icon name="close" size="sm" />
        </button>
      ) : null}
    </span>
  );
}
