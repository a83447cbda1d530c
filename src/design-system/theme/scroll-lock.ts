/**
 * The custom property that Radix's modal dialogs and sheets set on `<body>` while they lock the page's scrolling
 * (react-remove-scroll-bar: the scroll bar's width, for a page's own fixed elements). global.css.ts registers it as
 * not inherited; nothing in the storefront reads it.
 */
export const SCROLL_LOCK_PROPERTY = '--removed-body-scroll-bar-size';

/**
 * Marks the element that holds the page (the app's root; Storybook's story root). While a modal's overlay covers the
 * page, this element keeps `pointer-events: auto` of its own (Dialog.css.ts), so Radix's `pointer-events: none` on
 * `<body>` stops at it instead of restyling every element of the page; the overlay takes the pointer events.
 */
export const PAGE_ROOT_ATTRIBUTE = 'data-page-root';
