import type { Ref } from 'react';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Stepper.css';

export const STEPPER_ORIENTATIONS = ['horizontal', 'vertical'] as const;
export type StepperOrientation = (typeof STEPPER_ORIENTATIONS)[number];
export const STEP_STATES = ['complete', 'current', 'upcoming'] as const;
export type StepState = (typeof STEP_STATES)[number];

export type StepperStep = { label: string; description?: string };

export type StepperProps = {
  steps: StepperStep[];
  /** Index (0-based) of the step in progress; steps before it are complete. `steps.length` = all complete. */
  current: number;
  /** Screen-reader words added to a finished step's label, e.g. "completed". */
  completedLabel: string;
  /** Name of the list, e.g. "Checkout progress". */
  label: string;
  orientation?: StepperOrientation;
  ref?: Ref<HTMLOListElement>;
};

export const stepState = (index: number, current: number): StepState =>
  index < current ? 'complete' : index === current ? 'current' : 'upcoming';

/** Progress through an ordered process (cart → address → shipping → payment). */
export function Stepper({
  steps,
  current,
  completedLabel,
  label,
  orientation = 'horizontal',
  ref,
}: StepperProps) {
  return (
    <ol ref={ref} aria-label={label} className={styles.list({ orientation })}>
      {steps.map((step, index) => {
        const state = stepState(index, current);
        return (
          <li
            key={`${index}-${step.label}`}
            className={styles.step({ orientation })}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker({ state })} aria-hidden="true">
              {state === 'complete' ? <Icon name="check" size="sm" /> : index + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.label({ state })}>
                {step.label}
                {state === 'complete' ? <VisuallyHidden>, {completedLabel}</VisuallyHidden> : null}
              </span>
              {step.description ? <span className={styles.description}>{step.description}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
