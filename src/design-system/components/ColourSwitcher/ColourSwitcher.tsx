import { useId, useState, type Ref } from 'react';
import { Button } from '../Button/Button';
import { normaliseHex } from './hexColour';
import * as styles from './ColourSwitcher.css';

export const COLOUR_SWITCHER_PLACEMENTS = ['fixed', 'inline'] as const;
export type ColourSwitcherPlacement = (typeof COLOUR_SWITCHER_PLACEMENTS)[number];

export type DemoColours = { accent: string; menuBg: string; menuText: string };

export type ColourSwitcherLabels = {
  /** Panel heading and landmark name, e.g. "Demo colours". */
  title: string;
  /** Accessible name of the open/close button, e.g. "Colour settings". */
  toggle: string;
  accent: string;
  menuBg: string;
  menuText: string;
  reset: string;
  /** Shown under a hex field that does not hold a colour, e.g. "Use a hex colour such as #0b5cad". */
  invalidHex: string;
};

export type ColourSwitcherProps = {
  value: DemoColours;
  onChange: (next: DemoColours) => void;
  onReset: () => void;
  labels: ColourSwitcherLabels;
  defaultOpen?: boolean;
  placement?: ColourSwitcherPlacement;
  ref?: Ref<HTMLElement>;
};

const FIELDS = ['accent', 'menuBg', 'menuText'] as const;

/** Demo-mode panel: pick the accent, menu background and menu text colours (the app applies and saves them). */
export function ColourSwitcher({
  value,
  onChange,
  onReset,
  labels,
  defaultOpen = false,
  placement = 'fixed',
  ref,
}: ColourSwitcherProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;
  return (
    <aside ref={ref} aria-labelledby={titleId} className={styles.root({ placement })}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={labels.toggle}
        onClick={() => setOpen((o) => !o)}
      >
        <PaletteGlyph />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <h2 id={titleId} className={styles.title}>
          {labels.title}
        </h2>
        {FIELDS.map((field) => (
          <ColourField
            key={field}
            label={labels[field]}
            invalidHex={labels.invalidHex}
            value={value[field]}
            onChange={(colour) => onChange({ ...value, [field]: colour })}
          />
        ))}
        <Button variant="outline" tone="neutral" size="sm" onClick={onReset}>
          {labels.reset}
        </Button>
      </div>
    </aside>
  );
}

function ColourField({
  label,
  invalidHex,
  value,
  onChange,
}: {
  label: string;
  invalidHex: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const id = useId();
  // The text field may hold an unfinished value while typing; it follows `value` again once that changes.
  const [draft, setDraft] = useState<{ for: string; text: string } | null>(null);
  const text = draft && draft.for === value ? draft.text : value;
  const valid = normaliseHex(text) !== null;
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.fieldLabel}>
        {label}
      </span>
      <span className={styles.inputs}>
        <input
          type="color"
          className={styles.swatch}
          aria-labelledby={`${id}-label`}
          value={normaliseHex(value) ?? '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          type="text"
          className={styles.hex}
          aria-labelledby={`${id}-label`}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-error`}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          dir="ltr"
          value={text}
          onChange={(event) => {
            const next = event.target.value;
            const hex = normaliseHex(next);
            setDraft({ for: hex ?? value, text: next });
            if (hex && hex !== value) onChange(hex);
          }}
        />
      </span>
      {valid ? null : (
        <p id={`${id}-error`} className={styles.error}>
          {invalidHex}
        </p>
      )}
    </div>
  );
}

function PaletteGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
    >
      <path d="M12 3.5a8.5 8.5 0 1 0 0 17c1.2 0 1.8-.8 1.8-1.7 0-1.2-1-1.6-1-2.6 0-.9.7-1.6 1.7-1.6h2.2a3.8 3.8 0 0 0 3.8-3.8C20.5 6.8 16.7 3.5 12 3.5z" />
      <circle cx="7.8" cy="11" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="10.5" cy="7.4" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="15" cy="7.6" r="1.1" fill="currentColor" stroke="none" />
    </svg>
  );
}
