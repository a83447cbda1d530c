import { useId, useState, type ReactNode, type Ref } from 'react';
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

/**
 * Switch between sections of one page: description, specification, reviews. Arrow keys mirror in RTL.
 *
 * Radix drives the tab list (roving focus, activation, RTL); the panels are ours. Radix's panel mounts through its
 * Presence, which reads `getComputedStyle` when it attaches — on a product page that forced a style recalculation of
 * the whole document in the middle of the first commit, the longest task of the page (docs/performance.md, "The
 * first render is a transition"). Without enter/exit animations there is nothing for Presence to wait for, so the
 * panels render as Radix's would (every panel's element in the tree, `hidden` and empty unless selected), with the
 * trigger and panel ids joined explicitly.
 */
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
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? uncontrolled;
  const triggerId = (itemValue: string) => `${baseId}-trigger-${itemValue}`;
  const panelId = (itemValue: string) => `${baseId}-panel-${itemValue}`;
  return (
    <RadixTabs.Root
      ref={ref}
      className={styles.root}
      value={selected ?? ''}
      onValueChange={(next) => {
        if (value === undefined) setUncontrolled(next);
        onValueChange?.(next);
      }}
      activationMode={activationMode}
    >
      <RadixTabs.List aria-label={label} className={styles.list({ variant, fitted })}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            id={triggerId(item.value)}
            aria-controls={panelId(item.value)}
            className={styles.trigger({ variant, fitted })}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => {
        const isSelected = item.value === selected;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={triggerId(item.value)}
            data-state={isSelected ? 'active' : 'inactive'}
            data-orientation="horizontal"
            hidden={!isSelected}
            tabIndex={0}
            className={styles.panel}
          >
            {isSelected ? item.content : null}
          </div>
        );
      })}
    </RadixTabs.Root>
  );
}
