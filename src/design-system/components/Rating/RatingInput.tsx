import { useId, useState, type Ref } from 'react';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { StarShape } from './StarShape';
import * as styles from './Rating.css';

export const RATING_INPUT_SIZES = ['md', 'lg'] as const;
export type RatingInputSize = (typeof RATING_INPUT_SIZES)[number];

export type RatingInputProps = {
  /** The chosen number of stars, or null when none is chosen yet. */
  value: number | null;
  onChange: (value: number) => void;
  /** The question, e.g. "Your rating". */
  legend: string;
  hideLegend?: boolean;
  /** Accessible name of each option: (3) => "3 stars". */
  getOptionLabel: (stars: number) => string;
  max?: number;
  /** Form field name; defaults to a unique id. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  size?: RatingInputSize;
  ref?: Ref<HTMLFieldSetElement>;
};

/**
 * Choose 1…max stars. Native radio buttons, so Tab enters the group once and the arrow keys move (mirrored in
 * right-to-left layouts by the browser); hovering previews the choice.
 */
export function RatingInput({
  value,
  onChange,
  legend,
  hideLegend = false,
  getOptionLabel,
  max = 5,
  name,
  required,
  disabled,
  size = 'md',
  ref,
}: RatingInputProps) {
  const autoName = useId();
  const groupName = name ?? autoName;
  const [hovered, setHovered] = useState<number | null>(null);
  const lit = hovered ?? value ?? 0;
  return (
    <fieldset ref={ref} className={styles.fieldset} disabled={disabled}>
      <legend className={hideLegend ? visuallyHidden : styles.legend}>{legend}</legend>
      <span className={styles.options} onMouseLeave={() => setHovered(null)}>
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          const id = `${groupName}-${stars}`;
          return (
            <span key={stars}>
              <input
                type="radio"
                id={id}
                name={groupName}
                value={stars}
                checked={value === stars}
                required={required}
                onChange={() => onChange(stars)}
                className={visuallyHidden}
              />
              <label
                htmlFor={id}
                className={styles.option({ lit: stars <= lit, size })}
                onMouseEnter={() => setHovered(stars)}
              >
                <StarShape className={styles.optionStar} />
                <span className={visuallyHidden}>{getOptionLabel(stars)}</span>
              </label>
            </span>
          );
        })}
      </span>
    </fieldset>
  );
}
