import { useCallback, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { controlBox, controlBoxSize, controlSizes, type ControlSize } from '../../theme/control.css';
import { deferred } from '../../internal/deferred';
import { useDeferred } from '../../internal/use-deferred';
import { useFieldControl } from '../FormField/context';
import { Icon } from '../Icon/Icon';
import { chevron, trigger, value as valueClass } from './Select.css';

export const selectSizes = controlSizes;

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown until something is chosen. */
  placeholder?: string;
  size?: ControlSize;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  id?: string;
  /** Needed only outside a FormField. */
  'aria-label'?: string;
  ref?: Ref<HTMLButtonElement>;
};

type ListboxProps = SelectProps & { openOnMount?: boolean; focusOnMount?: boolean };

const listbox = deferred<ListboxProps>(() => import('./SelectListbox'));

/** Loads the listbox ahead of the first use (the app calls it when the browser is idle). */
export const preloadSelect = () => listbox.preload().then(() => undefined);

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Choose one value from a list (sort order, country). Keyboard and typeahead come from Radix Select, which loads on
 * the first hover, focus or press and takes over at the first focus or press: until then a look-alike trigger shows
 * the chosen value, and the press that brings in the listbox also opens it.
 */
export function Select(props: SelectProps) {
  const { options, value, defaultValue, placeholder, size = 'md', invalid, disabled, id, ref, name } = props;
  const [intent, setIntent] = useState<'none' | 'load' | 'focus' | 'open'>('none');
  const retry = useCallback(() => setIntent('none'), []);
  const ready = useDeferred(listbox, intent !== 'none', retry);
  // A finger's tap focuses the button on its way to the click. Swapping in Radix's trigger at that focus (or at the
  // finger's pointerenter) took the click's target away: Chromium sent the click elsewhere, and the first tap on a
  // phone opened nothing. A touch or pen press therefore waits for its click, which loads and opens the listbox.
  const touchPress = useRef(false);
  const a11y = useFieldControl({ id, invalid, disabled });

  // Radix's select renders every item into a detached fragment even while closed (so its trigger can show the chosen
  // text), which the look-alike shows anyway: it stays until the shopper focuses or presses it, even once the listbox
  // has loaded (a route change that mounts a sort select spent 12–15 ms of its render on those items). A mouse's hover
  // only loads it: the press then meets the element it was aimed at.
  if (ready && (intent === 'focus' || intent === 'open')) {
    return <listbox.Component {...props} openOnMount={intent === 'open'} focusOnMount={intent === 'focus'} />;
  }

  const chosen = options.find((option) => option.value === (value ?? defaultValue));
  const want = (next: 'load' | 'focus' | 'open') =>
    setIntent((current) => (current === 'open' || current === next ? current : next));
  return (
    <>
      <button
        type="button"
        role="combobox"
        ref={ref}
        id={a11y.id}
        aria-label={props['aria-label']}
        aria-expanded={false}
        aria-autocomplete="none"
        aria-describedby={a11y['aria-describedby']}
        aria-invalid={a11y['aria-invalid']}
        aria-errormessage={a11y['aria-errormessage']}
        aria-required={a11y['aria-required']}
        disabled={a11y.disabled}
        data-state="closed"
        data-invalid={a11y.invalid || undefined}
        data-disabled={a11y.disabled || undefined}
        data-placeholder={chosen ? undefined : ''}
        className={`${controlBox} ${controlBoxSize[size]} ${trigger}`}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') want('load');
        }}
        onFocus={() => {
          if (!touchPress.current) want('focus');
        }}
        // Like Radix: a mouse opens it on press (so a listbox that arrives between press and release still opens),
        // touch, pen and keyboard-made clicks on click.
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse') touchPress.current = true;
          else if (event.button === 0) want('open');
        }}
        onPointerCancel={() => {
          touchPress.current = false;
        }}
        onBlur={() => {
          touchPress.current = false;
          // Tabbed on before the listbox arrived: it still loads, but takes over at the next focus or press.
          if (!ready) setIntent((current) => (current === 'focus' ? 'load' : current));
        }}
        onClick={() => {
          touchPress.current = false;
          want('open');
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (OPEN_KEYS.has(event.key)) {
            event.preventDefault();
            want('open');
          }
        }}
      >
        <span className={valueClass}>{chosen ? chosen.label : placeholder}</span>
        <span className={chevron} aria-hidden="true">
          <Icon name="chevron-down" size="sm" />
        </span>
      </button>
      {name ? <input type="hidden" name={name} value={value ?? defaultValue ?? ''} /> : null}
    </>
  );
}
