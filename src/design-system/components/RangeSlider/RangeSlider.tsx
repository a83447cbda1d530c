import { useState, type Ref } from 'react';
import { Slider } from 'radix-ui';
import { useFieldControl } from '../FormField/context';
import { range as rangeClass, root, thumb, track, values, wrapper } from './RangeSlider.css';

export type RangeValue = [number, number];

export type RangeSliderProps = {
  min: number;
  max: number;
  step?: number;
  value?: RangeValue;
  defaultValue?: RangeValue;
  /** While dragging. */
  onValueChange?: (value: RangeValue) => void;
  /** When the shopper lets go or finishes with the keyboard: the moment to refetch products. */
  onValueCommit?: (value: RangeValue) => void;
  /** Turns a value into display text (a price with the shop's currency format); also the thumbs' aria-valuetext. */
  formatValue?: (value: number) => string;
  /** Accessible names of the two thumbs, e.g. ["Minimum price", "Maximum price"]. */
  thumbLabels: [string, string];
  /** Smallest gap between the two thumbs, in steps. */
  minStepsBetweenThumbs?: number;
  disabled?: boolean;
  /** Hide the formatted values under the track (when they are shown elsewhere, e.g. in inputs). */
  hideValues?: boolean;
  name?: string;
  ref?: Ref<HTMLSpanElement>;
};

const defaultFormat = (value: number) => String(value);

/** Two-thumb range (price filter). Arrow keys step, Page Up/Down jump, Home/End go to the ends; mirrors in RTL. */
export function RangeSlider({
  min,
  max,
  step = 1,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  formatValue = defaultFormat,
  thumbLabels,
  minStepsBetweenThumbs = 0,
  disabled,
  hideValues = false,
  name,
  ref,
}: RangeSliderProps) {
  const [internal, setInternal] = useState<RangeValue>(defaultValue ?? [min, max]);
  const current = value ?? internal;
  const a11y = useFieldControl({ disabled });
  // An empty range (the API's default 0–0 before products load) cannot be dragged.
  const inert = a11y.disabled || max <= min;

  const handleChange = (next: number[]) => {
    const pair: RangeValue = [next[0] ?? min, next[1] ?? max];
    setInternal(pair);
    onValueChange?.(pair);
  };

  return (
    <div className={wrapper}>
      <Slider.Root
        ref={ref}
        className={root}
        min={min}
        max={Math.max(max, min)}
        step={step}
        value={current}
        onValueChange={handleChange}
        onValueCommit={(next) => onValueCommit?.([next[0] ?? min, next[1] ?? max])}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        disabled={inert}
        name={name}
        {...(a11y.labelledBy ? { role: 'group', 'aria-labelledby': a11y.labelledBy } : {})}
      >
        <Slider.Track className={track}>
          <Slider.Range className={rangeClass} />
        </Slider.Track>
        {current.map((thumbValue, index) => (
          <Slider.Thumb
            key={index}
            className={thumb}
            aria-label={thumbLabels[index as 0 | 1]}
            aria-valuetext={formatValue(thumbValue)}
            aria-describedby={a11y['aria-describedby']}
          />
        ))}
      </Slider.Root>
      {hideValues ? null : (
        <div className={values} aria-hidden>
          <span>{formatValue(current[0])}</span>
          <span>{formatValue(current[1])}</span>
        </div>
      )}
    </div>
  );
}
