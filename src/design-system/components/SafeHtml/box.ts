import type { Ref } from 'react';
import * as styles from './SafeHtml.css';

/**
 * The attributes of SafeHtml's box, which DeferredSafeHtml's words use too (a module of its own, so the words do not
 * bring the sanitiser with them). A shop's words keep their own direction (`dir="auto"`): English on an Arabic page
 * ends with its full stop on the right, Arabic on an English page reads right to left.
 */
export function safeHtmlBox(box: { id?: string; 'aria-labelledby'?: string; ref?: Ref<HTMLElement> }) {
  return {
    ref: box.ref as Ref<HTMLDivElement>,
    id: box.id,
    'aria-labelledby': box['aria-labelledby'],
    dir: 'auto',
    className: styles.root,
  } as const;
}
