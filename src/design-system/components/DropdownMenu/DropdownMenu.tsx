import { Fragment, type ReactElement, type Ref } from 'react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { useDirection } from '../../theme/direction';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/paths';
import { renderAnchor, type RenderLink } from '../_renderLink';
import { COLLISION_PADDING, FLOATING_OFFSET } from '../Popover/floating';
import * as styles from './DropdownMenu.css';

export const DROPDOWN_MENU_ITEM_TONES = ['neutral', 'critical'] as const;
export type DropdownMenuItemTone = (typeof DROPDOWN_MENU_ITEM_TONES)[number];

export type DropdownMenuEntry =
  | {
      type: 'action';
      label: string;
      onSelect: () => void;
      icon?: IconName;
      hint?: string;
      tone?: DropdownMenuItemTone;
      disabled?: boolean;
    }
  | { type: 'link'; label: string; href: string; icon?: IconName; disabled?: boolean }
  | {
      type: 'checkbox';
      label: string;
      checked: boolean;
      onCheckedChange: (checked: boolean) => void;
      disabled?: boolean;
    }
  | {
      type: 'radio';
      label?: string;
      value: string;
      onValueChange: (value: string) => void;
      options: { value: string; label: string; disabled?: boolean }[];
    }
  | { type: 'label'; label: string }
  | { type: 'separator' };

export type DropdownMenuProps = {
  /** The button that opens the menu; gets aria-haspopup and aria-expanded. */
  trigger: ReactElement;
  items: DropdownMenuEntry[];
  /** Accessible name of the menu when the trigger's text does not say enough. */
  label?: string;
  renderLink?: RenderLink;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  ref?: Ref<HTMLDivElement>;
};

/** A menu of actions or links behind a button: account menu, sort order, "more" actions. Arrow keys mirror in RTL. */
export function DropdownMenu({
  trigger,
  items,
  label,
  renderLink = renderAnchor,
  open,
  defaultOpen,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  ref,
}: DropdownMenuProps) {
  const dir = useDirection();
  return (
    // Non-modal: the page is not hidden from assistive technology while the menu is open (it closes on any
    // outside interaction anyway), so no focusable content ends up inside aria-hidden.
    <RadixMenu.Root dir={dir} modal={false} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          ref={ref}
          aria-label={label}
          side={side}
          align={align}
          sideOffset={FLOATING_OFFSET}
          collisionPadding={COLLISION_PADDING}
          className={styles.content}
        >
          {items.map((entry, index) => (
            <Fragment key={index}>{renderEntry(entry, renderLink)}</Fragment>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}

function renderEntry(entry: DropdownMenuEntry, renderLink: RenderLink) {
  switch (entry.type) {
    case 'action':
      return (
        <RadixMenu.Item
          className={styles.item({ tone: entry.tone })}
          disabled={entry.disabled}
          onSelect={entry.onSelect}
        >
          {entry.icon ? (
            <span className={styles.gutter}>
              <Icon name={entry.icon} size="sm" />
            </span>
          ) : null}
          <span className={styles.itemLabel}>{entry.label}</span>
          {entry.hint ? <span className={styles.hint}>{entry.hint}</span> : null}
        </RadixMenu.Item>
      );
    case 'link':
      return (
        <RadixMenu.Item asChild disabled={entry.disabled}>
          {renderLink({
            href: entry.href,
            className: styles.item({ tone: 'neutral' }),
            children: (
              <>
                {entry.icon ? (
                  <span className={styles.gutter}>
                    <Icon name={entry.icon} size="sm" />
                  </span>
                ) : null}
                <span className={styles.itemLabel}>{entry.label}</span>
              </>
            ),
          })}
        </RadixMenu.Item>
      );
    case 'checkbox':
      return (
        <RadixMenu.CheckboxItem
          className={styles.item({ tone: 'neutral' })}
          checked={entry.checked}
          onCheckedChange={entry.onCheckedChange}
          disabled={entry.disabled}
          onSelect={(event) => event.preventDefault()}
        >
          <RadixMenu.ItemIndicator className={styles.gutter}>
            <Icon name="check" size="sm" />
          </RadixMenu.ItemIndicator>
          <span className={styles.itemLabel}>{entry.label}</span>
        </RadixMenu.CheckboxItem>
      );
    case 'radio':
      return (
        <RadixMenu.RadioGroup
          value={entry.value}
          onValueChange={entry.onValueChange}
          aria-label={entry.label}
        >
          {entry.options.map((option) => (
            <RadixMenu.RadioItem
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className={styles.item({ tone: 'neutral' })}
            >
              <RadixMenu.ItemIndicator className={styles.gutter}>
                <Icon name="check" size="sm" />
              </RadixMenu.ItemIndicator>
              <span className={styles.itemLabel}>{option.label}</span>
            </RadixMenu.RadioItem>
          ))}
        </RadixMenu.RadioGroup>
      );
    case 'label':
      return <RadixMenu.Label className={styles.label}>{entry.label}</RadixMenu.Label>;
    case 'separator':
      return <RadixMenu.Separator className={styles.separator} />;
  }
}
