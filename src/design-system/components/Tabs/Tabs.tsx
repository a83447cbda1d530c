import type { ReactNode, Ref } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import * as styles from './Tabs.css';

export const TABS_VARIANTS = ['line', 'enclosed'] as const;
export type TabsVariant = (typeof TABS_VARIANTS)[number];

export type TabItem = {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

export type TabsProps = {
  items: TabItem[];
  /** Name of the tab list, e.g. "Product information". */
  label: string;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  variant?: TabsVariant;
  /** Tabs share the full width equally. */
  fitted?: boolean;
  /** `manual`: arrow keys move focus, Enter/Space selects (for panels that are slow to render). */
  activationMode?: 'automatic' | 'manual';
  ref?: Ref<HTMLDivElement>;
};

/** Switch between sections of one page: description, specification, reviews. Arrow keys mirror in RTL. */
export function Tabs({
  items,
  label,
  defaultValue,
  value,
  onValueChange,
  variant = 'line',
  fitted = false,
  activationMode = 'automatic',
  ref,
}: TabsProps) {
  return (
    <RadixTabs.Root
      ref={ref}
      className={styles.root}
      defaultValue={defaultValue ?? (value === undefined ? items[0]?.value : undefined)}
      value={value}
      onValueChange={onValueChange}
      activationMode={activationMode}
    >
      <RadixTabs.List aria-label={label} className={styles.list({ variant, fitted })}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger({ variant, fitted })}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
