// Our own 24×24 line icons (stroke = currentColor). Kept as JSX fragments so they inherit colour and need no
// loader. Add a name here and to `iconNames`; icons that point somewhere go into `directionalIcons`.
import type { ReactElement } from 'react';

export const iconNames = [
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'chevron-down',
  'arrow-left',
  'arrow-right',
  'cart',
  'heart',
  'heart-filled',
  'compare',
  'search',
  'user',
  'menu',
  'close',
  'plus',
  'minus',
  'check',
  'star',
  'star-half',
  'eye',
  'eye-off',
  'trash',
  'bell',
  'globe',
  'wallet',
  'gift',
  'truck',
  'store',
  'filter',
  'sort',
  'info',
  'warning',
  'error',
  'success',
  'external',
  'upload',
] as const;

export type IconName = (typeof iconNames)[number];

/** Icons whose meaning is a direction along the line of text: mirrored in right-to-left layouts. */
export const directionalIcons: ReadonlySet<IconName> = new Set<IconName>([
  'chevron-left',
  'chevron-right',
  'arrow-left',
  'arrow-right',
  'star-half',
  'external',
]);

/** Icons drawn as solid shapes instead of outlines. */
export const filledIcons: ReadonlySet<IconName> = new Set<IconName>(['heart-filled', 'star']);

const starOutline = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
const heartOutline = 'M12 19.5s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7a4.2 4.2 0 0 1 7.5 2.5c0 5.6-7.5 10-7.5 10z';

export const iconPaths: Record<IconName, ReactElement> = {
  'chevron-left': <path d="M14.5 5.5L8 12l6.5 6.5" />,
  'chevron-right': <path d="M9.5 5.5L16 12l-6.5 6.5" />,
  'chevron-up': <path d="M5.5 14.5L12 8l6.5 6.5" />,
  'chevron-down': <path d="M5.5 9.5L12 16l6.5-6.5" />,
  'arrow-left': <path d="M19.5 12h-15m6-6.5L4.5 12l6 6.5" />,
  'arrow-right': <path d="M4.5 12h15m-6-6.5l6 6.5-6 6.5" />,
  cart: (
    <>
      <path d="M2.5 4h2.3l2.3 11h10.6l2-7.5H6" />
      <circle cx="9" cy="19.5" r="1.3" />
      <circle cx="16.5" cy="19.5" r="1.3" />
    </>
  ),
  heart: <path d={heartOutline} />,
  'heart-filled': <path d={heartOutline} />,
  compare: <path d="M8 20V4.5M4.5 8L8 4.5 11.5 8M16 4v15.5M12.5 16l3.5 3.5 3.5-3.5" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L20 20" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8.5" r="4" />
      <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  plus: <path d="M12 5v14M5 12h14" />,
  minus: <path d="M5 12h14" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  star: <path d={starOutline} />,
  'star-half': (
    <>
      <path d={starOutline} />
      <path d="M12 3.5v13.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" fill="currentColor" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M4 4l16 16" />
    </>
  ),
  trash: <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />,
  bell: <path d="M6.5 16.5v-5.5a5.5 5.5 0 0 1 11 0v5.5l1.5 1.5H5zM10 20.5h4" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.3 3.5 5.2 3.5 8.5s-1.2 6.2-3.5 8.5c-2.3-2.3-3.5-5.2-3.5-8.5S9.7 5.8 12 3.5z" />
    </>
  ),
  wallet: (
    <>
      <rect x="3" y="6.5" width="18" height="13" rx="2" />
      <path d="M5.5 6.5V5.5a1.5 1.5 0 0 1 1.5-1.5h10M15.5 13h2.5" />
    </>
  ),
  gift: (
    <>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 4.5 8.5 4.5a1.75 1.75 0 0 0 0 3.5zM12 8s1.5-3.5 3.5-3.5a1.75 1.75 0 0 1 0 3.5z" />
    </>
  ),
  truck: (
    <>
      <path d="M2.5 6h11v10.5h-11zM13.5 10h4l3 3.5v3h-7" />
      <circle cx="6.5" cy="18" r="1.8" />
      <circle cx="17" cy="18" r="1.8" />
    </>
  ),
  store: <path d="M4.5 10.5V20h15v-9.5M3 10.5L5 4.5h14l2 6zM9.5 20v-5h5v5" />,
  filter: <path d="M4 5h16l-6.2 7.5v6L10.2 20v-7.5z" />,
  sort: <path d="M4 6.5h16M7 12h10M10 17.5h4" />,
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5M12 7.75v.01" />
    </>
  ),
  warning: <path d="M12 4L2.8 19.5h18.4zM12 10v4.5M12 17.25v.01" />,
  error: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9 9l6 6M15 9l-6 6" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8 12.5l2.7 2.7L16 9.8" />
    </>
  ),
  external: (
    <path d="M13.5 4.5h6v6M19.5 4.5l-8.5 8.5M17.5 14v4.5a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1H10" />
  ),
  upload: <path d="M12 15.5V4.5M7.5 9L12 4.5 16.5 9M4.5 15v4.5h15V15" />,
};
