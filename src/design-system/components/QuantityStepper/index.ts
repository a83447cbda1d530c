export { QuantityStepper, quantityStepperSizes, type QuantityStepperProps } from './QuantityStepper';
export { clampQuantity } from './quantity';
