/**
 * The custom property on the page's root that holds, while a bar is docked at the page's end (the GDPR notice), its
 * height and a gap (`use-scroll-clearance.ts`). The footer adds it below its content: scroll padding alone cannot
 * scroll a page past its end, and on a phone the footer's newsletter field and button stayed behind the notice.
 */
export const END_CLEARANCE = '--page-end-clearance';
