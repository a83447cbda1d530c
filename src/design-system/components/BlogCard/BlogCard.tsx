import { createElement, type Ref } from 'react';
import { Badge } from '../Badge/Badge';
import { LazyImage } from '../LazyImage/LazyImage';
import { renderAnchor, type RenderLink } from '../_renderLink';
import * as styles from './BlogCard.css';
import { OwnWords } from '../Text/OwnWords';

export type BlogCardProps = {
  title: string;
  href: string;
  renderLink?: RenderLink;
  /** Plain text (not HTML): the first lines of the post. */
  excerpt?: string;
  imageSrc?: string;
  /** Publication date, already formatted ("12 May 2025"), and its machine form for <time>. */
  dateLabel?: string;
  dateTime?: string;
  categoryLabel?: string;
  /** e.g. "5 min read". */
  readingTimeLabel?: string;
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
};

/** A blog post teaser; the whole card opens the post. */
export function BlogCard({
  title,
  href,
  renderLink = renderAnchor,
  excerpt,
  imageSrc,
  dateLabel,
  dateTime,
  categoryLabel,
  readingTimeLabel,
  headingLevel = 3,
  ref,
}: BlogCardProps) {
  return (
    <article ref={ref} className={styles.card}>
      {imageSrc ? <LazyImage src={imageSrc} alt="" width={16} height={9} /> : null}
      <div className={styles.body}>
        {categoryLabel || dateLabel || readingTimeLabel ? (
          <div className={styles.meta}>
            {categoryLabel ? <Badge tone="accent">{categoryLabel}</Badge> : null}
            {dateLabel ? <time dateTime={dateTime}>{dateLabel}</time> : null}
            {readingTimeLabel ? <span>{readingTimeLabel}</span> : null}
          </div>
        ) : null}
        {createElement(
          `h${headingLevel}`,
          { className: styles.title },
          renderLink({ href, className: styles.titleLink, children: <OwnWords>{title}</OwnWords> }),
        )}
        {excerpt ? (
          <p className={styles.excerpt} dir="auto">
            {excerpt}
          </p>
        ) : null}
      </div>
    </article>
  );
}
