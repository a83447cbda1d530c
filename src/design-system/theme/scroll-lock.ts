/**
 * The custom property that Radix's modal dialogs and sheets set on `<body>` while they lock the page's scrolling
 * (react-remove-scroll-bar: the scroll bar's width, for a page's own fixed elements). global.css.ts registers it as
 * not inherited; nothing in the storefront reads it.
 */
export const SCROLL_LOCK_PROPERTY = '--removed-body-scroll-bar-size';
