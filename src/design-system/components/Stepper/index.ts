export { Stepper, STEPPER_ORIENTATIONS, STEP_STATES, stepState } from './Stepper';
export type { StepperOrientation, StepperProps, StepperStep, StepState } from './Stepper';
