import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import {
  controlAdornment,
  controlBox,
  controlBoxSize,
  controlInput,
  listboxOption,
  listboxSurface,
  type ControlSize,
} from '../../theme/control.css';
import { useFieldControl } from '../FormField/context';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/paths';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { listbox, message, popup, root } from './Combobox.css';

export type ComboboxProps<T> = {
  /** Suggestions for the current text (fetched by the caller; may arrive asynchronously). */
  items: readonly T[];
  getItemKey: (item: T) => string;
  /** Plain text of an item: the default rendering and what assistive technology reads. */
  getItemText: (item: T) => string;
  /** Rich rendering of an option (thumbnail, price, highlighted match). */
  renderItem?: (item: T, state: { active: boolean }) => ReactNode;
  inputValue: string;
  onInputChange: (value: string) => void;
  /** An option was chosen (Enter on the active option, or a click). */
  onSelect: (item: T) => void;
  /** Enter with no active option, e.g. run a full search for the typed text. */
  onSubmit?: (value: string) => void;
  /** The caller is fetching items for the current text. */
  loading?: boolean;
  /** Shown and announced while loading, e.g. "Searching…". */
  loadingText?: string;
  /** Shown and announced when a finished search found nothing, e.g. "No products found". */
  noResultsText: string;
  /** Announced when suggestions arrive, e.g. `(n) => \`${n} suggestions\``. */
  resultsText?: (count: number) => string;
  /** Characters needed before the list opens. */
  minChars?: number;
  placeholder?: string;
  size?: ControlSize;
  iconStart?: IconName;
  disabled?: boolean;
  name?: string;
  id?: string;
  /** Needed only outside a FormField. */
  'aria-label'?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * Text input with a suggestion list (the ARIA 1.2 combobox pattern with aria-activedescendant): focus stays in
 * the input, ↑/↓ move through the options, Enter chooses, Escape closes (and clears when already closed).
 */
export function Combobox<T>({
  items,
  getItemKey,
  getItemText,
  renderItem,
  inputValue,
  onInputChange,
  onSelect,
  onSubmit,
  loading = false,
  loadingText,
  noResultsText,
  resultsText,
  minChars = 1,
  placeholder,
  size = 'md',
  iconStart = 'search',
  disabled,
  name,
  id,
  'aria-label': ariaLabel,
  ref,
}: ComboboxProps<T>) {
  const baseId = useId();
  const a11y = useFieldControl({ id, disabled }, `${baseId}input`);
  const listboxId = `${baseId}listbox`;
  const optionId = (key: string) => `${baseId}option-${key}`;
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const keys = items.map(getItemKey);
  // Keyed by item, so new async results never leave a stale highlight on a different item.
  const activeIndex = activeKey === null ? -1 : keys.indexOf(activeKey);
  const enoughText = inputValue.trim().length >= minChars;
  const showPopup = open && enoughText && (items.length > 0 || loading || inputValue.trim() !== '');
  const expanded = showPopup && items.length > 0;
  const activeOptionId = expanded && activeIndex >= 0 ? optionId(keys[activeIndex]!) : undefined;

  useEffect(() => {
    if (!activeOptionId) return;
    const element = listRef.current?.ownerDocument.getElementById(activeOptionId);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOptionId]);

  const move = (delta: 1 | -1) => {
    if (!expanded) {
      setOpen(true);
      if (items.length > 0) setActiveKey(keys[delta === 1 ? 0 : keys.length - 1]!);
      return;
    }
    const count = keys.length;
    const next = activeIndex < 0 ? (delta === 1 ? 0 : count - 1) : (activeIndex + delta + count) % count;
    setActiveKey(keys[next]!);
  };

  const choose = (item: T) => {
    onSelect(item);
    setOpen(false);
    setActiveKey(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const item = activeIndex >= 0 && expanded ? items[activeIndex] : undefined;
        if (item !== undefined) {
          event.preventDefault();
          choose(item);
        } else if (onSubmit) {
          event.preventDefault();
          setOpen(false);
          onSubmit(inputValue);
        }
        break;
      }
      case 'Escape':
        if (showPopup) {
          event.preventDefault();
          setOpen(false);
          setActiveKey(null);
        } else if (inputValue !== '') {
          event.preventDefault();
          onInputChange('');
        }
        break;
    }
  };

  let announcement = '';
  if (showPopup) {
    if (loading && items.length === 0) announcement = loadingText ?? '';
    else if (!loading && items.length === 0) announcement = noResultsText;
    else if (!loading && resultsText) announcement = resultsText(items.length);
  }

  return (
    <div className={root}>
      <div
        className={`${controlBox} ${controlBoxSize[size]}`}
        data-invalid={a11y.invalid || undefined}
        data-disabled={a11y.disabled || undefined}
      >
        <span className={controlAdornment}>
          <Icon name={iconStart} size={size === 'lg' ? 'md' : 'sm'} />
        </span>
        <input
          ref={ref}
          id={a11y.id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-label={ariaLabel}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOptionId}
          aria-describedby={a11y['aria-describedby']}
          aria-invalid={a11y['aria-invalid']}
          aria-errormessage={a11y['aria-errormessage']}
          disabled={a11y.disabled}
          value={inputValue}
          onChange={(event) => {
            onInputChange(event.target.value);
            setOpen(true);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          className={controlInput}
        />
      </div>
      <div className={`${popup} ${listboxSurface}`} hidden={!showPopup}>
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={ariaLabel}
          aria-labelledby={ariaLabel ? undefined : a11y.labelledBy}
          className={listbox}
        >
          {items.map((item, index) => {
            const key = keys[index]!;
            const active = index === activeIndex;
            return (
              <li
                key={key}
                id={optionId(key)}
                role="option"
                aria-selected={active}
                className={listboxOption}
                // Keep focus in the input while clicking an option.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => (active ? undefined : setActiveKey(key))}
                onClick={() => choose(item)}
              >
                {renderItem ? renderItem(item, { active }) : getItemText(item)}
              </li>
            );
          })}
        </ul>
        {items.length === 0 && showPopup ? (
          <p className={message}>{loading ? loadingText : noResultsText}</p>
        ) : null}
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
