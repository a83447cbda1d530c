import type { ComponentPropsWithRef } from 'react';
import { Icon } from '@/design-system/components/Icon';
import * as styles from './page-frame.css';

export type MenuGroupTriggerProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'className'> & {
  label: string;
};

/**
 * The button of a header menu entry with children: its menu's trigger (MenuGroupDropdown), and the same button while
 * that menu's chunk arrives, so the strip does not change when it does.
 */
export function MenuGroupTrigger({ label, ...rest }: MenuGroupTriggerProps) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...rest}
      className={styles.menuGroupTrigger}
    >
      {label}
      <Icon name="chevron-down" size="sm" />
    </button>
  );
}
