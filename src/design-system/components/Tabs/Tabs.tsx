import { useId, useState, type ReactNode, type Ref } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { useHydrationSettling } from '../../hooks/hydration-settling';
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
 *
 * While a server-rendered page hydrates (`useHydrationSettling`, which the server's render provides too), the tab list
 * is a look-alike with Radix's markup: Radix's list and triggers read whether the page is hydrated from an external
 * store whose server value differs from the browser's, so React rendered them again synchronously right after the
 * hydration's commit, and the count of focusable tabs they then set in a layout effect asked for one more synchronous
 * render (docs/performance.md, "Radix parts after the page settles"). Radix's list replaces the look-alike in the
 * settling transition; the panels stay.
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
  const settling = useHydrationSettling();
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  const listClass = styles.list({ variant, fitted });
  const triggerClass = styles.trigger({ variant, fitted });
  return (
    <RadixTabs.Root
      ref={ref}
      className={styles.root}
      value={selected ?? ''}
      onValueChange={select}
      activationMode={activationMode}
    >
      {settling ? (
        // Radix's markup as its server render writes it (Tabs.test.tsx compares the two).
        <div
          role="tablist"
          aria-orientation="horizontal"
          aria-label={label}
          className={listClass}
          tabIndex={-1}
          data-orientation="horizontal"
          style={{ outline: 'none' }}
        >
          {items.map((item) => (
            <button
              key={item.value}
              type="button"
              role="tab"
              aria-selected={item.value === selected}
              aria-controls={panelId(item.value)}
              data-state={item.value === selected ? 'active' : 'inactive'}
              data-disabled={item.disabled ? '' : undefined}
              disabled={item.disabled}
              id={triggerId(item.value)}
              className={triggerClass}
              tabIndex={-1}
              data-orientation="horizontal"
              data-radix-collection-item=""
              onClick={() => select(item.value)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : (
        <RadixTabs.List aria-label={label} className={listClass}>
          {items.map((item) => (
            <RadixTabs.Trigger
              key={item.value}
              value={item.value}
              disabled={item.disabled}
              id={triggerId(item.value)}
              aria-controls={panelId(item.value)}
              className={triggerClass}
            >
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      )}
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
