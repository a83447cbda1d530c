import { createElement, type Ref } from 'react';
import { Badge } from '../Badge/Badge';
import { LazyImage } from '../LazyImage/LazyImage';
import { renderAnchor, type RenderLink } from '../_renderLink';
import * as styles from './VideoCard.css';
import { OwnWords } from '../Text/OwnWords';

export type VideoCardProps = {
  title: string;
  href: string;
  renderLink?: RenderLink;
  thumbnailSrc: string;
  shopName?: string;
  /** e.g. "1.2k watching" or "3 days ago". */
  metaLabel?: string;
  /** Running time, e.g. "12:34" (not shown while live). */
  durationLabel?: string;
  /** A session streaming now: shows the live badge instead of the running time. */
  live?: boolean;
  /** Live badge text, e.g. "Live". */
  liveLabel?: string;
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
};

/** A video-shopping session: thumbnail with a live badge or running time, title, shop. */
export function VideoCard({
  title,
  href,
  renderLink = renderAnchor,
  thumbnailSrc,
  shopName,
  metaLabel,
  durationLabel,
  live = false,
  liveLabel,
  headingLevel = 3,
  ref,
}: VideoCardProps) {
  return (
    <article ref={ref} className={styles.card} data-live={live || undefined}>
      <div className={styles.media}>
        <LazyImage src={thumbnailSrc} alt="" width={16} height={9} />
        <span className={styles.play} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          </svg>
        </span>
        {live && liveLabel ? (
          <span className={styles.topStart}>
            <Badge tone="critical" variant="solid">
              <span className={styles.liveDot} aria-hidden="true" />
              {liveLabel}
            </Badge>
          </span>
        ) : null}
        {!live && durationLabel ? (
          <span className={styles.bottomEnd} dir="ltr">
            {durationLabel}
          </span>
        ) : null}
      </div>
      {createElement(
        `h${headingLevel}`,
        { className: styles.title },
        renderLink({ href, className: styles.titleLink, children: <OwnWords>{title}</OwnWords> }),
      )}
      {shopName || metaLabel ? (
        <div className={styles.meta}>
          {shopName ? <span>{shopName}</span> : null}
          {metaLabel ? <span>{metaLabel}</span> : null}
        </div>
      ) : null}
    </article>
  );
}
